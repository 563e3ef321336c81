import {
  ErrorBodySchema,
  LIMITS,
  UpdateUserBodySchema,
  UserDetailsSchema,
  UserIdParamsSchema,
  envelope,
} from '@store/contract'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, badRequest } from '../../lib/errors.js'
import { ok } from '../../lib/http.js'
import { storeImage } from '../../lib/images.js'
import type { FileStorage } from '../../lib/storage.js'
import { assertSelf, assertSelfOrAdmin, requireUser } from '../../plugins/auth.js'
import type { UsersService } from './service.js'

const tags = ['users']
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
}
const security = [{ bearer: [] }]

type Options = { users: UsersService; storage: FileStorage }

export const userRoutes: FastifyPluginAsyncZod<Options> = async (app, { users, storage }) => {
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 5 },
  })

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
      assertSelf(request, request.body.userId)
      return ok(await users.update(request.body), 'Profile updated successfully')
    },
  )

  app.put(
    '/user/upload-avatar',
    {
      preHandler: requireUser,
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
      const file = await request.file()
      if (!file || file.fieldname !== 'avatar') throw badRequest('avatar is required')
      // Over the size limit, toBuffer() throws a 413 the error handler passes on.
      const bytes = await file.toBuffer()
      if (bytes.length === 0) throw badRequest('avatar is empty')
      const avatar = await storeImage(storage, bytes).catch((error: unknown) => {
        request.log.info({ err: error }, 'avatar is not a readable image')
        throw new AppError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'avatar must be an image (JPEG, PNG, WebP, GIF or AVIF)',
        )
      })
      await users.setAvatar(user.id, avatar)
      return ok({ avatar }, 'Profile photo updated')
    },
  )
}
