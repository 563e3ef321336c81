import multipart from '@fastify/multipart'
import {
  LIMITS,
  NewReturnBodySchema,
  OrderIdParamsSchema,
  PhotoUploadResultSchema,
  ReturnIdParamsSchema,
  ReturnOptionsSchema,
  ReturnSchema,
  envelope,
} from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IdempotencyKeySchema } from '../../lib/idempotency.js'
import { errorReplies, ok } from '../../lib/http.js'
import type { FileStorage } from '../../lib/storage.js'
import { UPLOAD_LIMITS, receiveImage } from '../../lib/uploads.js'
import { callerOf, requireUser } from '../../plugins/auth.js'
import type { AskReturn } from '../../flows/ask-return.js'
import type { ReturnsService } from './service.js'

const tags = ['returns']
const security = [{ bearer: [] }]
const errors = errorReplies(400, 401, 403, 404, 409)

type Options = { returns: ReturnsService; askReturn: AskReturn; storage: FileStorage }

/** A shopper's returns of their own delivered orders. */
export const returnRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { returns, askReturn, storage },
) => {
  app.addHook('preHandler', requireUser)
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadMaxBytes, ...UPLOAD_LIMITS },
  })

  app.get(
    '/orders/:orderId/return-options',
    {
      schema: {
        tags,
        security,
        description:
          'For one of the caller’s orders: until when it can be returned, and for each line the units still open to a return, the sizes it can be exchanged for and whether its own size is in stock.',
        params: OrderIdParamsSchema,
        response: { 200: envelope(ReturnOptionsSchema), ...errors },
      },
    },
    async (request) =>
      ok(await askReturn.options(callerOf(request).id, Number(request.params.orderId))),
  )

  app.post(
    '/orders/:orderId/returns',
    {
      schema: {
        tags,
        security,
        description:
          'Asks for a return, exchange or replacement of lines of a delivered order within the return window. The policy decides the outcomes each reason allows; damaged, defective and wrong items need 1-3 photos; a Cash on Delivery refund needs a UPI ID or a bank account. An exchange’s unit is reserved at once. Send an Idempotency-Key header: a retry with the same key and body answers the first return of this order; the same key with a different body is refused (422).',
        headers: z.object({ 'idempotency-key': IdempotencyKeySchema.optional() }),
        params: OrderIdParamsSchema,
        body: NewReturnBodySchema,
        response: {
          200: envelope(ReturnSchema),
          201: envelope(ReturnSchema),
          ...errors,
          ...errorReplies(422),
        },
      },
    },
    async (request, reply) => {
      const { ret, created } = await askReturn.request(
        callerOf(request).id,
        Number(request.params.orderId),
        request.body,
        request.headers['idempotency-key'],
      )
      return reply.code(created ? 201 : 200).send(ok(ret, 'Return requested'))
    },
  )

  app.post(
    '/returns/photos',
    {
      config: { uploadField: 'image' },
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description:
          'One photo for a return in the multipart field `image` (JPEG, PNG, WebP, GIF or AVIF, at most 5 MB), re-encoded as the store’s images; answers its URL. At most 20 a day per shopper.',
        response: {
          200: envelope(PhotoUploadResultSchema),
          ...errorReplies(400, 401, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const url = await returns.uploadPhoto(callerOf(request).id, () =>
        receiveImage(request, 'image', storage),
      )
      return ok({ url }, 'Photo uploaded')
    },
  )

  app.get(
    '/returns',
    {
      schema: {
        tags,
        security,
        description: "The caller's returns, newest first.",
        response: { 200: envelope(z.array(ReturnSchema)), ...errors },
      },
    },
    async (request) => ok(await returns.listForUser(callerOf(request).id)),
  )

  app.get(
    '/returns/:id',
    {
      schema: {
        tags,
        security,
        description: "One of the caller's returns with its timeline and the policy's dates.",
        params: ReturnIdParamsSchema,
        response: { 200: envelope(ReturnSchema), ...errors },
      },
    },
    async (request) =>
      ok(await returns.getForUser(callerOf(request).id, Number(request.params.id))),
  )
}
