import { z } from 'zod'
import { LineSizeSchema, QuantitySchema } from './cart.js'
import { IdSchema, textLine } from './common.js'
import { LIMITS, MESSAGES, PAYMENT } from './constants.js'
import { CouponCodeSchema } from './coupons.js'
import { GstinSchema } from './invoices.js'
import { OrderPaymentSchema } from './payments.js'

// Orders, as the shopper places (Cash on Delivery or online) and sees them.

export const ORDER_STATUSES = [
  'Pending',
  'Confirmed',
  'Shipped',
  'Delivered',
  'Cancelled',
  /** Refused at the door or undeliverable, and shipped back to the shop ("RTO"). */
  'RTO',
] as const
export const OrderStatusSchema = z.enum(ORDER_STATUSES)
export type OrderStatus = z.infer<typeof OrderStatusSchema>

/** What shoppers and admins read for each status, wherever one is shown, mailed or toasted. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  Pending: 'Pending',
  Confirmed: 'Confirmed',
  Shipped: 'Shipped',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
  RTO: 'Returned to origin',
}

/** The moves an order may make from each status; anything else is refused. */
export const ORDER_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: ['Confirmed', 'Cancelled'],
  Confirmed: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered', 'RTO'],
  Delivered: [],
  Cancelled: [],
  RTO: [],
}

/** Orders that did not sell: their units went back on the shelf and they earned nothing. */
export const UNSOLD_STATUSES: readonly OrderStatus[] = ['Cancelled', 'RTO']

export const NewOrderBodySchema = z.strictObject({
  orderItems: z
    .array(
      z.strictObject({
        _id: IdSchema,
        quantity: QuantitySchema,
        size: LineSizeSchema,
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
  deliveryPartnerInstruction: z
    .array(textLine('deliveryPartnerInstruction', 200))
    .max(5)
    .default([]),
  /** The total the shopper was shown, in rupees; refused when it is not the server's total. */
  totalPrice: z.number().nonnegative().optional(),
  /** A business buyer's GSTIN, printed on the tax invoice. */
  buyerGstin: GstinSchema.optional(),
  /** Pay what the store credit balance covers; only the rest is collected in cash. */
  useStoreCredit: z.boolean({ error: 'useStoreCredit must be true or false' }).default(false),
  /** A coupon to apply; the server checks it again and refuses the order when it does not apply. */
  couponCode: CouponCodeSchema.optional(),
})
export type NewOrderBody = z.input<typeof NewOrderBodySchema>
export type NewOrder = z.infer<typeof NewOrderBodySchema>

/** SPEC's order payload, paid online. */
export const CheckoutBodySchema = NewOrderBodySchema.extend({
  paymentMethod: z.literal(PAYMENT.online, 'paymentMethod must be Online Payment'),
  paymentby: z.string().max(50).optional(),
  paymentGatwayTransactionNo: z.string().max(100).optional(),
  paymentGatwayTransactionStatus: z.string().max(50).optional(),
})
export type CheckoutBody = z.input<typeof CheckoutBodySchema>
export type Checkout = z.infer<typeof CheckoutBodySchema>

export const OrderItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  size: z.string(),
  /** The SKU the line was sold under (none for lines older than stock per size). */
  sku: z.string().nullable(),
  price: z.number(),
  /** The unit price before discount, for the struck-through total. */
  mrp: z.number(),
  /** Rupees the offer and coupon took off this line in all (its units share it to the paisa). */
  discount: z.number(),
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
  /** Rupees the shopper pays: the items' prices less the discount, plus the Cash on Delivery fee. */
  totalPrice: z.number(),
  /** Rupees the automatic offer and the coupon took off the items. */
  discount: z.number(),
  /** The coupon used, in capitals, and the automatic offer applied. */
  couponCode: z.string().nullable(),
  offerTitle: z.string().nullable(),
  /** Rupees charged for paying on delivery (0 when paid online or when nothing is collected). */
  codFee: z.number(),
  /** The day (YYYY-MM-DD, India) delivery was promised for when the order was placed. */
  deliveryBy: z.string().nullable(),
  /** Rupees of the total paid with store credit, and what is collected in cash on delivery. */
  paidByStoreCredit: z.number(),
  cashToCollect: z.number(),
  /** The exchange or replacement this order sends, when it is one. */
  replacementFor: z.string().nullable(),
  orderItems: z.array(OrderItemSchema),
  shippingAddress: z.string(),
  consigneename: z.string(),
  consigneephone: z.string(),
  /** 'Cash on Delivery', 'Online Payment', or 'Online Payment (UPI)' once the method is known. */
  paymentMethod: z.string(),
  /** An online payment, its state and refunds; null for Cash on Delivery. */
  payment: OrderPaymentSchema.nullable(),
  buyerGstin: z.string().nullable(),
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
