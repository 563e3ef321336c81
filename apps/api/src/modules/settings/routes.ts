import {
  GST_STATES,
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
}
