import {
  AdminPaymentCountsSchema,
  AdminPaymentQuerySchema,
  AdminPaymentSchema,
  RefundIdParamsSchema,
  RefundSchema,
  envelope,
  pagedEnvelope,
} from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorReplies, ok, paged } from '../../lib/http.js'
import { requireAdmin } from '../../plugins/auth.js'
import type { PaymentService } from './service.js'

const tags = ['payments admin']
const security = [{ bearer: [] }]

/** Reconciliation: online payments by state with Razorpay's ids, and retrying a failed refund. */
export const paymentAdminRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (
  app,
  { payments },
) => {
  app.addHook('preHandler', requireAdmin)

  app.get(
    '/admin/payments',
    {
      config: { audit: 'payments.list' },
      schema: {
        tags,
        security,
        description:
          "Online payments in one state (awaiting, failed, paid, refunded, cancelled), or 'mismatched': captured payments that paid no order (a wrong amount, a second payment, one after the order was cancelled), each refunded in full. Newest first; q finds an order number or a Razorpay id.",
        querystring: AdminPaymentQuerySchema,
        response: { 200: pagedEnvelope(AdminPaymentSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async ({ query }) => {
      const { items, total } = await payments.adminList(query)
      return paged(items, { page: query.page, limit: query.limit, total })
    },
  )

  app.get(
    '/admin/payments/counts',
    {
      schema: {
        tags,
        security,
        description: 'How many online payments are in each state.',
        response: { 200: envelope(AdminPaymentCountsSchema), ...errorReplies(401, 403) },
      },
    },
    async () => ok(await payments.counts()),
  )

  app.post(
    '/admin/payments/refunds/:refundId/retry',
    {
      config: { audit: 'payments.refund' },
      schema: {
        tags,
        security,
        description:
          'Sends a failed refund again with a fresh set of tries; Razorpay refunds it once, however often it is asked (the receipt is its idempotency key).',
        params: RefundIdParamsSchema,
        response: { 200: envelope(RefundSchema), ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async ({ params }) =>
      ok(await payments.retryRefund(params.refundId), 'Refund queued to send again'),
  )
}
