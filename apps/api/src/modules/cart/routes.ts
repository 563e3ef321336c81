import {
  CartCreateBodySchema,
  CartDeleteBodySchema,
  CartLineSchema,
  CartMergeBodySchema,
  CartResetBodySchema,
  CartUpdateQtyBodySchema,
  IdSchema,
  MESSAGES,
  envelope,
} from '@store/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorReplies, ok } from '../../lib/http.js'
import { assertSelf, callerOf, requireUser } from '../../plugins/auth.js'
import type { CartService } from './service.js'

const tags = ['cart']
const security = [{ bearer: [] }]
const CartEnvelope = envelope(z.array(CartLineSchema))
const responses = { 200: CartEnvelope, ...errorReplies(400, 401, 403, 404, 409) }

/** The caller's id; a userId named in the request must be theirs. */
function owner(request: FastifyRequest, userId?: string) {
  if (userId !== undefined) assertSelf(request, userId)
  return callerOf(request).id
}

/** Every change answers the whole cart, so the client needs no second call. */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.addHook('preHandler', requireUser)

  app.get(
    '/cart/get',
    {
      schema: {
        tags,
        security,
        headers: z.object({ userid: IdSchema.optional() }),
        response: responses,
      },
    },
    async (request) => ok(await cart.list(owner(request, request.headers.userid))),
  )

  app.post(
    '/cart/create',
    { schema: { tags, security, body: CartCreateBodySchema, response: responses } },
    async (request) => {
      const userId = owner(request, request.body.userId)
      await cart.add(userId, Number(request.body.productId), request.body.size)
      return ok(await cart.list(userId), MESSAGES.itemAdded)
    },
  )

  app.put(
    '/cart/update-qty',
    { schema: { tags, security, body: CartUpdateQtyBodySchema, response: responses } },
    async (request) => {
      const userId = owner(request, request.body.userId)
      await cart.setQuantity(userId, Number(request.body._id), request.body.qty)
      return ok(await cart.list(userId), 'Cart updated')
    },
  )

  app.delete(
    '/cart/delete-cart-item',
    { schema: { tags, security, body: CartDeleteBodySchema, response: responses } },
    async (request) => {
      const userId = owner(request, request.body.userId)
      await cart.remove(userId, Number(request.body._id))
      return ok(await cart.list(userId), MESSAGES.itemRemoved)
    },
  )

  app.delete(
    '/cart/reset-cart',
    { schema: { tags, security, body: CartResetBodySchema, response: responses } },
    async (request) => {
      const userId = owner(request, request.body.userId)
      await cart.reset(userId)
      return ok(await cart.list(userId), 'Cart cleared')
    },
  )

  app.post(
    '/cart/merge',
    { schema: { tags, security, body: CartMergeBodySchema, response: responses } },
    async (request) => {
      const userId = owner(request)
      await cart.merge(userId, request.body.items)
      return ok(await cart.list(userId), 'Cart updated')
    },
  )
}
