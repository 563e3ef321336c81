import type {
  AdminReview,
  AdminReviewList,
  AdminReviewUpdateBody,
  Envelope,
  ReviewSettings,
  ReviewStatus,
} from '@store/contract'
import { api } from '@/lib/api-client'

export const listReviews = (status: ReviewStatus, page: number, signal?: AbortSignal) =>
  api<Envelope<AdminReviewList>>(`/admin/reviews?status=${status}&page=${page}`, { signal }).then(
    (a) => a.data,
  )

export const moderateReview = (reviewId: string, body: AdminReviewUpdateBody) =>
  api<Envelope<AdminReview>>(`/admin/reviews/${reviewId}`, { method: 'PUT', body })

export const getReviewSettings = (signal?: AbortSignal) =>
  api<Envelope<ReviewSettings>>('/admin/review-settings', { signal }).then((a) => a.data)

export const saveReviewSettings = (body: ReviewSettings) =>
  api<Envelope<ReviewSettings>>('/admin/review-settings', { method: 'PUT', body })
