import {
  type Checkout,
  type NewOrder,
  type Order,
  type OrderPayment,
  type OrderStatus,
  OrderStatusSchema,
  PAYMENT,
  paymentModeLabel,
} from '@store/contract'
import type { OrderItemRow, OrderRow } from '../../db/schema.js'
import { requestHash } from '../../lib/idempotency.js'
import { toRupees } from '../../lib/money.js'
import type { OrderRequest } from '../../records/order.js'
import type { HistoryRow } from './repo.js'

export const statusOf = (value: string): OrderStatus => {
  const parsed = OrderStatusSchema.safeParse(value)
  return parsed.success ? parsed.data : 'Pending'
}

export function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  history: HistoryRow[],
  payment: OrderPayment | null,
): Order {
  return {
    _id: String(row.id),
    orderId: row.order_number,
    dateOrdered: row.created_at,
    status: statusOf(row.status),
    totalPrice: toRupees(row.total_paise + row.cod_fee_paise),
    discount: toRupees(row.discount_paise),
    couponCode: row.coupon_code,
    offerTitle: row.offer_title,
    codFee: toRupees(row.cod_fee_paise),
    deliveryBy: row.delivery_by,
    paidByStoreCredit: toRupees(row.store_credit_paise),
    cashToCollect: toRupees(row.total_paise + row.cod_fee_paise - row.store_credit_paise),
    replacementFor: row.replacement_for === null ? null : String(row.replacement_for),
    orderItems: items.map((item) => ({
      _id: String(item.id),
      name: item.name,
      quantity: item.quantity,
      size: item.size,
      sku: item.sku,
      price: toRupees(item.unit_price_paise),
      mrp: toRupees(item.mrp_paise),
      discount: toRupees(item.bag_discount_paise),
      product: {
        _id: String(item.product_id),
        image: item.image ? [item.image] : [],
        name: item.name,
        vendor: item.vendor_id,
        description: item.description,
      },
    })),
    shippingAddress: row.shipping_address,
    consigneename: row.consignee_name,
    consigneephone: row.consignee_phone,
    paymentMethod: paymentModeOf(row, payment),
    payment: row.replacement_for === null && row.payment_method === PAYMENT.online ? payment : null,
    buyerGstin: row.buyer_gstin,
    courierName: row.courier_name,
    trackingUrl: row.tracking_url,
    history: history.map((entry) => ({
      status: statusOf(entry.status),
      at: entry.created_at,
      note: entry.note,
    })),
    user: {
      _id: String(row.user_id),
      // Nothing is collected for a replacement, whatever the order it replaces was paid by.
      paymentCOD: row.replacement_for === null && row.payment_method === PAYMENT.cod,
    },
  }
}

/**
 * How the order is paid, as the shopper and the admin read it: an exchange's or replacement's
 * order costs nothing (it keeps the first order's payment columns, but nothing is collected).
 */
export function paymentModeOf(
  row: Pick<OrderRow, 'payment_method' | 'replacement_for'>,
  payment: Pick<OrderPayment, 'method'> | null,
) {
  if (row.replacement_for !== null) return PAYMENT.replacement
  return row.payment_method === PAYMENT.online
    ? paymentModeLabel(payment?.method ?? null)
    : row.payment_method
}

/** SPEC's order body as the place-order flow's request; the idempotency hash is of the body. */
export function fromNewOrder(
  body: Omit<NewOrder | Checkout, 'userId'>,
  idempotencyKey?: string,
): OrderRequest {
  return {
    addressId: Number(body.addressid),
    items: body.orderItems.map((item) => ({
      productId: Number(item._id),
      size: item.size,
      quantity: item.quantity,
    })),
    expectedTotalPaise: body.totalPrice === undefined ? null : Math.round(body.totalPrice * 100),
    useStoreCredit: body.useStoreCredit,
    payment: {
      method: body.paymentMethod,
      by: body.paymentMethod,
      transactionNo: PAYMENT.noTransaction,
      transactionStatus: 'Pending',
    },
    deliveryInstructions: body.deliveryPartnerInstruction,
    buyerGstin: body.buyerGstin ?? null,
    couponCode: body.couponCode ?? null,
    idempotency: idempotencyKey ? { key: idempotencyKey, hash: requestHash(body) } : null,
  }
}
