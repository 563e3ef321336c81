import {
  MESSAGES,
  MessageBodySchema,
  OrderSchema,
  PaymentConfigSchema,
  VerifyPaymentBodySchema,
  envelope,
} from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/errors.js'
import { done, errorReplies, ok } from '../../lib/http.js'
import { callerOf, requireUser } from '../../plugins/auth.js'
import type { TakePayment } from '../../flows/take-payment.js'

const tags = ['payments']
const security = [{ bearer: [] }]
const errors = errorReplies(400, 401, 403, 404, 409, 502)

/** The largest webhook body read; Razorpay's are a few kilobytes. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024

type Options = {
  config: { mode: 'razorpay' | 'test' | 'off'; keyId: string | null }
  /** Null when online payment is off. */
  take: TakePayment | null
}

const paymentsOff = () => new AppError(409, 'PAYMENTS_OFF', MESSAGES.onlinePaymentSoon)

/**
 * Online payment: how the browser pays (config), the browser's proof of payment, and Razorpay's
 * webhook. Checkout, paying again and switching to Cash on Delivery are the orders' routes.
 */
export const paymentRoutes: FastifyPluginAsyncZod<Options> = async (app, { config, take }) => {
  const on = () => {
    if (!take) throw paymentsOff()
    return take
  }

  app.get(
    '/payments/config',
    {
      schema: {
        tags,
        description:
          "How the browser pays: 'razorpay' (Razorpay Checkout with this key id), 'test' (the built-in TEST gateway) or 'off' (Cash on Delivery only).",
        response: { 200: envelope(PaymentConfigSchema) },
      },
    },
    async () => ok({ mode: config.mode, keyId: config.keyId }),
  )

  app.post(
    '/payments/verify',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        description:
          "What Razorpay Checkout hands the browser after paying. The signature must be HMAC-SHA256 of '<order id>|<payment id>' with the key secret, and the payment Razorpay reports must be that order's, of its amount and currency; then the order is Confirmed and paid (once, however often this or the webhook arrive).",
        body: VerifyPaymentBodySchema,
        response: { 200: envelope(OrderSchema), ...errors },
      },
    },
    async (request) => {
      const order = await on().verify(callerOf(request).id, request.body)
      return ok(order, 'Payment received')
    },
  )

  await app.register(async (webhook) => {
    // The signature is over the raw bytes, so the body is not parsed before it is checked.
    webhook.removeAllContentTypeParsers()
    webhook.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, next) => next(null, body),
    )
    webhook.post(
      '/payments/razorpay/webhook',
      {
        config: { rateLimit: false },
        schema: {
          tags,
          description:
            "Razorpay's webhook (payment.captured, order.paid, payment.failed, refund.processed, refund.failed). X-Razorpay-Signature must be HMAC-SHA256 of the raw body with the webhook secret; events older than 12 hours are refused as replays; a repeated X-Razorpay-Event-Id is answered without changing anything.",
          headers: z.object({
            'x-razorpay-signature': z.string().max(200).optional(),
            'x-razorpay-event-id': z.string().max(100).optional(),
          }),
          response: { 200: MessageBodySchema, ...errorReplies(400, 409, 413) },
        },
      },
      async (request) => {
        const body = request.body
        if (!Buffer.isBuffer(body)) throw new AppError(400, 'PAYMENT_INVALID', 'Body is required')
        const header = (name: string) => {
          const value = request.headers[name]
          return typeof value === 'string' ? value : undefined
        }
        const outcome = await on().webhook(
          body,
          header('x-razorpay-signature'),
          header('x-razorpay-event-id'),
        )
        return done(outcome === 'repeated' ? 'Event already handled' : 'Event handled')
      },
    )
  })
}
