/** What the return page tells the order page about a payment that did not go through. */
export type PaymentNoticeState = { paymentNotice: string }

export const paymentNoticeOf = (state: unknown) =>
  state && typeof state === 'object' && 'paymentNotice' in state
    ? String((state as PaymentNoticeState).paymentNotice)
    : null

export const NOTICES = {
  failed: (reason: string) => `Payment failed: ${reason}. Try again or pay on delivery.`,
  closed: 'Payment not completed.',
  unverified: (reason: string) =>
    `We could not confirm your payment: ${reason}. If money left your account, this page shows it as paid shortly; otherwise try again or pay on delivery.`,
} as const
