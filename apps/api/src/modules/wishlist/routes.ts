import {
  AlertCreateBodySchema,
  AlertSchema,
  AlertUnsubscribeQuerySchema,
  IdParamsSchema,
  MessageBodySchema,
  WishlistAddBodySchema,
  WishlistMergeBodySchema,
  WishlistParamsSchema,
  WishlistSchema,
  envelope,
} from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { done, errorReplies, ok } from '../../lib/http.js'
import { callerOf, requireUser } from '../../plugins/auth.js'
import type { WishlistService } from './service.js'

const security = [{ bearer: [] }]
const listReply = { 200: envelope(WishlistSchema), ...errorReplies(400, 401, 404, 409) }

/**
 * The shopper's wishlist and restock alerts; every call but the mail's unsubscribe link needs
 * a login, and reads or changes only the caller's own list.
 */
export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (
  app,
  { wishlist },
) => {
  const me = (request: Parameters<typeof callerOf>[0]) => callerOf(request).id
  const tags = ['wishlist']

  app.get(
    '/wishlist',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        description: "The caller's saved products, newest first, with today's price and sizes.",
        response: listReply,
      },
    },
    async (request) => ok(await wishlist.list(me(request))),
  )

  app.post(
    '/wishlist',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        description:
          'Saves a product (saving it again changes nothing); answers the whole list. 409 WISHLIST_FULL past 200 products.',
        body: WishlistAddBodySchema,
        response: listReply,
      },
    },
    async (request) =>
      ok(await wishlist.add(me(request), Number(request.body.productId)), 'Saved to wishlist'),
  )

  app.delete(
    '/wishlist/:productId',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        description:
          'Removes a product (removing one not saved changes nothing); answers the list.',
        params: WishlistParamsSchema,
        response: listReply,
      },
    },
    async (request) =>
      ok(
        await wishlist.remove(me(request), Number(request.params.productId)),
        'Removed from wishlist',
      ),
  )

  app.post(
    '/wishlist/merge',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        description:
          'Joins a list saved on the device before login: no duplicates, products gone from the shop skipped, up to 200.',
        body: WishlistMergeBodySchema,
        response: listReply,
      },
    },
    async (request) =>
      ok(
        await wishlist.merge(me(request), request.body.productIds.map(Number)),
        'Wishlist updated',
      ),
  )

  const alertTags = ['alerts']

  app.get(
    '/alerts',
    {
      onRequest: requireUser,
      schema: {
        tags: alertTags,
        security,
        description: "The caller's back-in-stock alerts, newest first.",
        response: { 200: envelope(z.array(AlertSchema)), ...errorReplies(401) },
      },
    },
    async (request) => ok(await wishlist.alerts(me(request))),
  )

  app.post(
    '/alerts',
    {
      onRequest: requireUser,
      schema: {
        tags: alertTags,
        security,
        description:
          'Notify me when a sold-out size is back: one e-mail, once. 409 SIZE_IN_STOCK when the size can be bought now; 400 SIZE_NOT_OFFERED; 404 for an unknown product.',
        body: AlertCreateBodySchema,
        response: { 201: envelope(AlertSchema), ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { productId, size } = request.body
      const alert = await wishlist.subscribe(me(request), Number(productId), size)
      return reply.code(201).send(ok(alert, `We will e-mail you when size ${size} is back`))
    },
  )

  app.get(
    '/alerts/unsubscribe',
    {
      schema: {
        tags: alertTags,
        description:
          "The link in a wishlist mail, no login needed: that product's alerts and price-drop mail stop. 400 TOKEN_INVALID for a link the store did not make.",
        querystring: AlertUnsubscribeQuerySchema,
        response: { 200: MessageBodySchema, ...errorReplies(400) },
      },
    },
    async (request) => {
      await wishlist.unsubscribe(request.query.token)
      return done('You will get no more e-mails about this product')
    },
  )

  app.delete(
    '/alerts/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: alertTags,
        security,
        description: "Cancels one of the caller's alerts; another shopper's is not found.",
        params: IdParamsSchema,
        response: { 200: MessageBodySchema, ...errorReplies(400, 401, 404) },
      },
    },
    async (request) => {
      await wishlist.cancel(me(request), Number(request.params.id))
      return done('Alert cancelled')
    },
  )
}
