import multipart from '@fastify/multipart'
import {
  HelpfulSchema,
  LIMITS,
  MessageBodySchema,
  MyReviewSchema,
  PhotoUploadResultSchema,
  ProductReviewParamsSchema,
  ReviewBodySchema,
  ReviewFormSchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  ReviewParamsSchema,
  ReviewReportBodySchema,
  ReviewUnsubscribeQuerySchema,
  envelope,
} from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { done, errorReplies, ok } from '../../lib/http.js'
import type { FileStorage } from '../../lib/storage.js'
import { UPLOAD_LIMITS, receiveImage } from '../../lib/uploads.js'
import { callerOf, requireUser } from '../../plugins/auth.js'
import type { ReviewsService } from './service.js'

const security = [{ bearer: [] }]

/** The shopper's side of reviews: the product page's list, writing one's own, votes and reports. */
export const reviewRoutes: FastifyPluginAsyncZod<{
  reviews: ReviewsService
  storage: FileStorage
}> = async (app, { reviews, storage }) => {
  const tags = ['reviews']
  const me = (request: Parameters<typeof callerOf>[0]) => callerOf(request).id
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadMaxBytes, ...UPLOAD_LIMITS },
  })

  app.get(
    '/products/:productId/reviews',
    {
      schema: {
        tags,
        description:
          "A product's published reviews, 10 a page, with the kept summary: average (one decimal), count, the count of each star and of each fit. Sorted by most helpful (default), newest, highest or lowest; filtered by stars and to those with photos.",
        params: ProductReviewParamsSchema,
        querystring: ReviewListQuerySchema,
        response: { 200: envelope(ReviewListSchema), ...errorReplies(400, 404) },
      },
    },
    async (request) => ok(await reviews.list(Number(request.params.productId), request.query)),
  )

  app.get(
    '/products/:productId/reviews/mine',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        description:
          "The review form's facts: whether the caller may review the product (a delivered order line, not fully returned), the size bought, and her review with its status and a rejection's reason.",
        params: ProductReviewParamsSchema,
        response: { 200: envelope(ReviewFormSchema), ...errorReplies(400, 401, 404) },
      },
    },
    async (request) => ok(await reviews.form(me(request), Number(request.params.productId))),
  )

  app.post(
    '/products/:productId/reviews',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        description:
          "Reviews a product the caller bought and received: stars 1-5, an optional title and text (plain text), up to 5 of her own review photos, and the fit. The size and the verified mark come from her order. Published at once unless a rule holds it for the admin (a link, phone number, e-mail address or one of the admin's words). 403 NOT_A_BUYER; 409 ALREADY_REVIEWED.",
        params: ProductReviewParamsSchema,
        body: ReviewBodySchema,
        response: { 201: envelope(MyReviewSchema), ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const review = await reviews.create(
        me(request),
        Number(request.params.productId),
        request.body,
      )
      const message =
        review.status === 'published'
          ? 'Thanks for your review'
          : 'Thanks: your review will show once checked'
      return reply.code(201).send(ok(review, message))
    },
  )

  app.put(
    '/reviews/:reviewId',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        description:
          "Edits the caller's own review (another shopper's is not found); the rules judge it again.",
        params: ReviewParamsSchema,
        body: ReviewBodySchema,
        response: { 200: envelope(MyReviewSchema), ...errorReplies(400, 401, 404) },
      },
    },
    async (request) =>
      ok(
        await reviews.update(me(request), Number(request.params.reviewId), request.body),
        'Review updated',
      ),
  )

  app.delete(
    '/reviews/:reviewId',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        description: "Deletes the caller's own review; another shopper's is not found.",
        params: ReviewParamsSchema,
        response: { 200: MessageBodySchema, ...errorReplies(400, 401, 404) },
      },
    },
    async (request) => {
      await reviews.remove(me(request), Number(request.params.reviewId))
      return done('Review deleted')
    },
  )

  app.post(
    '/reviews/:reviewId/helpful',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        description:
          'Marks a published review helpful, once a shopper: asking again changes nothing. Answers its count.',
        params: ReviewParamsSchema,
        response: { 200: envelope(HelpfulSchema), ...errorReplies(400, 401, 404) },
      },
    },
    async (request) =>
      ok(
        await reviews.helpful(me(request), Number(request.params.reviewId)),
        'Thanks for your vote',
      ),
  )

  app.post(
    '/reviews/:reviewId/report',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        description:
          "Reports a published review, once a shopper (again changes nothing). A report of its photos holds it for the admin's check.",
        params: ReviewParamsSchema,
        body: ReviewReportBodySchema,
        response: { 200: MessageBodySchema, ...errorReplies(400, 401, 404) },
      },
    },
    async (request) => {
      await reviews.report(me(request), Number(request.params.reviewId), request.body.reason)
      return done('Thanks: we will check this review')
    },
  )

  app.post(
    '/reviews/photos',
    {
      onRequest: requireUser,
      config: { uploadField: 'image' },
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description:
          'One photo for a review in the multipart field `image` (JPEG, PNG, WebP, GIF or AVIF, at most 5 MB), re-encoded as the store’s images; answers its URL. At most 20 a day per shopper.',
        response: {
          200: envelope(PhotoUploadResultSchema),
          ...errorReplies(400, 401, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const url = await reviews.uploadPhoto(me(request), () =>
        receiveImage(request, 'image', storage),
      )
      return ok({ url }, 'Photo uploaded')
    },
  )

  app.get(
    '/reviews/unsubscribe',
    {
      schema: {
        tags,
        description:
          'The link in a review request, no login needed: no more review requests for that shopper. 400 TOKEN_INVALID for a link the store did not make.',
        querystring: ReviewUnsubscribeQuerySchema,
        response: { 200: MessageBodySchema, ...errorReplies(400) },
      },
    },
    async (request) => {
      await reviews.unsubscribe(request.query.token)
      return done('You will get no more review requests')
    },
  )
}
