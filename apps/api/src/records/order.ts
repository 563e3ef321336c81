import type { OrderStatus } from '@store/contract'
import type { StockLine } from './product.js'

/** One line of an order, as it was sold: copies of the product's name, image and prices. */
export type OrderLine = {
  id: number
  productId: number
  name: string
  image: string
  size: string
  quantity: number
  unitPaise: number
  mrpPaise: number
  /** What the order's offer and coupon took off the line, in all its units. */
  discountPaise: number
}

/**
 * An order as modules and flows pass it to each other: amounts in paise, numeric ids, and the
 * order number named as such. Only the orders module's to-http mapper makes SPEC's shape of it.
 */
export type OrderRecord = {
  id: number
  number: string
  userId: number
  status: OrderStatus
  /** The goods' total after the discount; the Cash on Delivery fee is charged beside it. */
  totalPaise: number
  /** What the automatic offer and the coupon took off the goods. */
  discountPaise: number
  /** What store credit paid of the total. */
  storeCreditPaise: number
  /** Charged for paying on delivery: collected with the rest, taxed with the goods. */
  codFeePaise: number
  /** The day in India delivery was promised for at placement. */
  deliveryBy: string | null
  deliveryPincode: string | null
  /** 'Cash on Delivery' or 'Online Payment' (PAYMENT of the contract). */
  paymentMethod: string
  consigneeName: string
  consigneePhone: string
  shippingAddress: string
  deliveryState: string
  buyerGstin: string | null
  courierName: string | null
  trackingUrl: string | null
  createdAt: string
  /** The last move to Delivered, if any. */
  deliveredAt: string | null
  lines: OrderLine[]
}

/** Who asks: a shopper acting on their own records, or an admin. */
export type Actor = { id: number; role: 'ADMIN' | 'USER' }

/**
 * The store itself (a payment arriving, an unpaid order expiring): it may make the moves an admin
 * may, and its history entries name no one.
 */
export const STORE: Actor = { id: 0, role: 'ADMIN' }

/** What a shopper asks to order, as the place-order flow takes it from the route's mapper. */
export type OrderRequest = {
  addressId: number
  /** As asked, before lines of the same product and size are combined. */
  items: Array<{ productId: number; size: string; quantity: number }>
  /** The total the shopper was shown; the order is refused when it is not the store's. */
  expectedTotalPaise: number | null
  useStoreCredit: boolean
  payment: { method: string; by: string; transactionNo: string; transactionStatus: string }
  deliveryInstructions: string[]
  buyerGstin: string | null
  /** A coupon to apply (capitals), checked again at placement. */
  couponCode: string | null
  /** A retry with the same key and request answers the first order. */
  idempotency: { key: string; hash: string } | null
}

/** The units an order's lines hold, per product and size: what goes back on the shelf or leaves a cart. */
export const stockLinesOf = (order: Pick<OrderRecord, 'lines'>): StockLine[] =>
  order.lines.map(({ productId, size, quantity }) => ({ productId, size, quantity }))

/** A line of an order that reached its shopper: what a review is written on. */
export type DeliveredLine = {
  orderItemId: number
  orderId: number
  userId: number
  productId: number
  name: string
  image: string
  size: string
  quantity: number
  /** When the order was delivered (ISO). */
  deliveredAt: string
}
