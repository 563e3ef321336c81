import { z } from 'zod'
import { IdSchema, PLAIN_LINE } from './common.js'

// Ratings, reviews with photos and fit feedback from verified buyers (issue 30, decision 079).

export const REVIEW_LIMITS = {
  titleMax: 100,
  textMax: 2000,
  photosMax: 5,
  /** Review photo uploads one shopper may make in a day (as return photos). */
  photoUploadsPerDay: 20,
  pageSize: 10,
  /** Days after delivery the review request mail waits, until an admin sets another. */
  requestAfterDays: 3,
  reasonMax: 300,
  replyMax: 1000,
  heldWordsMax: 200,
  heldWordMax: 40,
} as const

export const REVIEW_FITS = ['small', 'true', 'large'] as const
export type ReviewFit = (typeof REVIEW_FITS)[number]
export const REVIEW_SORTS = ['helpful', 'new', 'high', 'low'] as const
export type ReviewSort = (typeof REVIEW_SORTS)[number]
export const REVIEW_STATUSES = ['held', 'published', 'rejected'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]
/** Why the rules held a review for the admin. */
export const HOLD_REASONS = ['link', 'phone', 'email', 'word', 'photo_report'] as const
export type HoldReason = (typeof HOLD_REASONS)[number]
export const REPORT_REASONS = ['photo', 'text', 'spam'] as const

// Text of several lines: no control characters but line breaks, and no angle brackets.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const PLAIN_TEXT = /^[^\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f<>]*$/

const optionalText = (name: string, max: number, pattern: RegExp) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .regex(pattern, `${name} must be plain text, without HTML`)
    .optional()

/** A photo URL answered by POST /reviews/photos. */
const ReviewPhotoUrlSchema = z
  .string()
  .max(300, 'photos must be upload URLs')
  .regex(/^\/images\/[a-f0-9]{24}\.webp$/, 'photos must be URLs answered by the photo upload')

export const ReviewBodySchema = z.strictObject({
  stars: z
    .number({ error: 'stars must be a whole number from 1 to 5' })
    .int('stars must be a whole number from 1 to 5')
    .min(1, 'stars must be a whole number from 1 to 5')
    .max(5, 'stars must be a whole number from 1 to 5'),
  title: optionalText('title', REVIEW_LIMITS.titleMax, PLAIN_LINE),
  text: optionalText('text', REVIEW_LIMITS.textMax, PLAIN_TEXT),
  photos: z
    .array(ReviewPhotoUrlSchema)
    .max(REVIEW_LIMITS.photosMax, `photos must be at most ${REVIEW_LIMITS.photosMax}`)
    .optional(),
  fit: z.enum(REVIEW_FITS, { error: "fit must be 'small', 'true' or 'large'" }).optional(),
})
export type ReviewBody = z.infer<typeof ReviewBodySchema>

export const ReviewSchema = z.object({
  _id: z.string(),
  stars: z.number().int(),
  title: z.string(),
  text: z.string(),
  photos: z.array(z.string()),
  /** The size the buyer's order line was in. */
  size: z.string(),
  fit: z.enum(REVIEW_FITS).nullable(),
  /** From the order the review was written on, never from the request. */
  verified: z.boolean(),
  helpful: z.number().int(),
  /** First name and the initial of the last: "Asha R." */
  author: z.string(),
  createdAt: z.string(),
  /** The store's public reply. */
  reply: z.string().optional(),
})
export type Review = z.infer<typeof ReviewSchema>

export const ReviewSummarySchema = z.object({
  /** The published reviews' average, to one decimal; 0 with none. */
  average: z.number(),
  count: z.number().int(),
  stars: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
  /** How many reviews said each fit. */
  fit: z.object({ small: z.number().int(), true: z.number().int(), large: z.number().int() }),
})
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>

export const ReviewListSchema = z.object({
  summary: ReviewSummarySchema,
  reviews: z.array(ReviewSchema),
  /** Reviews that pass the filters, over every page. */
  total: z.number().int(),
})
export type ReviewList = z.infer<typeof ReviewListSchema>

