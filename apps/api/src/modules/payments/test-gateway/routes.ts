import { timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { escapeHtml } from '../../../lib/html.js'
import type { Gateway, GatewayAnswer } from './gateway.js'

type Options = {
  gateway: Gateway
  /** The shopper's payment page (the demo's TEST gateway); the tests' fake has none. */
  pages: boolean
  /**
   * How refunds settle: answered processed at once; answered pending and settled by webhook a
   * moment later, as Razorpay does; or left pending for a test to settle.
   */
  refunds: 'processed' | { settleAfterMs: number } | 'manual'
}

const send = (reply: FastifyReply, answer: GatewayAnswer) =>
  reply.code(answer.status).type('application/json').send(answer.body)

const rupees = (paise: number) =>
  (paise / 100).toLocaleString('en-IN', { style: 'currency', currency: 'INR' })

function page(order: Record<string, unknown>, storeOrder: string) {
  const id = escapeHtml(String(order.id))
  const button = (outcome: string, label: string, colour: string) =>
    `<form method="post" action="/test-gateway/pay/${id}"><input type="hidden" name="order" value="${escapeHtml(storeOrder)}"><input type="hidden" name="outcome" value="${outcome}"><button style="background:${colour}">${label}</button></form>`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>TEST payment - KapdaKart</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f1f5f9;color:#0f172a}
.test{background:#dc2626;color:#fff;text-align:center;font-weight:700;padding:10px;letter-spacing:.1em}
main{max-width:420px;margin:24px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:0 0 4px}.amount{font-size:2rem;font-weight:700;margin:16px 0}
p{color:#475569;margin:4px 0}form{margin:12px 0}
button{width:100%;padding:14px;border:0;border-radius:8px;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
</style></head><body>
<div class="test">TEST MODE: no real money moves</div>
<main>
<h1>KapdaKart TEST payment</h1>
<p>Order ${escapeHtml(typeof order.receipt === 'string' ? order.receipt : '')}</p>
<p>Razorpay order ${id}</p>
<div class="amount">${rupees(Number(order.amount))}</div>
${button('success', 'Pay by UPI (success)', '#16a34a')}
${button('fail', 'Fail', '#dc2626')}
${button('close', 'Close without paying', '#475569')}
</main></body></html>`
}

/**
 * Razorpay's API as the TEST gateway speaks it (Basic auth with the gateway's keys), and in the
 * demo the shopper's payment page. Every call answers Razorpay's shapes and errors.
 */
export const testGatewayRoutes: FastifyPluginAsync<Options> = async (
  app,
  { gateway, pages, refunds },
) => {
  const expected = Buffer.from(
    `Basic ${Buffer.from(`${gateway.keys.keyId}:${gateway.keys.keySecret}`).toString('base64')}`,
  )
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  await app.register(async (api) => {
    api.addHook('onRequest', async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply.code(401).send({
          error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
        })
      }
    })
    type Id = { Params: { id: string } }
    const body = (raw: unknown) =>
      (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
    api.post('/v1/orders', async (request, reply) =>
      send(reply, await gateway.api.createOrder(body(request.body))),
    )
    api.get<Id>('/v1/orders/:id', async (request, reply) =>
      send(reply, await gateway.api.fetchOrder(request.params.id)),
    )
    api.get<Id>('/v1/orders/:id/payments', async (request, reply) =>
      send(reply, await gateway.api.orderPayments(request.params.id)),
    )
    api.get<Id>('/v1/payments/:id', async (request, reply) =>
      send(reply, await gateway.api.fetchPayment(request.params.id)),
    )
    api.post<Id>('/v1/payments/:id/capture', async (request, reply) =>
      send(reply, await gateway.api.capture(request.params.id, body(request.body))),
    )
    api.post<Id>('/v1/payments/:id/refund', async (request, reply) => {
      const key = request.headers['x-refund-idempotency']
      const answer = await gateway.api.refund(
        request.params.id,
        body(request.body),
        typeof key === 'string' ? key : undefined,
        refunds === 'processed' ? 'processed' : 'pending',
      )
      const refund = answer.body as { id?: string; status?: string }
      if (typeof refunds === 'object' && answer.status === 200 && refund.status === 'pending') {
        const id = String(refund.id)
        const settle = () => void gateway.settleRefund(id, 'processed').catch(() => undefined)
        setTimeout(settle, refunds.settleAfterMs).unref()
      }
      return send(reply, answer)
    })
    api.get<Id>('/v1/payments/:id/refunds', async (request, reply) =>
      send(reply, await gateway.api.paymentRefunds(request.params.id)),
    )
  })

  if (!pages) return

  app.get<{ Params: { id: string }; Querystring: { order?: string } }>(
    '/pay/:id',
    async (request, reply) => {
      const order = await gateway.order(request.params.id)
      if (!order) return reply.code(404).type('text/plain').send('No such TEST payment')
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(order, request.query.order ?? ''))
    },
  )

  app.post<{ Params: { id: string }; Body: { outcome?: string; order?: string } }>(
    '/pay/:id',
    async (request, reply) => {
      const { outcome, order = '' } = request.body ?? {}
      const id = request.params.id
      const back = new URLSearchParams({ razorpay_order_id: id, order })
      if (outcome === 'close') {
        back.set('closed', '1')
        return reply.redirect(`/payment/return?${back.toString()}`, 303)
      }
      const result = await gateway.attempt(id, {
        status: outcome === 'success' ? 'captured' : 'failed',
      })
      if (!result) return reply.code(404).type('text/plain').send('No such TEST payment')
      // Razorpay tells the store by webhook as well as through the shopper's browser.
      setImmediate(() => void gateway.announce(result).catch(() => undefined))
      if (result.payment.status === 'captured') {
        back.set('razorpay_payment_id', result.payment.id)
        back.set('razorpay_signature', result.signature)
      } else {
        back.set('error', String(result.payment.error_description))
      }
      return reply.redirect(`/payment/return?${back.toString()}`, 303)
    },
  )
}
