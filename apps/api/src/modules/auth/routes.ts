import {
  ErrorBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  MESSAGES,
  MessageBodySchema,
  RefreshBodySchema,
  RegisterBodySchema,
  TokensSchema,
  envelope,
} from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../lib/http.js'
import { requireUser } from '../../plugins/auth.js'
import type { UsersService } from '../users/service.js'
import type { SessionService } from './service.js'

const tags = ['auth']
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
}

type Options = { users: UsersService; sessions: SessionService }

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { users, sessions }) => {
  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        body: RegisterBodySchema,
        response: { 201: envelope(z.object({ _id: z.string() })), ...errors },
      },
    },
    async ({ body }, reply) => {
      const user = await users.register(body)
      return reply.code(201).send(ok({ _id: String(user.id) }, 'User registered successfully'))
    },
  )

  app.post(
    '/auth/login',
    { schema: { tags, body: LoginBodySchema, response: { 200: LoginResponseSchema, ...errors } } },
    async ({ body }) => {
      const user = await users.authenticate(body.phone, body.password)
      const { accessToken, refreshToken } = await sessions.start(user.id)
      const details = await users.loginDetails(user)
      return {
        success: true as const,
        error: false as const,
        message: MESSAGES.loginSuccess,
        token: accessToken,
        refreshToken,
        user: details.mobile,
        data: {
          userId: details._id,
          name: details.name,
          email: details.email,
          avatar: details.avatar,
          verify_email: details.verify_email,
          last_login_date: details.last_login_date,
          status: details.status,
          address_details: details.address_details,
          shopping_cart: details.shopping_cart,
          orderHistory: details.orderHistory,
          userType: details.role,
        },
      }
    },
  )

  app.post(
    '/user/refresh-token',
    {
      schema: {
        tags,
        body: RefreshBodySchema,
        response: { 200: envelope(TokensSchema), ...errors },
      },
    },
    async ({ body }) => ok(await sessions.refresh(body.refreshToken), 'Session renewed'),
  )

  app.get(
    '/user/logout',
    {
      preHandler: requireUser,
      schema: { tags, security: [{ bearer: [] }], response: { 200: MessageBodySchema, ...errors } },
    },
    async (request) => {
      if (request.user) await sessions.end(request.user.id)
      return { success: true as const, error: false as const, message: MESSAGES.logoutSuccess }
    },
  )
}
