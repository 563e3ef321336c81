import { z } from 'zod'
import { LIMITS } from './constants.js'

/** Ids travel as decimal strings (`_id`) and stay inside the range every database handles. */
export const IdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'must be a numeric id')
  .refine((value) => Number(value) <= 2_147_483_647, 'must be a numeric id')

// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const PLAIN_LINE = /^[^\u0000-\u001f\u007f<>]*$/

/** PLAIN_LINE with at least one character that is not a space: what a trimmed, required line is. */
const PLAIN_LINE_WITH_TEXT =
  // eslint-disable-next-line no-control-regex -- as PLAIN_LINE
  /^[^\u0000-\u001f\u007f<>]*[^\s\u0000-\u001f\u007f<>][^\u0000-\u001f\u007f<>]*$/

/**
 * A required one-line text field: trimmed, bounded, no control characters or angle brackets. The
 * pattern also refuses a line of spaces, so the document says what the trimmed `min(1)` does.
 */
export const textLine = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`)
    .regex(PLAIN_LINE, `${name} must be plain text`)
    .regex(PLAIN_LINE_WITH_TEXT, `${name} is required`)

export const IdParamsSchema = z.object({ id: IdSchema })

/**
 * A pattern for the whole numbers 1 to `max`, a power of ten (100 -> 1-99 or 100, leading zeros
 * allowed), so the document
 * states the bounds a query parameter really has.
 */
function oneToPowerOfTen(max: number): RegExp {
  const digits = String(max).length
  if (String(max) !== `1${'0'.repeat(digits - 1)}`) throw new Error(`${max} is not a power of ten`)
  return new RegExp(`^0*(?:[1-9][0-9]{0,${digits - 2}}|${max})$`)
}

const intFromQuery = (name: string, max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,6}$/, `${name} must be a whole number`)
    .regex(oneToPowerOfTen(max), `${name} must be between 1 and ${max}`)
    .transform(Number)

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
  page: intFromQuery('page', LIMITS.maxPage).default(1),
  limit: intFromQuery('limit', LIMITS.maxPageSize).default(LIMITS.defaultPageSize),
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
