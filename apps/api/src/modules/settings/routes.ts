import {
  GST_STATES,
  SellerContactsAnswerSchema,
  SellerContactsBodySchema,
  SellerContactsSchema,
  SellerSchema,
  SettingsSavedSchema,
  StoreSettingsAnswerSchema,
  StoreSettingsBodySchema,
  envelope,
} from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { SaveSettings } from '../../flows/save-settings.js'
import { errorReplies, ok } from '../../lib/http.js'
import { callerOf, requireAdmin } from '../../plugins/auth.js'
import type { SettingsService } from './service.js'

const tags = ['settings admin']
const security = [{ bearer: [] }]
const errors = errorReplies(400, 401, 403)

type Options = {
  settings: SettingsService
  save: SaveSettings
}

/** The store's settings: seller details for GST invoices, invoice prefix, return window. */
export const settingsRoutes: FastifyPluginAsyncZod<Options> = async (app, { settings, save }) => {
  app.addHook('preHandler', requireAdmin)

  app.get(
    '/admin/settings',
    {
      schema: {
        tags,
        security,
        description:
          "The store's settings (null until saved, unless the environment or the demo gives first values) and the GST state codes.",
        response: { 200: envelope(StoreSettingsAnswerSchema), ...errors },
      },
    },
    async () => ok({ settings: await settings.current(), states: [...GST_STATES] }),
  )

  app.put(
    '/admin/settings',
    {
      schema: {
        tags,
        security,
        description:
          'Saves the settings. Shipped orders that have no invoice yet (shipped before the settings existed) get one now.',
        body: StoreSettingsBodySchema,
        response: { 200: envelope(SettingsSavedSchema), ...errors },
      },
    },
    async (request) => {
      return ok(await save(request.body, callerOf(request).id), 'Settings saved')
    },
  )

  app.get(
    '/admin/seller-contacts',
    {
      schema: {
        tags,
        security,
        description:
          "Customer care and the grievance officer shown with the seller (null until saved, unless the demo's example).",
        response: { 200: envelope(SellerContactsAnswerSchema), ...errors },
      },
    },
    async () => ok({ contacts: await settings.contacts() }),
  )

  app.put(
    '/admin/seller-contacts',
    {
      schema: {
        tags,
        security,
        description:
          'Saves customer care (e-mail, phone, hours) and the grievance officer (name, designation, phone, e-mail).',
        body: SellerContactsBodySchema,
        response: { 200: envelope(SellerContactsSchema), ...errors },
      },
    },
    async (request) =>
      ok(await settings.saveContacts(request.body, callerOf(request).id), 'Seller details saved'),
  )
}

/** Who sells: open to everyone (Consumer Protection (E-Commerce) Rules 2020, decision 075). */
export const sellerRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/seller',
    {
      schema: {
        tags: ['seller'],
        description:
          "The seller's legal name, address, GSTIN, customer care and grievance officer, as the shop's Seller details page shows them. Parts not yet set are null.",
        response: { 200: envelope(SellerSchema) },
      },
    },
    async () => ok(await settings.seller()),
  )
}
