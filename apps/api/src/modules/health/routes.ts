import { HealthSchema } from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { DatabaseHandle } from '../../db/index.js'

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: HealthSchema } } },
    async () => {
      await database.ping()
      return {
        status: 'ok' as const,
        database: database.kind,
        uptimeSeconds: Math.round(process.uptime()),
      }
    },
  )
}
