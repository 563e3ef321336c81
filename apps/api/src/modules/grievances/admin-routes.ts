import {
  AdminGrievanceQuerySchema,
  AdminGrievanceSchema,
  GrievanceActionBodySchema,
  GrievanceReportQuerySchema,
  GrievanceReportSchema,
  TicketParamsSchema,
  envelope,
  pagedEnvelope,
} from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorReplies, ok, paged } from '../../lib/http.js'
import { callerOf, requireAdmin } from '../../plugins/auth.js'
import type { GrievanceService } from './service.js'

const tags = ['grievances admin']
const security = [{ bearer: [] }]
const errors = errorReplies(400, 401, 403, 404, 409)

/** The grievance queue: admins only, checked on the server for every call. */
export const grievanceAdminRoutes: FastifyPluginAsyncZod<{ grievances: GrievanceService }> = async (
  app,
  { grievances },
) => {
  app.addHook('preHandler', requireAdmin)

  app.get(
    '/admin/grievances',
    {
      config: { audit: 'grievances.list' },
      schema: {
        tags,
        security,
        description:
          'All grievances, newest first, each with its age in hours and whether it is past 48 hours unacknowledged or a month unresolved (E-Commerce Rules 2020, rule 4(5)); filter by status, or `overdue=true` for those past either.',
        querystring: AdminGrievanceQuerySchema,
        response: { 200: pagedEnvelope(AdminGrievanceSchema), ...errors },
      },
    },
    async ({ query }) => {
      const { items, total } = await grievances.list(query)
      return paged(items, { page: query.page, limit: query.limit, total })
    },
  )

  app.get(
    '/admin/grievances/report',
    {
      schema: {
        tags,
        security,
        description:
          'The grievances received in a month in India (YYYY-MM) as they stand now: received, acknowledged by a person within 48 hours, resolved within one month, still pending; in all and per type.',
        querystring: GrievanceReportQuerySchema,
        response: { 200: envelope(GrievanceReportSchema), ...errors },
      },
    },
    async ({ query }) => ok(await grievances.report(query.month)),
  )

  app.get(
    '/admin/grievances/:ticket',
    {
      config: { audit: 'grievances.read' },
      schema: {
        tags,
        security,
        description: 'One grievance with its customer, thread, age and deadlines.',
        params: TicketParamsSchema,
        response: { 200: envelope(AdminGrievanceSchema), ...errors },
      },
    },
    async (request) => ok(await grievances.getForAdmin(request.params.ticket)),
  )

  app.put(
    '/admin/grievances/:ticket',
    {
      config: { audit: 'grievances.act' },
      schema: {
        tags,
        security,
        description:
          'Acknowledges (from received; with an optional message), replies to (a reply to a received grievance acknowledges it) or resolves (with the resolution) a grievance; each reply and the resolution are e-mailed to the shopper. 409 GRIEVANCE_STATUS_CONFLICT for a step its status does not allow.',
        params: TicketParamsSchema,
        body: GrievanceActionBodySchema,
        response: { 200: envelope(AdminGrievanceSchema), ...errors },
      },
    },
    async (request) => {
      const messages = {
        acknowledge: 'Grievance acknowledged',
        reply: 'Reply sent',
        resolve: 'Grievance resolved',
      }
      return ok(
        await grievances.act(callerOf(request).id, request.params.ticket, request.body),
        messages[request.body.action],
      )
    },
  )
}
