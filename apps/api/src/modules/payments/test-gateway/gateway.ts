import { randomBytes } from 'node:crypto'
import { checkoutSignature, hmacHex } from '../signatures.js'

// A stand-in for Razorpay that speaks the part of its API the store calls, signs the way it
// signs, and sends its webhooks: the built-in TEST gateway of the demo, and the tests' fake.
// It keeps orders, payments and refunds in a GatewayStore (the database, or memory in tests).

export type GatewayEntity = Record<string, unknown> & {
  id: string
  entity: 'order' | 'payment' | 'refund' | 'idempotency'
}

export type GatewayStore = {
  get(id: string): Promise<GatewayEntity | undefined>
  put(entity: GatewayEntity, parentId: string | null): Promise<void>
  children(parentId: string, kind: GatewayEntity['entity']): Promise<GatewayEntity[]>
}

/** An answer of the API: Razorpay's status code and body. */
export type GatewayAnswer = { status: number; body: unknown }

export type WebhookDelivery = (body: string, headers: Record<string, string>) => Promise<void>

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
export const gatewayId = (prefix: string) =>
  `${prefix}_${Array.from(randomBytes(14), (b) => ID_CHARS[b % ID_CHARS.length]).join('')}`

const seconds = () => Math.floor(Date.now() / 1000)
const failure = (status: number, description: string): GatewayAnswer => ({
  status,
  body: {
    error: {
      code: status === 401 ? 'BAD_REQUEST_ERROR' : 'BAD_REQUEST_ERROR',
      description,
      source: 'NA',
      step: 'NA',
      reason: 'NA',
    },
  },
})
const ok = (body: unknown): GatewayAnswer => ({ status: 200, body })

