import { z } from 'zod'
import { IdSchema } from './common.js'
import { SizeSchema } from './cart.js'
import { WISHLIST } from './wishlist-rules.js'

// The shopper's wishlist and her alerts (issue 31, decision 074).

/** One size of a saved product and whether any is left. */
export const WishlistSizeSchema = z.object({ size: z.string(), inStock: z.boolean() })

export const WishlistItemSchema = z.object({
  /** The product's id. */
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  /** False once the product has left the shop: the line stays, shown as no longer available. */
  available: z.boolean(),
  /** The price after discount now, in rupees (null once the product is gone). */
  price: z.number().nullable(),
  /** The price before discount now, in rupees (null once the product is gone). */
  mrp: z.number().nullable(),
  discount: z.number(),
  /** The price after discount when it was saved, in rupees. */
  savedPrice: z.number(),
  /** Every size the product is sold in, in size order, with whether it is in stock. */
  sizes: z.array(WishlistSizeSchema),
  savedAt: z.string(),
})
export type WishlistItem = z.infer<typeof WishlistItemSchema>

/** The whole list, newest first. */
export const WishlistSchema = z.array(WishlistItemSchema)

export const WishlistAddBodySchema = z.strictObject({ productId: IdSchema })

export const WishlistParamsSchema = z.object({ productId: IdSchema })

/** A guest's list, saved on the device, joined to the account's on login. */
export const WishlistMergeBodySchema = z.strictObject({
  productIds: z
    .array(IdSchema)
    .max(WISHLIST.maxItems, `productIds must be at most ${WISHLIST.maxItems}`),
})

export const ALERT_KINDS = ['restock'] as const
export const ALERT_STATUSES = ['active', 'sent'] as const

export const AlertSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  name: z.string(),
  image: z.string(),
  size: z.string(),
  kind: z.enum(ALERT_KINDS),
  /** active: waiting for the size; sent: the back-in-stock mail went out. */
  status: z.enum(ALERT_STATUSES),
  createdAt: z.string(),
})
export type Alert = z.infer<typeof AlertSchema>

export const AlertCreateBodySchema = z.strictObject({
  productId: IdSchema,
  size: SizeSchema,
  kind: z.enum(ALERT_KINDS, { error: "kind must be 'restock'" }),
})

export const AlertUnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'token is required' })
    .min(1, 'token is required')
    .max(200, 'token must be at most 200 characters'),
})
