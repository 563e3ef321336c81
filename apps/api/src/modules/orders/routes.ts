import {
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
import type { PlaceOrder } from '../../flows/place-order.js'
import type { OrderService } from './service.js'
import { fromNewOrder } from './to-http.js'

const tags = ['orders']
const security = [{ bearer: [] }]
const errors = errorReplies(400, 401, 403, 404, 409)

type Options = { orders: OrderService; placeOrder: PlaceOrder; moveOrder: MoveOrder }

export const orderRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { orders, placeOrder, moveOrder },
) => {
  app.addHook('preHandler', requireUser)

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
          "Cancels one of the caller's own orders while it is Pending; its stock returns.",
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
