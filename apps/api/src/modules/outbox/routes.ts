import {
  AdminMailListSchema,
  AdminMailQuerySchema,
  AdminMailSchema,
  MailIdParamsSchema,
  envelope,
} from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorReplies, ok, paged } from '../../lib/http.js'
import { requireAdmin } from '../../plugins/auth.js'
import type { Outbox } from './service.js'

const tags = ['mail admin']
const security = [{ bearer: [] }]

type Row = {
  id: number
  to_address: string
  subject: string
  status: 'pending' | 'sending' | 'sent' | 'failed'
  attempts: number
  next_attempt_at: string
  last_error: string | null
  created_at: string
  code_expires_at: string | null
}

const toMail = (row: Row) => ({
  _id: row.id,
  to: row.to_address,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
  createdAt: row.created_at,
  codeRedacted: row.code_expires_at !== null,
})

/** The store's outgoing mail: admins only, checked on the server for every call. */
export const outboxAdminRoutes: FastifyPluginAsyncZod<{ outbox: Outbox }> = async (
  app,
  { outbox },
) => {
  app.addHook('preHandler', requireAdmin)

  app.get(
    '/admin/mail',
    {
      config: { audit: 'mail.list' },
      schema: {
        tags,
        security,
        description:
          'Mail that could not be sent after every try (failed), or still waiting for its next try (pending), newest first, with both counts.',
        querystring: AdminMailQuerySchema,
        response: { 200: AdminMailListSchema, ...errorReplies(400, 401, 403) },
      },
    },
    async ({ query }) => {
      const { rows, total, failed, pending } = await outbox.list(query.status, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      })
      return {
        ...paged(rows.map(toMail), { page: query.page, limit: query.limit, total }),
        counts: { failed, pending },
      }
    },
  )

  app.post(
    '/admin/mail/:mailId/retry',
    {
      config: { audit: 'mail.retry' },
      schema: {
        tags,
        security,
        description: 'Sends a failed mail again: it is pending at once, with a fresh set of tries.',
        params: MailIdParamsSchema,
        response: { 200: envelope(AdminMailSchema), ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async ({ params }) =>
      ok(toMail(await outbox.retry(params.mailId)), 'Mail queued to send again'),
  )
}
