import {
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  MESSAGES,
  MessageBodySchema,
  RefreshBodySchema,
  MobileParamsSchema,
  PasswordStrengthBodySchema,
  PasswordStrengthSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  TokensSchema,
  VerifyOtpBodySchema,
  envelope,
} from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AttemptLimiter } from '../../lib/attempt-limits.js'
import { AppError } from '../../lib/errors.js'
import { answer, done, errorReplies, ok } from '../../lib/http.js'
import { ratePassword } from '../../lib/passwords.js'
import { requireUser } from '../../plugins/auth.js'
import type { AccountSummary } from '../../flows/account-summary.js'
import type { Accounts } from '../../records/account.js'
import type { LoginGuard } from './login-guard.js'
import { OTP_SENT, type PasswordReset } from './password-reset.js'
import type { SessionService } from './service.js'

const tags = ['auth']
const errors = errorReplies(400, 401, 403, 409, 429)

/** One limiter per subject (e-mail) and one per IP address, for each reset code step. */
export type AuthLimits = Record<
  'otpRequest' | 'otpCheck',
  { subject: AttemptLimiter; ip: AttemptLimiter }
>

type Options = {
  users: Accounts
  accountSummary: AccountSummary
  sessions: SessionService
  reset: PasswordReset
  limits: AuthLimits
  loginGuard: LoginGuard
  /** A new account's marketing choice, recorded where consent lives (decision 078). */
  registered: (userId: number, marketingConsent: boolean, ip: string) => Promise<void>
}

/** Runs `attempt`; a failure with the given status counts against both limiters. */
async function limited<T>(
  limiter: AuthLimits[keyof AuthLimits],
  keys: { subject: string; ip: string },
  failureStatus: number,
  attempt: () => Promise<T>,
): Promise<T> {
  await limiter.subject.check([keys.subject])
  await limiter.ip.check([keys.ip])
  try {
    return await attempt()
  } catch (error) {
    if (error instanceof AppError && error.statusCode === failureStatus) {
      await limiter.subject.count([keys.subject])
      await limiter.ip.count([keys.ip])
    }
    throw error
  }
}

export const authRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { users, accountSummary, sessions, reset, limits, loginGuard, registered },
) => {
  app.post(
    '/auth/password-strength',
    {
      schema: {
        tags,
        description:
          'How strong a password being typed is, by the rule registration and reset enforce: its score (0-4), whether it is accepted, and what to change. Nothing is stored or logged. The forms ask it as the shopper types, so the estimator and its dictionaries stay on the server.',
        body: PasswordStrengthBodySchema,
        response: { 200: envelope(PasswordStrengthSchema), ...errorReplies(400) },
      },
    },
    async ({ body }) => ok(await ratePassword(body.password, body.related)),
  )

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        body: RegisterBodySchema,
        response: { 201: envelope(z.object({ _id: z.string() })), ...errors },
      },
    },
    async ({ body, ip }, reply) => {
      const user = await users.register(body)
      await registered(user.id, body.marketingConsent === true, ip)
      return reply.code(201).send(ok({ _id: String(user.id) }, 'User registered successfully'))
    },
  )

  app.post(
    '/auth/login',
    { schema: { tags, body: LoginBodySchema, response: { 200: LoginResponseSchema, ...errors } } },
    async ({ body, ip }) => {
      await loginGuard.beforeAttempt(body.phone, ip)
      const admit = (row: { id: number; name: string; email: string }) =>
        loginGuard.passed(body.phone, ip, row, body.code)
      const user = await users
        .authenticate(body.phone, body.password, admit)
        .catch(async (error: unknown) => {
          if (error instanceof AppError && error.code === 'INVALID_LOGIN') {
            await loginGuard.failed(body.phone, ip)
          }
          throw error
        })
      const { accessToken, refreshToken } = await sessions.start(user.id)
      const details = await accountSummary.summaryOf(user)
      return answer(
        {
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
        },
        MESSAGES.loginSuccess,
      )
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
      return done(MESSAGES.logoutSuccess)
    },
  )

  app.put(
    '/auth/forget-password/:mobile',
    {
      schema: {
        tags,
        params: MobileParamsSchema,
        body: ForgotPasswordBodySchema,
        response: { 200: MessageBodySchema, ...errors },
      },
    },
    async ({ params, body, ip }) => {
      // Every request sends mail, so every request counts; the answer never says whether the account exists.
      await limits.otpRequest.subject.count([body.email, params.mobile])
      await limits.otpRequest.ip.count([ip])
      await reset.requestOtp(params.mobile, body.email)
      return done(OTP_SENT)
    },
  )

  app.put(
    '/user/verify-forgot-password-otp',
    {
      schema: {
        tags,
        body: VerifyOtpBodySchema,
        response: { 200: envelope(z.object({ resetToken: z.string() })), ...errors },
      },
    },
    async ({ body, ip }) => {
      const resetToken = await limited(limits.otpCheck, { subject: body.email, ip }, 400, () =>
        reset.verifyOtp(body.email, body.otp),
      )
      return ok({ resetToken }, 'OTP verified. You can now set a new password.')
    },
  )

  app.put(
    '/user/reset-password',
    {
      schema: {
        tags,
        body: ResetPasswordBodySchema,
        response: { 200: MessageBodySchema, ...errors },
      },
    },
    async ({ body }) => {
      await reset.reset(body)
      return done('Password changed. Please login with your new password.')
    },
  )
}
