import { z } from 'zod'
import { LineSizeSchema, QuantitySchema } from './cart.js'
import { IdSchema, textLine } from './common.js'
import { LIMITS } from './constants.js'

// Coupons and automatic offers, as admins write them and shoppers check them (issue 32,
// decision 080). Money in rupees, percents whole, days YYYY-MM-DD in India.

const DAY = /^20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/
const day = (name: string) => z.string().regex(DAY, `${name} must be a date YYYY-MM-DD`)
const count = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(10_000_000, `${name} must be at most 10000000`)
const rupees = (name: string) =>
  z
    .number({ error: `${name} must be a number of rupees` })
    .int(`${name} must be whole rupees`)
    .min(0, `${name} must not be negative`)
    .max(10_00_000, `${name} must be at most 1000000`)
const ids = (name: string) =>
  z.array(IdSchema).max(200, `${name} must be at most 200 ids`).default([])

/** A coupon's code: letters and digits, kept in capitals (codes are case-insensitive). */
export const CouponCodeSchema = z
  .string({ error: 'code is required' })
  .trim()
  .min(3, 'code must be 3 to 20 letters or digits')
  .max(20, 'code must be 3 to 20 letters or digits')
  .regex(/^[A-Za-z0-9]+$/, 'code must be 3 to 20 letters or digits')
  .transform((code) => code.toUpperCase())

const ruleFields = {
  kind: z.enum(['percent', 'flat'], { error: "kind must be 'percent' or 'flat'" }),
  /** Whole percent (1 to 90) or rupees. */
  value: z
    .number({ error: 'value must be a number' })
    .int('value must be a whole number')
    .min(1, 'value must be at least 1'),
  minBag: rupees('minBag').optional(),
  maxDiscount: rupees('maxDiscount').min(1, 'maxDiscount must be at least 1').optional(),
  validFrom: day('validFrom').optional(),
  validTo: day('validTo').optional(),
  usesTotal: count('usesTotal').optional(),
  usesPerShopper: count('usesPerShopper').optional(),
  firstOrderOnly: z.boolean({ error: 'firstOrderOnly must be true or false' }).default(false),
  scope: z
    .strictObject({
      categories: ids('scope.categories'),
      subCategories: ids('scope.subCategories'),
      products: ids('scope.products'),
    })
    .default({ categories: [], subCategories: [], products: [] }),
  /** Leave out items whose own discount is above this percent. */
  excludeAbovePercent: z
    .number({ error: 'excludeAbovePercent must be a number' })
    .int('excludeAbovePercent must be a whole number')
    .min(0, 'excludeAbovePercent must be 0 to 99')
    .max(99, 'excludeAbovePercent must be 0 to 99')
    .optional(),
  active: z.boolean({ error: 'active must be true or false' }),
}

type RuleInput = {
  kind: 'percent' | 'flat'
  value: number
  minBag?: number | undefined
  validFrom?: string | undefined
  validTo?: string | undefined
}
const ruleChecks = (rule: RuleInput, ctx: z.RefinementCtx) => {
  if (rule.kind === 'percent' && rule.value > 90) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'value must be at most 90 percent' })
  }
  if (rule.kind === 'flat' && rule.value > (rule.minBag ?? 0)) {
    // A flat amount above the minimum bag would make small bags free.
    ctx.addIssue({
      code: 'custom',
      path: ['minBag'],
      message: 'minBag must be at least the flat value',
    })
  }
  if (rule.validFrom && rule.validTo && rule.validTo < rule.validFrom) {
    ctx.addIssue({
      code: 'custom',
      path: ['validTo'],
      message: 'validTo must not be before validFrom',
    })
  }
}

export const CouponBodySchema = z
  .strictObject({ code: CouponCodeSchema, ...ruleFields })
  .superRefine(ruleChecks)
export type CouponBody = z.input<typeof CouponBodySchema>

export const OfferBodySchema = z
  .strictObject({ title: textLine('title', 80), ...ruleFields })
  .superRefine(ruleChecks)
export type OfferBody = z.input<typeof OfferBodySchema>

const ruleAnswer = {
  _id: z.string(),
  kind: z.enum(['percent', 'flat']),
  value: z.number(),
  minBag: z.number(),
  maxDiscount: z.number().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  usesTotal: z.number().nullable(),
  usesPerShopper: z.number().nullable(),
  firstOrderOnly: z.boolean(),
  scope: z.object({
    categories: z.array(z.string()),
    subCategories: z.array(z.string()),
    products: z.array(z.string()),
  }),
  excludeAbovePercent: z.number().nullable(),
  active: z.boolean(),
  /** Orders that used it, not counting cancelled ones, and the rupees they took off. */
  uses: z.number(),
  discountGiven: z.number(),
  createdAt: z.string(),
}

export const CouponSchema = z.object({ code: z.string(), ...ruleAnswer })
export type Coupon = z.infer<typeof CouponSchema>
export const OfferSchema = z.object({ title: z.string(), ...ruleAnswer })
export type Offer = z.infer<typeof OfferSchema>

export const CouponIdParamsSchema = z.object({ couponId: IdSchema })
export const OfferIdParamsSchema = z.object({ offerId: IdSchema })

/** The bag a coupon is checked against. */
export const BagItemsSchema = z
  .array(z.strictObject({ _id: IdSchema, size: LineSizeSchema, quantity: QuantitySchema }))
  .min(1, 'items must hold at least one line')
  .max(LIMITS.cartLinesMax, `items must be at most ${LIMITS.cartLinesMax}`)

export const CouponCheckBodySchema = z.strictObject({
  /** Absent or empty: only the automatic offers are priced. */
  code: CouponCodeSchema.optional().or(z.literal('').transform(() => undefined)),
  items: BagItemsSchema,
})
export type CouponCheckBody = z.input<typeof CouponCheckBodySchema>

export const OfferNoteSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** "20% off" or "₹100 off (up to ...)". */
  headline: z.string(),
  /** Rupees it takes off this bag; 0 when the bag does not qualify yet. */
  discount: z.number(),
  /** Rupees more of eligible items the bag needs, when that is all it lacks. */
  addMore: z.number().nullable(),
  /** Whether it is the offer applied to this bag (at most one). */
  applied: z.boolean(),
})

export const CouponCheckSchema = z.object({
  /** The coupon applied, in capitals; null when none was asked for. */
  code: z.string().nullable(),
  /** Rupees off in all: the automatic offer's and the coupon's. */
  discount: z.number(),
  /** Rupees the coupon takes off, after the offer. */
  couponDiscount: z.number(),
  /** Rupees to pay for the goods after every discount. */
  total: z.number(),
  lines: z.array(z.object({ _id: z.string(), size: z.string(), discount: z.number() })),
  /** Automatic offers this bag qualifies for or nearly does. */
  offers: z.array(OfferNoteSchema),
  /** How an offer and a coupon combine, as the shopper reads it. */
  rule: z.string(),
})
export type CouponCheck = z.infer<typeof CouponCheckSchema>

export const STACKING_RULE =
  'One automatic offer (the one that saves most) and one coupon per order: the coupon applies to prices after the offer.'
