import { badGateway } from '../../lib/errors.js'

// Razorpay's REST API as the store uses it (https://razorpay.com/docs/api/): Basic auth with the
// key id and secret, amounts in paise, every call under one base URL so a local gateway can
// stand in. Only the fields the store reads are typed.

export type RazorpayOrder = {
  id: string
  amount: number
  currency: string
  receipt: string | null
  status: string
}

export type RazorpayPayment = {
  id: string
  order_id: string | null
  amount: number
  currency: string
  /** created, authorized, captured, refunded or failed. */
  status: string
  method: string | null
  error_description?: string | null
}

export type RazorpayRefund = {
  id: string
  payment_id: string
  amount: number
  receipt?: string | null
  /** pending, processed or failed. */
  status: string
}

export type RazorpayKeys = { keyId: string; keySecret: string; webhookSecret: string }

/** Razorpay answered with an error (4xx/5xx): its status and description. */
export class RazorpayError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
  ) {
    super(`Razorpay answered ${status}: ${description}`)
  }
}

export function createRazorpay({
  apiUrl,
  keys,
  fetch = globalThis.fetch,
  timeoutMs = 10_000,
}: {
  apiUrl: string
  keys: RazorpayKeys
  fetch?: typeof globalThis.fetch
  timeoutMs?: number
}) {
  const auth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`
  const base = apiUrl.replace(/\/+$/, '')

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let response: Response
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw badGateway(`The payment gateway could not be reached (${(error as Error).name})`)
    }
    const text = await response.text()
    let parsed: unknown
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      parsed = null
    }
    if (!response.ok) {
      const description =
        (parsed as { error?: { description?: string } } | null)?.error?.description ??
        response.statusText
      throw new RazorpayError(response.status, String(description).slice(0, 300))
    }
    return parsed as T
  }

  return {
    keyId: keys.keyId,
    keySecret: keys.keySecret,
    webhookSecret: keys.webhookSecret,

    createOrder: (body: {
      amount: number
      currency: 'INR'
      receipt: string
      notes: Record<string, string>
    }) => call<RazorpayOrder>('POST', '/v1/orders', body),

    payment: (paymentId: string) =>
      call<RazorpayPayment>('GET', `/v1/payments/${encodeURIComponent(paymentId)}`),

    capture: (paymentId: string, amount: number, currency: string) =>
      call<RazorpayPayment>('POST', `/v1/payments/${encodeURIComponent(paymentId)}/capture`, {
        amount,
        currency,
      }),

    paymentsOfOrder: (orderId: string) =>
      call<{ items: RazorpayPayment[] }>(
        'GET',
        `/v1/orders/${encodeURIComponent(orderId)}/payments`,
      ).then((answer) => answer.items ?? []),

    /** The same idempotency key again is the same refund: asking twice refunds once. */
    refund: (
      paymentId: string,
      {
        idempotencyKey,
        ...body
      }: { amount: number; receipt: string; notes: object; idempotencyKey: string },
    ) =>
      call<RazorpayRefund>(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { ...body, speed: 'normal' },
        { 'x-refund-idempotency': idempotencyKey },
      ),
  }
}

export type Razorpay = ReturnType<typeof createRazorpay>
