import { ErrorBodySchema, IdSchema, MessageBodySchema } from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ResponseCache } from '../../lib/response-cache.js'
import { requireAdmin } from '../../plugins/auth.js'
import type { CatalogService } from './service.js'

const tags = ['catalog admin']
const security = [{ bearer: [] }]
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
}

type Options = { catalog: CatalogService; cache: ResponseCache }

/** Catalogue changes: admins only, checked on the server for every call. */
export const catalogAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { catalog, cache },
) => {
  app.addHook('preHandler', requireAdmin)

  app.delete(
    '/category/delete',
    {
      schema: {
        tags,
        security,
        body: z.strictObject({ _id: IdSchema }),
        response: { 200: MessageBodySchema, ...errors },
      },
    },
    async ({ body }) => {
      await catalog.deleteCategory(Number(body._id))
      cache.invalidate()
      return { success: true as const, error: false as const, message: 'Category deleted' }
    },
  )
}
