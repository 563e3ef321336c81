import { ErrorBodySchema, HealthSchema } from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { DatabaseHandle } from '../../db/index.js'

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        description:
          'Answers 200 after a database round trip, and 503 from the moment the server is stopping, so a load balancer sends no new work to it.',
        response: { 200: HealthSchema, 503: ErrorBodySchema },
      },
    },
    async (_request, reply) => {
      if (app.draining) {
        return reply.code(503).send({
          success: false as const,
          error: true as const,
          code: 'SERVICE_UNAVAILABLE' as const,
          message: 'The server is stopping',
        })
      }
      await database.ping()
      return {
        status: 'ok' as const,
        database: database.kind,
        uptimeSeconds: Math.round(process.uptime()),
      }
    },
  )
}
