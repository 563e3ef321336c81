import {
  AccountDeleteConfirmBodySchema,
  ErasureSchema,
  MarketingConsentBodySchema,
  MarketingConsentSchema,
  MarketingUnsubscribeBodySchema,
  MessageBodySchema,
  PageQuerySchema,
  envelope,
  pagedEnvelope,
} from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { EraseAccount } from '../../flows/erase-account.js'
import type { ExportAccount } from '../../flows/export-account.js'
import { done, errorReplies, ok, paged } from '../../lib/http.js'
import { callerOf, requireAdmin, requireUser } from '../../plugins/auth.js'
import { DELETE_CODE_SENT, UNSUBSCRIBED, type PrivacyService } from './service.js'

const security = [{ bearer: [] }]
const tags = ['personal data']

type Options = { privacy: PrivacyService; exportAccount: ExportAccount; eraseAccount: EraseAccount }

/**
 * The shopper's rights over her personal data (decision 078): marketing consent, its link in
 * mail, the data export and erasure; and the admins' list of erasures.
 */
export const privacyRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { privacy, exportAccount, eraseAccount },
) => {
  app.get(
    '/account/marketing',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        description:
          "The caller's marketing e-mail consent and its history (given, withdrawn, when, how).",
        response: { 200: envelope(MarketingConsentSchema), ...errorReplies(401) },
      },
    },
    async (request) => ok(await privacy.consent(callerOf(request).id)),
  )

  app.put(
    '/account/marketing',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        description:
          'Gives or withdraws consent to offers by e-mail; the history records the change (none when the choice is already that).',
        body: MarketingConsentBodySchema,
        response: { 200: envelope(MarketingConsentSchema), ...errorReplies(400, 401) },
      },
    },
    async (request) => {
      const userId = callerOf(request).id
      await privacy.setMarketing(userId, request.body.marketing, 'account', request.ip)
      return ok(
        await privacy.consent(userId),
        request.body.marketing
          ? 'You will get offers by e-mail'
          : 'You will get no more offers by e-mail',
      )
    },
  )

  app.post(
    '/account/marketing/unsubscribe',
    {
      schema: {
        tags,
        description:
          'The link in every marketing mail, no login needed: withdraws the consent. 400 TOKEN_INVALID for a link the store did not make.',
        body: MarketingUnsubscribeBodySchema,
        response: { 200: MessageBodySchema, ...errorReplies(400) },
      },
    },
    async (request) => {
      await privacy.unsubscribe(request.body.token, request.ip)
      return done(UNSUBSCRIBED)
    },
  )

  app.get(
    '/account/export',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        description:
          "Downloads the caller's data as a JSON file: profile, addresses, cart, orders, returns, wishlist and alerts, store credit and consent history.",
        response: {
          200: {
            description: 'The JSON file',
            content: { 'application/json': { schema: z.unknown() } },
          },
          ...errorReplies(401),
        },
      },
    },
    async (request, reply) => {
      const data = await exportAccount(callerOf(request).id)
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', 'attachment; filename="kapdakart-my-data.json"')
        .header('cache-control', 'private, no-store')
        .send(JSON.stringify(data, null, 2))
    },
  )

  app.post(
    '/account/delete',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        description:
          'Starts deleting the account: e-mails a 6-digit code (10 minutes, 5 tries). 409 OPEN_ORDERS names the orders and returns that must finish first.',
        response: { 200: MessageBodySchema, ...errorReplies(401, 409) },
      },
    },
    async (request) => {
      await eraseAccount.request(callerOf(request).id)
      return done(DELETE_CODE_SENT)
    },
  )

  app.post(
    '/account/delete/confirm',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        description:
          'Erases the account at once with the e-mailed code: personal data erased or anonymised, invoices and the orders behind them kept as the CGST Act requires, every session ended. 400 OTP_INVALID for a wrong or expired code.',
        body: AccountDeleteConfirmBodySchema,
        response: { 200: MessageBodySchema, ...errorReplies(400, 401, 409) },
      },
    },
    async (request) => {
      await eraseAccount.confirm(callerOf(request).id, request.body.otp)
      return done('Your account has been deleted')
    },
  )

  app.get(
    '/admin/erasures',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        description:
          'Erased accounts, newest first: dates and counts of what was kept, never the erased data.',
        querystring: PageQuerySchema,
        response: { 200: pagedEnvelope(ErasureSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async ({ query }) => {
      const { items, total } = await privacy.erasures(query)
      return paged(items, { page: query.page, limit: query.limit, total })
    },
  )
}
