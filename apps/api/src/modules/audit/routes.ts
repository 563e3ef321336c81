import { AuditEntrySchema, AuditQuerySchema, pagedEnvelope } from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorReplies, paged } from '../../lib/http.js'
import { requireAdmin } from '../../plugins/auth.js'
import type { AuditLog } from './service.js'

/** The admins' audit log: read and filter only; no route changes or deletes an entry. */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditLog }> = async (app, { audit }) => {
  app.get(
    '/admin/audit',
    {
      onRequest: requireAdmin,
      config: { audit: 'audit.read' },
      schema: {
        tags: ['audit'],
        security: [{ bearer: [] }],
        description:
          'Admin calls that read or changed personal data or money, newest first: who, what, which record, when, from where. Filters: adminId, action, from and to (days in India).',
        querystring: AuditQuerySchema,
        response: { 200: pagedEnvelope(AuditEntrySchema), ...errorReplies(400, 401, 403) },
      },
    },
    async ({ query }) => {
      const { items, total } = await audit.list(query)
      return paged(items, { page: query.page, limit: query.limit, total })
    },
  )
}
