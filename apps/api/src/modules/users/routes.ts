import {
  ErrorBodySchema,
  UpdateUserBodySchema,
  UserDetailsSchema,
  UserIdParamsSchema,
  envelope,
} from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/http.js'
import { assertSelfOrAdmin, requireUser } from '../../plugins/auth.js'
import type { UsersService } from './service.js'

const tags = ['users']
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
}
const security = [{ bearer: [] }]

export const userRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  app.get(
    '/users/:userId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        params: UserIdParamsSchema,
        response: { 200: envelope(UserDetailsSchema), ...errors },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.userId)
      return ok(await users.getDetails(Number(request.params.userId)))
    },
  )

  app.put(
    '/auth/update-user',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        body: UpdateUserBodySchema,
        response: { 200: envelope(UserDetailsSchema), ...errors },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.body.userId)
      return ok(await users.update(request.body), 'Profile updated successfully')
    },
  )
}
