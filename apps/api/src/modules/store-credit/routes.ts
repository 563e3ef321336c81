import { StoreCreditSchema, envelope } from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorReplies, ok } from '../../lib/http.js'
import { callerOf, requireUser } from '../../plugins/auth.js'
import type { StoreCreditService } from './service.js'

export const storeCreditRoutes: FastifyPluginAsyncZod<{ credit: StoreCreditService }> = async (
  app,
  { credit },
) => {
  app.addHook('preHandler', requireUser)
  app.get(
    '/store-credit',
    {
      schema: {
        tags: ['returns'],
        security: [{ bearer: [] }],
        description: "The caller's store credit: the balance and its ledger, newest first.",
        response: { 200: envelope(StoreCreditSchema), ...errorReplies(401) },
      },
    },
    async (request) => ok(await credit.statement(callerOf(request).id)),
  )
}
