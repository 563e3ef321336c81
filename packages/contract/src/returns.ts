import { z } from 'zod'
import { IdSchema, PageQuerySchema, textLine } from './common.js'

// Returns, size exchanges and store credit (SPEC section 9's return policy).

export const RETURN_REASONS = [
  'size_small',
  'size_large',
  'damaged',
  'defective',
  'wrong_item',
] as const
export const ReturnReasonSchema = z.enum(RETURN_REASONS, {
  error: `reason must be one of ${RETURN_REASONS.join(', ')}`,
})
export type ReturnReason = z.infer<typeof ReturnReasonSchema>

/** What the shopper reads for each reason. */
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  size_small: 'Size too small',
  size_large: 'Size too large',
  damaged: 'Damaged',
  defective: 'Defective',
  wrong_item: 'Wrong item received',
}

export const RETURN_RESOLUTIONS = ['exchange', 'refund', 'store_credit', 'replacement'] as const
export const ReturnResolutionSchema = z.enum(RETURN_RESOLUTIONS, {
  error: `resolution must be one of ${RETURN_RESOLUTIONS.join(', ')}`,
})
export type ReturnResolution = z.infer<typeof ReturnResolutionSchema>

export const RETURN_RESOLUTION_LABELS: Record<ReturnResolution, string> = {
  exchange: 'Exchange for another size',
  refund: 'Full refund',
  store_credit: 'Store credit',
  replacement: 'Replacement (same size)',
}

export const RETURN_STATUSES = [
  'Requested',
  'Approved',
  'Rejected',
  'PickedUp',
  'Received',
  'Refunded',
  'Exchanged',
  'Closed',
] as const
export const ReturnStatusSchema = z.enum(RETURN_STATUSES, {
  error: `status must be one of ${RETURN_STATUSES.join(', ')}`,
})
export type ReturnStatus = z.infer<typeof ReturnStatusSchema>

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  Requested: 'Requested',
  Approved: 'Approved',
  Rejected: 'Rejected',
  PickedUp: 'Picked up',
  Received: 'Received',
  Refunded: 'Refunded',
  Exchanged: 'Exchanged',
  Closed: 'Closed',
}

/**
 * The moves a return may make. Received leads to Refunded or Exchanged only after a passed
 * quality check; a failed check closes the return at once.
 */
export const RETURN_MOVES: Record<ReturnStatus, readonly ReturnStatus[]> = {
  Requested: ['Approved', 'Rejected'],
  Approved: ['PickedUp'],
  PickedUp: ['Received'],
  Received: ['Refunded', 'Exchanged'],
  Refunded: ['Closed'],
  Exchanged: ['Closed'],
  Rejected: [],
  Closed: [],
}

export const RETURN_LIMITS = {
  photosMax: 3,
  /** Photo uploads one shopper may make in a day. */
  photoUploadsPerDay: 20,
  commentMax: 500,
} as const

/** The policy's promises in days (SPEC section 9): review, and refund after approval. */
export const RETURN_POLICY = {
  defaultWindowDays: 7,
  reviewWorkingDays: 3,
  refundBusinessDaysMin: 5,
  refundBusinessDaysMax: 7,
} as const

/** Reasons that need 1 to 3 photos of the item. */
export const PHOTO_REASONS: readonly ReturnReason[] = ['damaged', 'defective', 'wrong_item']
export const SIZE_REASONS: readonly ReturnReason[] = ['size_small', 'size_large']

/** What the shelves hold for the lines of one request. */
export type ShelfCheck = {
  /** Lines of the request. */
  lines: number
  /** Other sizes of the (one) product that can fill the request. */
  exchangeSizes: string[]
  /** Every line's own size can be sent again. */
  sameSizeInStock: boolean
}

/**
 * The outcomes the policy allows for a reason, given what is in stock: size issues are
 * exchanged, or refunded or credited only when no other size is available; damaged, defective
 * and wrong items are refunded or credited, replaced in the same size when it is in stock, and a
 * defect may also be exchanged for another size. An exchange is of one product. The server
 * enforces it; the web's form offers only these.
 */