export const ReviewListQuerySchema = z.object({
  sort: z
    .enum(REVIEW_SORTS, { error: `sort must be one of ${REVIEW_SORTS.join(', ')}` })
    .default('helpful'),
  stars: z
    .string()
    .regex(/^[1-5]$/, 'stars must be 1, 2, 3, 4 or 5')
    .transform(Number)
    .optional(),
  withPhotos: z
    .enum(['true', 'false'], { error: "withPhotos must be 'true' or 'false'" })
    .transform((value) => value === 'true')
    .optional(),
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,3}$/, 'page must be a whole number from 1 to 9999')
    .transform(Number)
    .default(1),
})
export type ReviewListQuery = z.input<typeof ReviewListQuerySchema>

export const ProductReviewParamsSchema = z.object({ productId: IdSchema })
export const ReviewParamsSchema = z.object({ reviewId: IdSchema })

/** The author's own review, with where it stands. */
export const MyReviewSchema = ReviewSchema.extend({
  productId: z.string(),
  status: z.enum(REVIEW_STATUSES),
  /** Why the admin rejected it, shown to its author. */
  reason: z.string().nullable(),
})
export type MyReview = z.infer<typeof MyReviewSchema>

/** What the review form needs: may the caller review the product, in which size, and her review. */
export const ReviewFormSchema = z.object({
  productId: z.string(),
  name: z.string(),
  image: z.string(),
  canReview: z.boolean(),
  size: z.string().nullable(),
  review: MyReviewSchema.nullable(),
})
export type ReviewForm = z.infer<typeof ReviewFormSchema>

export const ReviewReportBodySchema = z.strictObject({
  reason: z.enum(REPORT_REASONS, { error: `reason must be one of ${REPORT_REASONS.join(', ')}` }),
})

export const HelpfulSchema = z.object({ helpful: z.number().int() })

export const AdminReviewQuerySchema = z.object({
  status: z
    .enum(REVIEW_STATUSES, { error: `status must be one of ${REVIEW_STATUSES.join(', ')}` })
    .default('held'),
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,3}$/, 'page must be a whole number from 1 to 9999')
    .transform(Number)
    .default(1),
})

export const AdminReviewSchema = MyReviewSchema.extend({
  productName: z.string(),
  holdReasons: z.array(z.enum(HOLD_REASONS)),
  reports: z.number().int(),
})
export type AdminReview = z.infer<typeof AdminReviewSchema>

export const AdminReviewListSchema = z.object({
  reviews: z.array(AdminReviewSchema),
  total: z.number().int(),
})
export type AdminReviewList = z.infer<typeof AdminReviewListSchema>

export const AdminReviewUpdateBodySchema = z
  .strictObject({
    status: z.enum(['published', 'rejected'], {
      error: "status must be 'published' or 'rejected'",
    }),
    reason: optionalText('reason', REVIEW_LIMITS.reasonMax, PLAIN_LINE),
    reply: optionalText('reply', REVIEW_LIMITS.replyMax, PLAIN_TEXT),
  })
  .refine((body) => body.status !== 'rejected' || (body.reason ?? '') !== '', {
    message: 'reason is required to reject a review',
    path: ['reason'],
  })
export type AdminReviewUpdateBody = z.infer<typeof AdminReviewUpdateBodySchema>

export const ReviewSettingsSchema = z.object({
  /** Days after delivery the review request mail is sent. */
  requestAfterDays: z
    .number({ error: 'requestAfterDays must be a number' })
    .int('requestAfterDays must be a whole number')
    .min(1, 'requestAfterDays must be at least 1')
    .max(60, 'requestAfterDays must be at most 60'),
  /** Words that hold a review for the admin, matched whole and in any case. */
  heldWords: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'heldWords must not be empty')
        .max(
          REVIEW_LIMITS.heldWordMax,
          `heldWords must be at most ${REVIEW_LIMITS.heldWordMax} characters each`,
        )
        .regex(PLAIN_LINE, 'heldWords must be plain text'),
    )
    .max(REVIEW_LIMITS.heldWordsMax, `heldWords must be at most ${REVIEW_LIMITS.heldWordsMax}`),
})
export type ReviewSettings = z.infer<typeof ReviewSettingsSchema>
export const ReviewSettingsBodySchema = ReviewSettingsSchema.strict()

export const ReviewUnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'token is required' })
    .min(1, 'token is required')
    .max(200, 'token must be at most 200 characters'),
})
