import type {
  Envelope,
  MyReview,
  ReviewBody,
  ReviewForm,
  ReviewList,
  ReviewSort,
} from '@store/contract'
import { api } from '@/lib/api-client'

export type ListQuery = {
  sort: ReviewSort
  stars: number | null
  withPhotos: boolean
  page: number
}

export function getReviews(productId: string, query: ListQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ sort: query.sort, page: String(query.page) })
  if (query.stars !== null) params.set('stars', String(query.stars))
  if (query.withPhotos) params.set('withPhotos', 'true')
  return api<Envelope<ReviewList>>(`/products/${productId}/reviews?${params.toString()}`, {
    signal,
  }).then((answer) => answer.data)
}

export const getReviewForm = (productId: string, signal?: AbortSignal) =>
  api<Envelope<ReviewForm>>(`/products/${productId}/reviews/mine`, { signal }).then((a) => a.data)

export const createReview = (productId: string, body: ReviewBody) =>
  api<Envelope<MyReview>>(`/products/${productId}/reviews`, { method: 'POST', body })

export const updateReview = (reviewId: string, body: ReviewBody) =>
  api<Envelope<MyReview>>(`/reviews/${reviewId}`, { method: 'PUT', body })

export const deleteReview = (reviewId: string) =>
  api<{ message: string }>(`/reviews/${reviewId}`, { method: 'DELETE' })

export async function uploadReviewPhoto(file: File) {
  const form = new FormData()
  form.append('image', file)
  const answer = await api<Envelope<{ url: string }>>('/reviews/photos', {
    method: 'POST',
    body: form,
  })
  return answer.data.url
}

export const markHelpful = (reviewId: string) =>
  api<Envelope<{ helpful: number }>>(`/reviews/${reviewId}/helpful`, { method: 'POST' }).then(
    (a) => a.data.helpful,
  )

export const reportReview = (reviewId: string, reason: 'photo' | 'text' | 'spam') =>
  api<{ message: string }>(`/reviews/${reviewId}/report`, { method: 'POST', body: { reason } })

export const unsubscribeReviews = (token: string) =>
  api<{ message: string }>(`/reviews/unsubscribe?token=${encodeURIComponent(token)}`)
