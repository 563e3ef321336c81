import {
  AdminReturnQuerySchema,
  AdminReturnSchema,
  RETURN_STATUS_LABELS,
  ReturnIdParamsSchema,
  ReturnStatusChangeBodySchema,
  ReturnsOverviewSchema,
  envelope,
  pagedEnvelope,
} from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorReplies, ok, paged } from '../../lib/http.js'
import { callerOf, requireAdmin } from '../../plugins/auth.js'
import type { MoveReturn } from '../../flows/move-return.js'
import type { ReturnsService } from './service.js'

const tags = ['returns admin']
const security = [{ bearer: [] }]
const errors = errorReplies(400, 401, 403, 404, 409)

/** The returns queue: admins only, checked on the server for every call. */
type Options = { returns: ReturnsService; moveReturn: MoveReturn }

export const returnAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { returns, moveReturn },
) => {
  app.addHook('preHandler', requireAdmin)

  app.get(
    '/admin/returns',
    {
      config: { audit: 'returns.list' },
      schema: {
        tags,
        security,
        description:
          'All returns, newest first; filter by status, IST dates of the request, and order number or mobile number. `overdue` marks requests waiting longer than 3 working days.',
        querystring: AdminReturnQuerySchema,
        response: { 200: pagedEnvelope(AdminReturnSchema), ...errors },
      },
    },
    async ({ query }) => {
      const { items, total } = await returns.list(query)
      return paged(items, { page: query.page, limit: query.limit, total })
    },
  )

  app.get(
    '/admin/returns/overview',
    {
      schema: {
        tags,
        security,
        description:
          'The return rate of the last 30 days (of the units delivered in them, the share that returns not rejected ask back: returnedUnits / deliveredUnits) and the reasons given most.',
        response: { 200: envelope(ReturnsOverviewSchema), ...errors },
      },
    },
    async () => ok(await returns.overview()),
  )

  app.get(
    '/admin/returns/:id',
    {
      config: { audit: 'returns.read' },
      schema: {
        tags,
        security,
        description: 'One return with its photos, lines, refund details in full and timeline.',
        params: ReturnIdParamsSchema,
        response: { 200: envelope(AdminReturnSchema), ...errors },
      },
    },
    async ({ params }) => ok(await returns.getForAdmin(Number(params.id))),
  )

  app.put(
    '/admin/returns/:id/status',
    {
      config: { audit: 'returns.move' },
      schema: {
        tags,
        security,
        description:
          'Moves a return: Requested -> Approved (pickupDate) or Rejected (note); Approved -> PickedUp -> Received (qc passed: the units go back on sale; qc failed with a note: closed, an exchange’s reserved unit is released) -> Refunded (refundReference for a cash refund; store credit is added) or Exchanged (the replacement order is placed) -> Closed.',
        params: ReturnIdParamsSchema,
        body: ReturnStatusChangeBodySchema,
        response: { 200: envelope(AdminReturnSchema), ...errors },
      },
    },
    async (request) => {
      const ret = await moveReturn(Number(request.params.id), request.body, callerOf(request))
      return ok(ret, `Return ${RETURN_STATUS_LABELS[ret.status]}`)
    },
  )
}
