import {
  AdminReviewListSchema,
  AdminReviewQuerySchema,
  AdminReviewSchema,
  AdminReviewUpdateBodySchema,
  ReviewParamsSchema,
  ReviewSettingsBodySchema,
  ReviewSettingsSchema,
  envelope,
} from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorReplies, ok } from '../../lib/http.js'
import { callerOf, requireAdmin } from '../../plugins/auth.js'
import type { ReviewsService } from './service.js'

const security = [{ bearer: [] }]

/** The moderation queue and the reviews' settings, for admins only. */
export const reviewAdminRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (
  app,
  { reviews },
) => {
  const tags = ['reviews admin']

  app.get(
    '/admin/reviews',
    {
      config: { audit: 'reviews.list' },
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        description:
          'Reviews by status (held by default), newest first, 20 a page, with why the rules held each and its reports.',
        querystring: AdminReviewQuerySchema,
        response: { 200: envelope(AdminReviewListSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await reviews.adminList(request.query.status, request.query.page)),
  )

  app.put(
    '/admin/reviews/:reviewId',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        description:
          "Publishes or rejects a review (a rejection's reason is shown to its author) and replies publicly as the store (an empty reply removes it). The product's figures move in the same transaction.",
        params: ReviewParamsSchema,
        body: AdminReviewUpdateBodySchema,
        response: { 200: envelope(AdminReviewSchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(
        await reviews.moderate(Number(request.params.reviewId), request.body),
        request.body.status === 'published' ? 'Review published' : 'Review rejected',
      ),
  )

  app.get(
    '/admin/review-settings',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        description:
          'The days after delivery a review request is mailed (3 until saved) and the words that hold a review.',
        response: { 200: envelope(ReviewSettingsSchema), ...errorReplies(401, 403) },
      },
    },
    async () => ok(await reviews.settings()),
  )

  app.put(
    '/admin/review-settings',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        description: 'Saves the review settings.',
        body: ReviewSettingsBodySchema,
        response: { 200: envelope(ReviewSettingsSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) =>
      ok(await reviews.saveSettings(request.body, callerOf(request).id), 'Review settings saved'),
  )
}
