import { z } from 'zod'
import { IdSchema, textLine } from './common.js'
import { DEFAULT_SIZE, LIMITS } from './constants.js'

// The shopper's cart (specification sections 3 and 7).

export const SizeSchema = textLine('size', 30)

export const QuantitySchema = z
  .number({ error: 'qty must be a number' })
  .int('qty must be a whole number')
  .min(1, 'qty must be at least 1')
  .max(LIMITS.cartLineMax, `qty must be at most ${LIMITS.cartLineMax}`)

export const CartProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.array(z.string()),
  unit: z.string(),
  price: z.number(),
  discount: z.number(),
  vendorId: z.string().nullable(),
  /** Units left, so the quantity control stops there. */
  stock: z.number().int(),
  sizes: z.array(z.string()),
})

export const CartLineSchema = z.object({
  _id: z.string(),
  productId: CartProductSchema,
  userId: z.string(),
  quantity: z.number().int(),
  size: z.string(),
  /** Units left in this line's size: the quantity control stops there; 0 blocks checkout. */
  sizeStock: z.number().int(),
})
export type CartLine = z.infer<typeof CartLineSchema>

/** A line's size: left out, it means the one size of a product sold without sizes. */
export const LineSizeSchema = SizeSchema.default(DEFAULT_SIZE).meta({
  description: `One of the product's sizes, required when it has sizes. Left out, it means '${DEFAULT_SIZE}', which only a product without sizes is sold in (else 400 SIZE_NOT_OFFERED).`,
})

export const CartCreateBodySchema = z.strictObject({
  productId: IdSchema,
  userId: IdSchema.optional(),
  size: LineSizeSchema,
})

export const CartUpdateQtyBodySchema = z.strictObject({
  _id: IdSchema,
  userId: IdSchema.optional(),
  qty: QuantitySchema,
})

export const CartDeleteBodySchema = z.strictObject({
  _id: IdSchema,
  userId: IdSchema.optional(),
})

export const CartResetBodySchema = z.strictObject({ userId: IdSchema.optional() })

/** A cart filled before logging in, added to the account's cart after login. */
export const CartMergeBodySchema = z.strictObject({
  items: z
    .array(z.strictObject({ productId: IdSchema, size: SizeSchema, quantity: QuantitySchema }))
    .max(LIMITS.cartLinesMax, `items must be at most ${LIMITS.cartLinesMax}`),
})
