import { z } from 'zod'
import { LIMITS } from './constants.js'

/** Ids travel as decimal strings (`_id`) and stay inside the range every database handles. */
export const IdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'must be a numeric id')
  .refine((value) => Number(value) <= 2_147_483_647, 'must be a numeric id')

// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const PLAIN_LINE = /^[^\u0000-\u001f\u007f<>]*$/

/** A required one-line text field: trimmed, bounded, no control characters or angle brackets. */
export const textLine = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`)
    .regex(PLAIN_LINE, `${name} must be plain text`)

export const IdParamsSchema = z.object({ id: IdSchema })

const intFromQuery = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,6}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, `${name} must be at least ${min}`)
        .max(max, `${name} must be at most ${max}`),
    )

export const PageSchema = z.coerce
  .number({ error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .max(LIMITS.maxPage, `page must be at most ${LIMITS.maxPage}`)

export const LimitSchema = z.coerce
  .number({ error: 'limit must be a number' })
  .int('limit must be a whole number')
  .min(1, 'limit must be at least 1')
  .max(LIMITS.maxPageSize, `limit must be at most ${LIMITS.maxPageSize}`)

export const SearchTextSchema = z
  .string()
  .trim()
  .max(LIMITS.searchMaxLength, `search must be at most ${LIMITS.searchMaxLength} characters`)

/** Query-string paging: values arrive as strings. */
export const PageQuerySchema = z.object({
  page: intFromQuery('page', 1, LIMITS.maxPage).default(1),
  limit: intFromQuery('limit', 1, LIMITS.maxPageSize).default(LIMITS.defaultPageSize),
})

/** Body paging: values arrive as JSON numbers (numeric strings are accepted too). */
export const PageBodySchema = z.object({
  page: PageSchema.default(1),
  limit: LimitSchema.default(LIMITS.defaultPageSize),
})

export const MessageBodySchema = z.object({
  success: z.literal(true),
  error: z.literal(false),
  message: z.string(),
})

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    error: z.literal(false),
    message: z.string(),
    data,
  })
}

export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    error: z.literal(false),
    message: z.string(),
    data: z.array(item),
    page: z.number().int(),
    totalCount: z.number().int(),
    totalNoPage: z.number().int(),
  })
}

export type Envelope<T> = { success: true; error: false; message: string; data: T }
export type Paged<T> = Envelope<T[]> & { page: number; totalCount: number; totalNoPage: number }
