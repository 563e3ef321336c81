import { z } from 'zod'
import { MobileSchema } from './auth.js'
import { IdSchema, PageQuerySchema } from './common.js'
import { DEFAULT_SIZE, LIMITS, MESSAGES, PAYMENT } from './constants.js'

// The buying path: cart lines, saved addresses and Cash on Delivery orders (specification
// sections 3 and 7).

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const plainText = /^[^\u0000-\u001f\u007f<>]*$/

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`)
    .regex(plainText, `${name} must be plain text`)

export const SizeSchema = text('size', 30)

const QuantitySchema = z
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
})
export type CartLine = z.infer<typeof CartLineSchema>

export const CartCreateBodySchema = z.strictObject({
  productId: IdSchema,
  userId: IdSchema.optional(),
  size: SizeSchema.default(DEFAULT_SIZE),
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

export const AddressSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zip: z.string(),
  phone: z.string(),
})
export type Address = z.infer<typeof AddressSchema>

export const AddressFieldsSchema = z.strictObject({
  name: text('name', 200),
  city: text('city', 100),
  state: text('state', 100),
  country: text('country', 100),
  zip: z
    .string({ error: 'zip is required' })
    .trim()
    .regex(/^[1-9][0-9]{5}$/, 'zip must be a 6-digit Indian pincode'),
  phone: MobileSchema,
})
export type AddressFields = z.infer<typeof AddressFieldsSchema>

/** SPEC's create call names the user in `_id`. */
export const AddressCreateBodySchema = AddressFieldsSchema.extend({ _id: IdSchema.optional() })

export const AddressIdParamsSchema = z.object({ addressId: IdSchema })

export const ORDER_STATUSES = ['Pending', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled'] as const
export const OrderStatusSchema = z.enum(ORDER_STATUSES)
export type OrderStatus = z.infer<typeof OrderStatusSchema>

export const NewOrderBodySchema = z.strictObject({
  orderItems: z
    .array(
      z.strictObject({
        _id: IdSchema,
        quantity: QuantitySchema,
        size: SizeSchema.default(DEFAULT_SIZE),
        // What the shopper saw; the server charges its own prices.
        price: z.number().nonnegative().optional(),
        name: z.string().max(500).optional(),
        vendorId: z.string().max(100).nullable().optional(),
      }),
    )
    .min(1, MESSAGES.cartEmpty)
    .max(LIMITS.cartLinesMax, `orderItems must be at most ${LIMITS.cartLinesMax}`),
  userId: IdSchema.optional(),
  addressid: IdSchema,
  paymentMethod: z.literal(PAYMENT.cod, 'paymentMethod must be Cash on Delivery'),
  paymentby: z.literal(PAYMENT.cod, 'paymentby must be Cash on Delivery'),
  paymentGatwayTransactionNo: z.literal(PAYMENT.noTransaction).default(PAYMENT.noTransaction),
  paymentGatwayTransactionStatus: z.literal('Pending').default('Pending'),
  deliveryPartnerInstruction: z.array(text('deliveryPartnerInstruction', 200)).max(5).default([]),
  /** The total the shopper was shown, in rupees; refused when it is not the server's total. */
  totalPrice: z.number().nonnegative().optional(),
})
export type NewOrderBody = z.input<typeof NewOrderBodySchema>
export type NewOrder = z.infer<typeof NewOrderBodySchema>

export const OrderItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  size: z.string(),
  price: z.number(),
  /** The unit price before discount, for the struck-through total. */
  mrp: z.number(),
  product: z.object({
    _id: z.string(),
    image: z.array(z.string()),
    name: z.string(),
    vendor: z.string().nullable(),
    description: z.string(),
  }),
})

export const OrderHistoryEntrySchema = z.object({
  status: OrderStatusSchema,
  at: z.string(),
  note: z.string().nullable(),
})

export const OrderSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  dateOrdered: z.string(),
  status: OrderStatusSchema,
  totalPrice: z.number(),
  orderItems: z.array(OrderItemSchema),
  shippingAddress: z.string(),
  consigneename: z.string(),
  consigneephone: z.string(),
  paymentMethod: z.string(),
  courierName: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  history: z.array(OrderHistoryEntrySchema),
  user: z.object({ _id: z.string(), paymentCOD: z.boolean() }),
})
export type Order = z.infer<typeof OrderSchema>

/** SPEC's client reads a user's orders from `orders`. */
export const OrdersResponseSchema = z.object({
  success: z.literal(true),
  error: z.literal(false),
  message: z.string(),
  orders: z.array(OrderSchema),
})

export const OrderIdParamsSchema = z.object({ orderId: IdSchema })

export const ReverseGeocodeQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
})

export const ReverseGeocodeSchema = z.object({
  display_name: z.string(),
  address: z.object({
    road: z.string().optional(),
    suburb: z.string().optional(),
    city: z.string().optional(),
    town: z.string().optional(),
    village: z.string().optional(),
    state: z.string().optional(),
    country: z.string().optional(),
    postcode: z.string().optional(),
  }),
})
export type ReverseGeocode = z.infer<typeof ReverseGeocodeSchema>

// Order fulfilment (admins) and the shopper's own cancellation.

/** The moves an order may make from each status; anything else is refused. */
export const ORDER_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: ['Confirmed', 'Cancelled'],
  Confirmed: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered'],
  Delivered: [],
  Cancelled: [],
}

export const OrderStatusChangeBodySchema = z
  .strictObject({
    status: OrderStatusSchema,
    courierName: text('courierName', 100).optional(),
    trackingUrl: z
      .url({ protocol: /^https?$/, error: 'trackingUrl must be a web address' })
      .max(500, 'trackingUrl must be at most 500 characters')
      .optional(),
    note: text('note', 300).optional(),
  })
  .refine((body) => body.status !== 'Shipped' || (body.courierName && body.trackingUrl), {
    message: 'courierName and trackingUrl are required to ship an order',
    path: ['trackingUrl'],
  })
export type OrderStatusChange = z.infer<typeof OrderStatusChangeBodySchema>

const IsoDateSchema = (name: string) => z.iso.date({ error: `${name} must be a date (YYYY-MM-DD)` })

/** Filters of the admin order list and its CSV export; dates are days in India. */
export const AdminOrderQuerySchema = PageQuerySchema.extend({
  status: OrderStatusSchema.optional(),
  from: IsoDateSchema('from').optional(),
  to: IsoDateSchema('to').optional(),
  q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  message: 'from must not be after to',
  path: ['from'],
})
export type AdminOrderQuery = z.infer<typeof AdminOrderQuerySchema>

export const AdminOrderSchema = OrderSchema.extend({
  customer: z.object({ name: z.string(), mobile: z.string(), email: z.string() }),
})
export type AdminOrder = z.infer<typeof AdminOrderSchema>

export const OverviewSchema = z.object({
  today: z.object({ orders: z.number().int(), revenue: z.number() }),
  month: z.object({ orders: z.number().int(), revenue: z.number() }),
  byStatus: z.record(OrderStatusSchema, z.number().int()),
  days: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: z.number() })),
  bestSellers: z.array(z.object({ _id: z.string(), name: z.string(), units: z.number().int() })),
  lowStock: z.array(z.object({ _id: z.string(), name: z.string(), stock: z.number().int() })),
})
export type Overview = z.infer<typeof OverviewSchema>
