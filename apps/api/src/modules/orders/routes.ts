import {
  CheckoutAnswerSchema,
  CheckoutBodySchema,
  MESSAGES,
  NewOrderBodySchema,
  OrderIdParamsSchema,
  OrderSchema,
  OrdersResponseSchema,
  UserIdParamsSchema,
  envelope,
} from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { answer, errorReplies, ok } from '../../lib/http.js'
import { IdempotencyKeySchema } from '../../lib/idempotency.js'
import { assertSelf, assertSelfOrAdmin, callerOf, requireUser } from '../../plugins/auth.js'
import type { MoveOrder } from '../../flows/move-order.js'
import type { PayOrder } from '../../flows/pay-order.js'
import type { PlaceOrder } from '../../flows/place-order.js'
import { AppError } from '../../lib/errors.js'
import type { OrderService } from './service.js'
import { fromNewOrder } from './to-http.js'

const tags = ['orders']
const security = [{ bearer: [] }]
const errors = errorReplies(400, 401, 403, 404, 409)

type Options = {
  orders: OrderService
  placeOrder: PlaceOrder
  moveOrder: MoveOrder
  /** Null when online payment is off. */
  payOrder: PayOrder | null
}

export const orderRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { orders, placeOrder, moveOrder, payOrder },
) => {
  app.addHook('preHandler', requireUser)
  const on = () => {
    if (!payOrder) throw new AppError(409, 'PAYMENTS_OFF', MESSAGES.onlinePaymentSoon)
    return payOrder
  }

  app.post(
    '/orders/NewOrder',
    {
      schema: {
        tags,
        security,
        description:
          'Places a Cash on Delivery order. Send an Idempotency-Key header: a retry with the same key and body answers the first order instead of placing another; the same key with a different body is refused (422).',
        headers: z.object({ 'idempotency-key': IdempotencyKeySchema.optional() }),
        body: NewOrderBodySchema,
        response: {
          200: envelope(OrderSchema),
          201: envelope(OrderSchema),
          ...errors,
          ...errorReplies(422),
        },
      },
    },
    async (request, reply) => {
      const { userId, ...order } = request.body
      if (userId !== undefined) assertSelf(request, userId)
      const placed = await placeOrder(
        callerOf(request).id,
        fromNewOrder(order, request.headers['idempotency-key']),
      )
      return reply
        .code(placed.created ? 201 : 200)
        .send(ok(placed.order, 'Order placed successfully'))
    },
  )

  app.post(
    '/order/checkout',
    {
      schema: {
        tags,
        security,
        description:
          "Places an order to pay online: the server prices it, reserves its stock and opens a Razorpay order for what is left to pay after store credit (paise). The order stays Pending, awaiting payment, until the payment is verified or Razorpay's webhook reports it; unpaid after PAYMENT_EXPIRY_MINUTES it is cancelled. Send an Idempotency-Key header: a retry answers the same order.",
        headers: z.object({ 'idempotency-key': IdempotencyKeySchema.optional() }),
        body: CheckoutBodySchema,
        response: {
          200: CheckoutAnswerSchema,
          201: CheckoutAnswerSchema,
          ...errors,
          ...errorReplies(422, 502),
        },
      },
    },
    async (request, reply) => {
      const { userId, ...order } = request.body
      if (userId !== undefined) assertSelf(request, userId)
      const placed = await on().checkout(
        callerOf(request).id,
        fromNewOrder(order, request.headers['idempotency-key']),
      )
      return reply.code(placed.created ? 201 : 200).send(placed.answer)
    },
  )

  app.post(
    '/orders/:orderId/pay',
    {
      schema: {
        tags,
        security,
        description:
          'Opens the payment of an unpaid online order again (after a failed or abandoned attempt), while it is Pending and not expired.',
        params: OrderIdParamsSchema,
        response: { 200: CheckoutAnswerSchema, ...errors, ...errorReplies(502) },
      },
    },
    async (request) => on().retry(callerOf(request).id, Number(request.params.orderId)),
  )

  app.post(
    '/orders/:orderId/pay-on-delivery',
    {
      schema: {
        tags,
        security,
        description:
          'Turns an unpaid online order into a Cash on Delivery order: its payment is closed, its lines leave the cart and its confirmation mail goes out.',
        params: OrderIdParamsSchema,
        response: { 200: envelope(OrderSchema), ...errors },
      },
    },
    async (request) => {
      const order = await on().payOnDelivery(callerOf(request).id, Number(request.params.orderId))
      return ok(order, 'Order placed successfully')
    },
  )

  app.get(
    '/orders/OrdersByUser/:userId',
    {
      schema: {
        tags,
        security,
        params: UserIdParamsSchema,
        response: { 200: OrdersResponseSchema, ...errors },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.userId)
      const list = await orders.listForUser(Number(request.params.userId))
      return answer({ orders: list })
    },
  )

  app.get(
    '/orders/:orderId',
    {
      schema: {
        tags,
        security,
        params: OrderIdParamsSchema,
        response: { 200: envelope(OrderSchema), ...errors },
      },
    },
    async (request) => {
      return ok(await orders.getForUser(callerOf(request).id, Number(request.params.orderId)))
    },
  )

  app.post(
    '/orders/:orderId/cancel',
    {
      schema: {
        tags,
        security,
        description:
          "Cancels one of the caller's own orders until it ships (Pending or Confirmed); its stock returns. A replacement order (replacementFor set) is not cancelled: 409.",
        params: OrderIdParamsSchema,
        response: { 200: envelope(OrderSchema), ...errors },
      },
    },
    async (request) => {
      const order = await moveOrder(
        Number(request.params.orderId),
        { status: 'Cancelled' },
        callerOf(request),
      )
      return ok(order, 'Order cancelled')
    },
  )
}