export function allowedResolutions(reason: ReturnReason, shelf: ShelfCheck): ReturnResolution[] {
  const canExchange = shelf.lines === 1 && shelf.exchangeSizes.length > 0
  if (SIZE_REASONS.includes(reason)) {
    return canExchange ? ['exchange'] : ['refund', 'store_credit']
  }
  const allowed: ReturnResolution[] = ['refund', 'store_credit']
  if (shelf.sameSizeInStock) allowed.push('replacement')
  if (reason === 'defective' && canExchange) allowed.push('exchange')
  return allowed
}

export const UPI_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{9,18}$/

export const UpiRefundSchema = z.strictObject({
  upi: z
    .string({ error: 'upi is required' })
    .trim()
    .max(320, 'upi must be at most 320 characters')
    .regex(UPI_PATTERN, 'upi must be a UPI ID like name@bank'),
})
export const BankRefundSchema = z.strictObject({
  accountName: textLine('accountName', 100),
  accountNumber: z
    .string({ error: 'accountNumber is required' })
    .trim()
    .regex(ACCOUNT_NUMBER_PATTERN, 'accountNumber must be 9 to 18 digits'),
  ifsc: z
    .string({ error: 'ifsc is required' })
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(IFSC_PATTERN, 'ifsc must be 11 characters like SBIN0001234')),
})
export const RefundToSchema = z.union([UpiRefundSchema, BankRefundSchema], {
  error: 'refundTo must be { upi } or { accountName, accountNumber, ifsc }',
})
export type RefundTo = z.infer<typeof RefundToSchema>

/** A photo URL answered by POST /returns/photos. */
const PhotoUrlSchema = z
  .string()
  .max(300, 'photos must be upload URLs')
  .regex(/^\/images\/[a-f0-9]{24}\.webp$/, 'photos must be URLs answered by the photo upload')

export const NewReturnBodySchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        orderItemId: IdSchema,
        quantity: z
          .number({ error: 'quantity must be a number' })
          .int('quantity must be a whole number')
          .min(1, 'quantity must be at least 1')
          .max(100, 'quantity must be at most 100'),
      }),
      { error: 'items must be a list' },
    )
    .min(1, 'items must name at least one line')
    .max(50, 'items must be at most 50 lines'),
  reason: ReturnReasonSchema,
  comment: z
    .string()
    .trim()
    .max(RETURN_LIMITS.commentMax, `comment must be at most ${RETURN_LIMITS.commentMax} characters`)
    .optional(),
  photos: z
    .array(PhotoUrlSchema)
    .max(RETURN_LIMITS.photosMax, `photos must be at most ${RETURN_LIMITS.photosMax}`)
    .default([]),
  resolution: ReturnResolutionSchema,
  exchangeSize: textLine('exchangeSize', 20).optional(),
  refundTo: RefundToSchema.optional(),
  /** The shopper confirms the item is unused, unwashed and has its tags. */
  condition: z.literal(true, 'Please confirm the item is unused, unwashed and tagged'),
})
export type NewReturnBody = z.input<typeof NewReturnBodySchema>
export type NewReturn = z.infer<typeof NewReturnBodySchema>

export const ReturnIdParamsSchema = z.object({ id: IdSchema })

const Iso = z.string()

export const ReturnSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  status: ReturnStatusSchema,
  reason: ReturnReasonSchema,
  comment: z.string().nullable(),
  resolution: ReturnResolutionSchema,
  exchangeSize: z.string().nullable(),
  photos: z.array(z.string()),
  items: z.array(
    z.object({
      orderItemId: z.string(),
      productId: z.string(),
      name: z.string(),
      image: z.string(),
      size: z.string(),
      quantity: z.number().int(),
      price: z.number(),
    }),
  ),
  /** What the return is worth, in rupees. */
  amount: z.number(),
  /** Where a refund goes: masked for the shopper, in full for admins. */
  refundTo: z
    .object({
      /** source: back to the method an online order was paid by. */
      kind: z.enum(['upi', 'bank', 'source', 'store_credit', 'none']),
      label: z.string(),
      upi: z.string().optional(),
      accountName: z.string().optional(),
      accountNumber: z.string().optional(),
      ifsc: z.string().optional(),
    })
    .nullable(),
  pickupDate: z.string().nullable(),
  qc: z.enum(['passed', 'failed']).nullable(),
  refundReference: z.string().nullable(),
  /** The order that sends the exchanged or replacement item. */
  replacementOrderId: z.string().nullable(),
  /** The policy's dates: review by, and the refund window after approval. */
  expected: z.object({
    reviewBy: Iso,
    refundFrom: Iso.nullable(),
    refundBy: Iso.nullable(),
  }),
  history: z.array(z.object({ status: ReturnStatusSchema, at: Iso, note: z.string().nullable() })),
  createdAt: Iso,
  updatedAt: Iso,
})
export type Return = z.infer<typeof ReturnSchema>

