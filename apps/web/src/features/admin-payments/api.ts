import type { ADMIN_PAYMENT_VIEWS, AdminPayment, Envelope, Paged, Refund } from '@store/contract'
import { api } from '@/lib/api-client'

export type PaymentView = (typeof ADMIN_PAYMENT_VIEWS)[number]

export const listPayments = (state: PaymentView, page: number, q: string, signal?: AbortSignal) => {
  const query = new URLSearchParams({ state, page: String(page), limit: '20' })
  if (q.trim()) query.set('q', q.trim())
  return api<Paged<AdminPayment>>(`/admin/payments?${query.toString()}`, { signal })
}

export const paymentCounts = (signal?: AbortSignal) =>
  api<Envelope<Record<PaymentView, number>>>('/admin/payments/counts', { signal }).then(
    (r) => r.data,
  )

/** Asks Razorpay again for a refund that failed. */
export const retryRefund = (refundId: string) =>
  api<Envelope<Refund>>(`/admin/payments/refunds/${refundId}/retry`, { method: 'POST' })
