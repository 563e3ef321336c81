import {
  LIMITS,
  UpdateUserBodySchema,
  UserDetailsSchema,
  UserIdParamsSchema,
  envelope,
} from '@store/contract'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { badRequest } from '../../lib/errors.js'
import { errorReplies, ok } from '../../lib/http.js'
import type { FileStorage } from '../../lib/storage.js'
import { UPLOAD_LIMITS, receiveImage } from '../../lib/uploads.js'
import { assertSelf, assertSelfOrAdmin, requireUser } from '../../plugins/auth.js'
import type { AccountSummary } from '../../flows/account-summary.js'
import type { UsersService } from './service.js'

const tags = ['users']
const errors = errorReplies(400, 401, 403, 404, 409, 413, 415)
const security = [{ bearer: [] }]

type Options = { users: UsersService; accountSummary: AccountSummary; storage: FileStorage }

export const userRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { users, accountSummary, storage },
) => {
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadMaxBytes, ...UPLOAD_LIMITS },
  })

  app.get(
    '/users/:userId',
    {
      config: { audit: 'customers.read' },
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
      return ok(await accountSummary.of(Number(request.params.userId)))
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
      assertSelf(request, request.body.userId)
      return ok(await accountSummary.updateProfile(request.body), 'Profile updated successfully')
    },
  )

  app.put(
    '/user/upload-avatar',
    {
      preHandler: requireUser,
      config: { uploadField: 'avatar' },
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(z.object({ avatar: z.string() })), ...errors },
      },
    },
    async (request) => {
      const user = request.user
      if (!user) throw badRequest('avatar is required')
      const avatar = await receiveImage(request, 'avatar', storage)
      await users.setAvatar(user.id, avatar)
      return ok({ avatar }, 'Profile photo updated')
    },
  )
}
