import { z } from 'zod'
import { IdSchema } from './common.js'

// Where the store delivers, by when, and the rules of Cash on Delivery (decision 072).

/** Six digits, as India Post writes a PIN; whether it exists is the directory's answer. */
export const PincodeSchema = z
  .string({ error: 'pincode is required' })
  .trim()
  .regex(/^[0-9]{6}$/, 'pincode must be six digits')

export const PincodeParamsSchema = z.object({ pincode: PincodeSchema })

/** When the courier's list is empty, every PIN is served, prepaid and Cash on Delivery, in this many days. */
export const DEFAULT_DELIVERY_DAYS = 5

export const PincodeInfoSchema = z.object({
  pincode: z.string(),
  district: z.string(),
  /** The state's name as the GST state list writes it ("Tamil Nadu"). */
  state: z.string(),
  serviceable: z.boolean(),
  cod: z.boolean(),
  prepaid: z.boolean(),
  /** Working days from dispatch, by the courier's list. */
  deliveryDays: z.number().int(),
})
export type PincodeInfo = z.infer<typeof PincodeInfoSchema>

export const DeliveryEstimateQuerySchema = z.strictObject({
  pincode: PincodeSchema,
  productId: IdSchema.optional(),
})

export const DeliveryEstimateSchema = z.object({
  pincode: z.string(),
  serviceable: z.boolean(),
  cod: z.boolean(),
  prepaid: z.boolean(),
  /** The promised day (YYYY-MM-DD, India), null where the store does not deliver. */
  deliveryBy: z.string().nullable(),
  /** Rupees added to a Cash on Delivery order, and the largest order it may carry. */
  codFee: z.number(),
  codLimit: z.number(),
})
export type DeliveryEstimate = z.infer<typeof DeliveryEstimateSchema>

/** Whether the caller may pay on delivery at all, and why not. */
export const CodStandingSchema = z.object({
  allowed: z.boolean(),
  reason: z.string().nullable(),
})
export type CodStanding = z.infer<typeof CodStandingSchema>

const TIME_OF_DAY = /^([01][0-9]|2[0-3]):[0-5][0-9]$/
const DAY = /^20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/
const rupees = (name: string, max: number) =>
  z
    .number({ error: `${name} must be a number of rupees` })
    .int(`${name} must be whole rupees`)
    .min(0, `${name} must not be negative`)
    .max(max, `${name} must be at most ${max}`)

export const DeliverySettingsSchema = z.strictObject({
  /** The PIN the shop dispatches from. */
  shipFromPincode: PincodeSchema,
  /** Orders placed after this time (IST) are dispatched the next working day. */
  cutoffTime: z.string().regex(TIME_OF_DAY, 'cutoffTime must be HH:MM (24-hour, IST)'),
  /** The days the shop dispatches, 0 for Sunday to 6 for Saturday. */
  workingDays: z
    .array(z.number().int().min(0).max(6), { error: 'workingDays must be a list of weekdays' })
    .min(1, 'workingDays must name at least one day')
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'workingDays names a day twice'),
  /** Days (YYYY-MM-DD) the shop does not dispatch. */
  holidays: z
    .array(z.string().regex(DAY, 'holidays must be dates (YYYY-MM-DD)'))
    .max(100, 'holidays must be at most 100 days'),
  codFee: rupees('codFee', 1_000),
  codLimit: rupees('codLimit', 10_00_000),
  /** Refused parcels (RTO) within the window after which a shopper may only pay online. */
  rtoLimit: z.number().int().min(1, 'rtoLimit must be at least 1').max(100),
  rtoWindowDays: z.number().int().min(1, 'rtoWindowDays must be at least 1').max(365),
})
export type DeliverySettings = z.infer<typeof DeliverySettingsSchema>

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  shipFromPincode: '560034',
  cutoffTime: '14:00',
  workingDays: [1, 2, 3, 4, 5, 6],
  holidays: [],
  codFee: 49,
  codLimit: 10_000,
  rtoLimit: 2,
  rtoWindowDays: 90,
}

/** The courier's list as the store holds it. */
export const PincodeListSummarySchema = z.object({
  total: z.number().int(),
  prepaid: z.number().int(),
  cod: z.number().int(),
  notServed: z.number().int(),
  updatedAt: z.string().nullable(),
})
export type PincodeListSummary = z.infer<typeof PincodeListSummarySchema>

export const PincodeUploadQuerySchema = z.strictObject({
  dryRun: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
})

export const PincodeUploadSchema = PincodeListSummarySchema.extend({
  /** True when the list was only checked; false when it replaced the old one. */
  dryRun: z.boolean(),
  /** Lines that cannot be read, by line number of the file (the header is line 1): the first 100. */
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
  errorCount: z.number().int(),
})
export type PincodeUpload = z.infer<typeof PincodeUploadSchema>

export const CustomerCodParamsSchema = z.object({ userId: IdSchema })

export const CustomerCodSchema = z.object({
  /** Orders returned to origin within the window, counted since the last reinstatement. */
  rtoCount: z.number().int(),
  allowed: z.boolean(),
  reinstatedAt: z.string().nullable(),
})
export type CustomerCod = z.infer<typeof CustomerCodSchema>
