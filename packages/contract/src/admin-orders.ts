import { z } from 'zod'
import { PageQuerySchema, textLine } from './common.js'
import { OrderSchema, OrderStatusSchema } from './orders.js'

// Order fulfilment: status moves (admins, and a shopper's own cancellation), the admin order
// list and its filters, and the sales overview.

const moveNote = { note: textLine('note', 300).optional() }
const trackingUrl = z
  .url({ protocol: /^https?$/, error: 'trackingUrl must be a web address' })
  .max(500, 'trackingUrl must be at most 500 characters')
const SHIP_NEEDS = 'courierName and trackingUrl are required to ship an order'

/**
 * A status move. Shipping must name the courier and the tracking address.
 * A union on `status`, so the document states the rule the server enforces.
 */
export const OrderStatusChangeBodySchema = z.discriminatedUnion('status', [
  z.strictObject({
    status: z.literal('Shipped'),
    courierName: textLine('courierName', 100).meta({ description: SHIP_NEEDS }),
    trackingUrl: z.string({ error: SHIP_NEEDS }).pipe(trackingUrl),
    ...moveNote,
  }),
  z.strictObject({
    status: OrderStatusSchema.exclude(['Shipped']),
    courierName: textLine('courierName', 100).optional(),
    trackingUrl: trackingUrl.optional(),
    ...moveNote,
  }),
])
export type OrderStatusChange = z.infer<typeof OrderStatusChangeBodySchema>

const IsoDateSchema = (name: string) => z.iso.date({ error: `${name} must be a date (YYYY-MM-DD)` })

/** Filters of the admin order list and its CSV export; dates are days in India. */
export const AdminOrderQuerySchema = PageQuerySchema.extend({
  status: OrderStatusSchema.optional(),
  from: IsoDateSchema('from').optional(),
  to: IsoDateSchema('to').optional(),
  q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
  /** Only orders not yet delivered whose promised day has passed. */
  late: z.enum(['true'], { error: "late must be 'true'" }).optional(),
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
  /** What of today's and this month's orders was paid online; the rest is cash on delivery. */
  prepaid: z.object({
    today: z.object({ orders: z.number().int(), revenue: z.number() }),
    month: z.object({ orders: z.number().int(), revenue: z.number() }),
  }),
  byStatus: z.record(OrderStatusSchema, z.number().int()),
  /**
   * This month in India: of the parcels that reached the shopper or came back (Delivered or
   * RTO), how many came back, and of the orders placed, how many are paid on delivery. Rates
   * are percents with one decimal, null when nothing was counted.
   */
  delivery: z.object({
    rtoOrders: z.number().int(),
    deliveredOrders: z.number().int(),
    rtoRate: z.number().nullable(),
    codOrders: z.number().int(),
    orders: z.number().int(),
    codShare: z.number().nullable(),
  }),
  days: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: z.number() })),
  bestSellers: z.array(z.object({ _id: z.string(), name: z.string(), units: z.number().int() })),
  /** Sizes running low: the product, the size and the units left, fewest first. */
  lowStock: z.array(
    z.object({ _id: z.string(), name: z.string(), size: z.string(), stock: z.number().int() }),
  ),
})
export type Overview = z.infer<typeof OverviewSchema>