export function createGateway({
  store,
  keys,
  deliver,
}: {
  store: GatewayStore
  keys: { keyId: string; keySecret: string; webhookSecret: string }
  deliver: WebhookDelivery
}) {
  /** Sends a signed webhook as Razorpay does: the raw body's HMAC in X-Razorpay-Signature. */
  async function webhook(event: string, entities: Record<string, GatewayEntity>, eventId?: string) {
    const payload = Object.fromEntries(
      Object.entries(entities).map(([name, entity]) => [name, { entity }]),
    )
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_TESTGATEWAY00',
      event,
      contains: Object.keys(entities),
      payload,
      created_at: seconds(),
    })
    await deliver(body, {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(keys.webhookSecret, body),
      'x-razorpay-event-id': eventId ?? gatewayId('evt').slice(4),
    })
  }

  async function order(id: string) {
    const found = await store.get(id)
    return found?.entity === 'order' ? found : undefined
  }
  async function payment(id: string) {
    const found = await store.get(id)
    return found?.entity === 'payment' ? found : undefined
  }

  /** What a shopper does on the payment page: pay (or authorise only), or fail. */
  async function attempt(
    orderId: string,
    outcome: {
      status: 'captured' | 'authorized' | 'failed'
      method?: string
      amount?: number
      currency?: string
    },
  ) {
    const found = await order(orderId)
    if (!found) return undefined
    const paid: GatewayEntity = {
      id: gatewayId('pay'),
      entity: 'payment',
      amount: outcome.amount ?? found.amount,
      currency: outcome.currency ?? found.currency,
      status: outcome.status,
      order_id: found.id,
      method: outcome.method ?? 'upi',
      captured: outcome.status === 'captured',
      amount_refunded: 0,
      refund_status: null,
      vpa: 'success@razorpay',
      email: 'shopper@example.com',
      contact: '+919876543210',
      error_code: outcome.status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
      error_description: outcome.status === 'failed' ? 'Payment failed (TEST)' : null,
      created_at: seconds(),
    }
    await store.put(paid, found.id)
    const attempts = Number(found.attempts) + 1
    const orderNow: GatewayEntity =
      outcome.status === 'captured'
        ? { ...found, attempts, status: 'paid', amount_paid: paid.amount, amount_due: 0 }
        : { ...found, attempts, status: 'attempted' }
    await store.put(orderNow, null)
    return {
      payment: paid,
      order: orderNow,
      signature: checkoutSignature(keys.keySecret, found.id, paid.id),
    }
  }

  return {
    keys,
    attempt,
    webhook,

    /** The webhooks Razorpay sends after an attempt: captured and order.paid, or failed. */
    async announce(result: { payment: GatewayEntity; order: GatewayEntity }) {
      if (result.payment.status === 'captured') {
        await webhook('payment.captured', { payment: result.payment })
        await webhook('order.paid', { payment: result.payment, order: result.order })
      } else if (result.payment.status === 'failed') {
        await webhook('payment.failed', { payment: result.payment })
      }
    },

    /** Settles a pending refund and says so by webhook. */
    async settleRefund(refundId: string, status: 'processed' | 'failed') {
      const refund = await store.get(refundId)
      if (refund?.entity !== 'refund') return
      const settled = { ...refund, status }
      await store.put(settled, String(refund.payment_id))
      const paid = await payment(String(refund.payment_id))
      if (paid && status === 'failed') {
        // The money never left: it may be refunded again.
        const left = Number(paid.amount_refunded) - Number(refund.amount)
        await store.put(
          {
            ...paid,
            amount_refunded: left,
            status: 'captured',
            refund_status: left ? 'partial' : null,
          },
          String(paid.order_id),
        )
      }
      await webhook(`refund.${status}`, { refund: settled })
    },

    order,
    payment,

    /** The REST API, one function per call; `body` is the parsed JSON. */
    api: {
      async createOrder(body: Record<string, unknown>): Promise<GatewayAnswer> {
        const amount = body.amount
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
          return failure(400, 'The amount must be atleast INR 1.00')
        }
        if (body.currency !== 'INR') return failure(400, 'The currency must be INR')
        const created: GatewayEntity = {
          id: gatewayId('order'),
          entity: 'order',
          amount,
          amount_paid: 0,
          amount_due: amount,
          currency: 'INR',
          receipt: typeof body.receipt === 'string' ? body.receipt : null,
          status: 'created',
          attempts: 0,
          notes: body.notes ?? {},
          created_at: seconds(),
        }
        await store.put(created, null)
        return ok(created)
      },

      async fetchOrder(id: string): Promise<GatewayAnswer> {
        const found = await order(id)
        return found ? ok(found) : failure(400, 'The id provided does not exist')
      },

      async fetchPayment(id: string): Promise<GatewayAnswer> {
        const found = await payment(id)
        return found ? ok(found) : failure(400, 'The id provided does not exist')
      },

      async orderPayments(id: string): Promise<GatewayAnswer> {
        if (!(await order(id))) return failure(400, 'The id provided does not exist')
        const items = await store.children(id, 'payment')
        return ok({ entity: 'collection', count: items.length, items })
      },

      async capture(id: string, body: Record<string, unknown>): Promise<GatewayAnswer> {
        const found = await payment(id)
        if (!found) return failure(400, 'The id provided does not exist')
        if (found.status === 'captured') {
          return failure(400, 'This payment has already been captured')
        }
        if (found.status !== 'authorized') {
          return failure(400, 'Only payments which have been authorized can be captured')
        }
        if (body.amount !== found.amount || body.currency !== found.currency) {
          return failure(400, 'Capture amount must be equal to the amount authorized')
        }
        const captured = { ...found, status: 'captured', captured: true }
        await store.put(captured, String(found.order_id))
        const parent = await order(String(found.order_id))
        if (parent) {
          await store.put(
            { ...parent, status: 'paid', amount_paid: found.amount, amount_due: 0 },
            null,
          )
        }
        return ok(captured)
      },

      async refund(
        id: string,
        body: Record<string, unknown>,
        idempotencyKey: string | undefined,
        settle: 'processed' | 'pending',
      ): Promise<GatewayAnswer> {
        const found = await payment(id)
        if (!found) return failure(400, 'The id provided does not exist')
        if (idempotencyKey) {
          const earlier = await store.get(`idem_${idempotencyKey}`)
          const refund = earlier ? await store.get(String(earlier.refund_id)) : undefined
          if (refund) {
            return refund.amount === body.amount
              ? ok(refund)
              : failure(
                  400,
                  'Different request with the same idempotency key has already been processed.',
                )
          }
        }
        if (found.status !== 'captured' && found.status !== 'refunded') {
          return failure(400, 'Only captured payments can be refunded')
        }
        const amount = body.amount ?? found.amount
        const refunded = Number(found.amount_refunded)
        if (typeof amount !== 'number' || amount <= 0 || refunded + amount > Number(found.amount)) {
          return failure(400, 'The refund amount provided is greater than amount captured')
        }
        const refund: GatewayEntity = {
          id: gatewayId('rfnd'),
          entity: 'refund',
          amount,
          currency: found.currency,
          payment_id: found.id,
          receipt: typeof body.receipt === 'string' ? body.receipt : null,
          notes: body.notes ?? {},
          status: settle,
          speed_processed: 'normal',
          created_at: seconds(),
        }
        await store.put(refund, found.id)
        if (idempotencyKey) {
          await store.put(
            { id: `idem_${idempotencyKey}`, entity: 'idempotency', refund_id: refund.id },
            null,
          )
        }
        const total = refunded + amount
        await store.put(
          {
            ...found,
            amount_refunded: total,
            refund_status: total === found.amount ? 'full' : 'partial',
            status: total === found.amount ? 'refunded' : found.status,
          },
          String(found.order_id),
        )
        return ok(refund)
      },

      async paymentRefunds(id: string): Promise<GatewayAnswer> {
        if (!(await payment(id))) return failure(400, 'The id provided does not exist')
        const items = await store.children(id, 'refund')
        return ok({ entity: 'collection', count: items.length, items })
      },
    },
  }
}

export type Gateway = ReturnType<typeof createGateway>
