import type { Envelope, NewOrderBody, Order } from '@store/contract'
import { api } from '@/lib/api-client'

export const ordersByUser = (userId: string, signal?: AbortSignal) =>
  api<{ orders: Order[] }>(`/orders/OrdersByUser/${userId}`, { signal }).then((r) => r.orders)

export const getOrder = (orderId: string, signal?: AbortSignal) =>
  api<Envelope<Order>>(`/orders/${orderId}`, { signal }).then((r) => r.data)

/** Places a Cash on Delivery order; the key makes a retried submit answer the same order. */
export const placeOrder = (body: NewOrderBody, idempotencyKey: string) =>
  api<Envelope<Order>>('/orders/NewOrder', {
    method: 'POST',
    body,
    headers: { 'idempotency-key': idempotencyKey },
  })

/**
 * Cancels one of the shopper's own orders until it ships (Pending or Confirmed); a paid order's
 * money is refunded to its original payment method.
 */
export const cancelOrder = (orderId: string) =>
  api<Envelope<Order>>(`/orders/${orderId}/cancel`, { method: 'POST' })