export const AdminReturnSchema = ReturnSchema.extend({
  customer: z.object({ name: z.string(), mobile: z.string(), email: z.string() }),
  /** Requested more than the policy's review time ago and still waiting. */
  overdue: z.boolean(),
  /**
   * How a refund divides: back as store credit (the order's credit share) and to pay in cash;
   * what it will be until it is refunded. Only on a single return's answers.
   */
  refundSplit: z.object({ credit: z.number(), cash: z.number() }).optional(),
})
export type AdminReturn = z.infer<typeof AdminReturnSchema>

const IsoDate = (name: string) => z.iso.date({ error: `${name} must be a date (YYYY-MM-DD)` })

export const AdminReturnQuerySchema = PageQuerySchema.extend({
  status: ReturnStatusSchema.optional(),
  from: IsoDate('from').optional(),
  to: IsoDate('to').optional(),
  /** An order number (or its start, or its last characters: four or more) or a mobile number. */
  q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  message: 'from must not be after to',
  path: ['from'],
})
export type AdminReturnQuery = z.infer<typeof AdminReturnQuerySchema>

export const ReturnStatusChangeBodySchema = z.strictObject({
  status: ReturnStatusSchema,
  note: textLine('note', 300).optional(),
  pickupDate: IsoDate('pickupDate').optional(),
  qc: z.enum(['passed', 'failed'], { error: 'qc must be passed or failed' }).optional(),
  refundReference: textLine('refundReference', 100).optional(),
})
export type ReturnStatusChange = z.infer<typeof ReturnStatusChangeBodySchema>

export const ReturnsOverviewSchema = z.object({
  /**
   * Of the units delivered in the last 30 days, the percentage that returns (not rejected) ask
   * back: returnedUnits / deliveredUnits x 100, never above 100.
   */
  returnRate: z.number(),
  /** Units in the orders delivered in the last 30 days. */
  deliveredUnits: z.number().int(),
  /** Of those units, how many returns (not rejected) ask back. */
  returnedUnits: z.number().int(),
  /** Return requests made in the last 30 days, whenever their orders were delivered. */
  requested: z.number().int(),
  /** Orders delivered in the last 30 days. */
  delivered: z.number().int(),
  /** The reasons of those requests, the most given first. */
  topReasons: z.array(z.object({ reason: ReturnReasonSchema, count: z.number().int() })),
})
export type ReturnsOverview = z.infer<typeof ReturnsOverviewSchema>

export const PhotoUploadResultSchema = z.object({ url: z.string() })

export const STORE_CREDIT_KINDS = ['refund', 'spent', 'restored'] as const
export const StoreCreditSchema = z.object({
  /** Rupees. */
  balance: z.number(),
  ledger: z.array(
    z.object({
      _id: z.string(),
      kind: z.enum(STORE_CREDIT_KINDS),
      /** Rupees: positive when added, negative when spent. */
      amount: z.number(),
      note: z.string(),
      orderId: z.string().nullable(),
      returnId: z.string().nullable(),
      at: Iso,
    }),
  ),
})
export type StoreCredit = z.infer<typeof StoreCreditSchema>

/** The sizes a line could be exchanged for now, and whether its own size is on the shelf. */
export const ReturnOptionsSchema = z.object({
  windowDays: z.number().int(),
  lines: z.array(
    z.object({
      orderItemId: z.string(),
      returnable: z.boolean(),
      /** Units still open to a return. */
      quantity: z.number().int(),
      exchangeSizes: z.array(z.string()),
      sameSizeInStock: z.boolean(),
    }),
  ),
  /** Until when a request may be made; null when the order is not delivered. */
  openUntil: Iso.nullable(),
  /** The window is open now. */
  open: z.boolean(),
})
export type ReturnOptions = z.infer<typeof ReturnOptionsSchema>
