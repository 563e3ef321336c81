import { z } from 'zod'
import { IdSchema, PageQuerySchema } from './common.js'
import { MonthSchema } from './invoices.js'

// A shopper's complaints to the grievance officer and their handling (issue 33, decision 077):
// acknowledged by a person within 48 hours and resolved within one month of receipt (Consumer
// Protection (E-Commerce) Rules 2020, rule 4(5)).

export const GRIEVANCE_TYPES = [
  'order_delivery',
  'product_quality',
  'return_refund',
  'payment',
  'account_data',
  'other',
] as const
export const GrievanceTypeSchema = z.enum(GRIEVANCE_TYPES, {
  error: `type must be one of ${GRIEVANCE_TYPES.join(', ')}`,
})
export type GrievanceType = z.infer<typeof GrievanceTypeSchema>

export const GRIEVANCE_TYPE_LABELS: Record<GrievanceType, string> = {
  order_delivery: 'Order or delivery',
  product_quality: 'Product quality or description',
  return_refund: 'Return, refund or exchange',
  payment: 'Payment or charges',
  account_data: 'Account or personal data',
  other: 'Something else',
}

export const GRIEVANCE_STATUSES = ['open', 'acknowledged', 'resolved'] as const
export const GrievanceStatusSchema = z.enum(GRIEVANCE_STATUSES, {
  error: `status must be one of ${GRIEVANCE_STATUSES.join(', ')}`,
})
export type GrievanceStatus = z.infer<typeof GrievanceStatusSchema>

export const GRIEVANCE_STATUS_LABELS: Record<GrievanceStatus, string> = {
  open: 'Received',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
}

export const GRIEVANCE_LIMITS = {
  textMax: 2000,
  photosMax: 3,
  /** Photo uploads one shopper may make in a day. */
  photoUploadsPerDay: 20,
  /** Acknowledged by a person within this many hours of receipt. */
  acknowledgeHours: 48,
  /** Resolved within this many months of receipt. */
  resolveMonths: 1,
} as const

/** Several lines of text: bounded, with no control characters but line breaks and tabs. */
const message = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(GRIEVANCE_LIMITS.textMax, `${name} must be at most ${GRIEVANCE_LIMITS.textMax} characters`)
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, `${name} must be plain text`)

/** A photo URL answered by POST /grievances/photos. */
const PhotoUrlSchema = z
  .string()
  .max(300, 'photos must be upload URLs')
  .regex(/^\/images\/[a-f0-9]{24}\.webp$/, 'photos must be URLs answered by the photo upload')

export const NewGrievanceBodySchema = z.strictObject({
  type: GrievanceTypeSchema,
  text: message('text'),
  orderId: IdSchema.optional(),
  returnId: IdSchema.optional(),
  photos: z
    .array(PhotoUrlSchema, { error: 'photos must be a list' })
    .max(GRIEVANCE_LIMITS.photosMax, `photos must be at most ${GRIEVANCE_LIMITS.photosMax}`)
    .default([]),
})
export type NewGrievanceBody = z.input<typeof NewGrievanceBodySchema>
export type NewGrievance = z.infer<typeof NewGrievanceBodySchema>

/** GRV-2026-000123: the year in India it was raised, and a number no other ticket has. */
export const TicketSchema = z
  .string()
  .regex(/^GRV-20[0-9]{2}-[0-9]{6,10}$/, 'ticket must look like GRV-2026-000123')
export const TicketParamsSchema = z.object({ ticket: TicketSchema })

export const GrievanceReplyBodySchema = z.strictObject({ text: message('text') })

export const GrievanceMessageSchema = z.object({
  /** Who wrote it: the shopper, or the store's grievance desk. */
  from: z.enum(['shopper', 'store']),
  text: z.string(),
  at: z.string(),
})
export type GrievanceMessage = z.infer<typeof GrievanceMessageSchema>

export const GrievanceSchema = z.object({
  ticket: z.string(),
  type: GrievanceTypeSchema,
  status: GrievanceStatusSchema,
  text: z.string(),
  /** The caller's order or return it is about, with the order's number. */
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  returnId: z.string().nullable(),
  photos: z.array(z.string()),
  resolution: z.string().nullable(),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  /** By when it is to be acknowledged by a person (48 hours) and resolved (one month). */
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
  /** The thread after the grievance itself, oldest first. */
  messages: z.array(GrievanceMessageSchema),
})
export type Grievance = z.infer<typeof GrievanceSchema>

export const NewGrievanceResultSchema = z.object({ ticket: z.string() })

export const AdminGrievanceSchema = GrievanceSchema.extend({
  customer: z.object({ name: z.string(), mobile: z.string(), email: z.string() }),
  /** Whole hours since it was received. */
  ageHours: z.number().int(),
  /** Still not acknowledged 48 hours after receipt. */
  acknowledgeOverdue: z.boolean(),
  /** Still not resolved one month after receipt. */
  resolveOverdue: z.boolean(),
})
export type AdminGrievance = z.infer<typeof AdminGrievanceSchema>

export const AdminGrievanceQuerySchema = PageQuerySchema.extend({
  status: GrievanceStatusSchema.optional(),
  overdue: z
    .enum(['true', 'false'], { error: 'overdue must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
})
export type AdminGrievanceQuery = z.infer<typeof AdminGrievanceQuerySchema>

/** What an admin does to a ticket: a reply from an open ticket acknowledges it too. */
export const GrievanceActionBodySchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('acknowledge'), text: message('text').optional() }),
    z.strictObject({ action: z.literal('reply'), text: message('text') }),
    z.strictObject({ action: z.literal('resolve'), resolution: message('resolution') }),
  ],
  { error: 'action must be acknowledge, reply or resolve' },
)
export type GrievanceActionBody = z.infer<typeof GrievanceActionBodySchema>

export const GrievanceReportQuerySchema = z.strictObject({ month: MonthSchema })

const ReportCountsSchema = z.object({
  received: z.number().int(),
  acknowledgedInTime: z.number().int(),
  resolvedInTime: z.number().int(),
  pending: z.number().int(),
})

/** The grievances received in one month in India and how they were handled. */
export const GrievanceReportSchema = ReportCountsSchema.extend({
  month: z.string(),
  byType: z.array(ReportCountsSchema.extend({ type: GrievanceTypeSchema })),
})
export type GrievanceReport = z.infer<typeof GrievanceReportSchema>
