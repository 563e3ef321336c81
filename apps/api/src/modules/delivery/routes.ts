import multipart from '@fastify/multipart'
import {
  CodStandingSchema,
  CustomerCodParamsSchema,
  CustomerCodSchema,
  DeliveryEstimateQuerySchema,
  DeliveryEstimateSchema,
  DeliverySettingsSchema,
  envelope,
  PincodeInfoSchema,
  PincodeListSummarySchema,
  PincodeParamsSchema,
  PincodeUploadQuerySchema,
  PincodeUploadSchema,
} from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../lib/errors.js'
import { errorReplies, ok } from '../../lib/http.js'
import { receiveFile, UPLOAD_LIMITS } from '../../lib/uploads.js'
import { callerOf, requireAdmin, requireUser } from '../../plugins/auth.js'
import type { DeliveryService } from './service.js'

const tags = ['delivery']
const security = [{ bearer: [] }]

/** A courier's list of 50,000 PINs is about 1 MB. */
const LIST_MAX_BYTES = 4 * 1024 * 1024

/** Where the store delivers and by when: open to everyone; whether the caller may pay on delivery. */
export const deliveryRoutes: FastifyPluginAsyncZod<{
  delivery: DeliveryService
  /** Whether a product exists (the catalogue). */
  productExists: (productId: number) => Promise<boolean>
}> = async (app, { delivery, productExists }) => {
  app.get(
    '/pincodes/:pincode',
    {
      schema: {
        tags,
        description:
          "A PIN code's district and state (India Post's directory) and whether the store delivers there: prepaid, Cash on Delivery, in how many working days. 404 for a PIN that does not exist.",
        params: PincodeParamsSchema,
        response: { 200: envelope(PincodeInfoSchema), ...errorReplies(400, 404) },
      },
    },
    async (request) => ok(await delivery.pincode(request.params.pincode)),
  )

  app.get(
    '/delivery/estimate',
    {
      schema: {
        tags,
        description:
          "The promised delivery day for an order placed now to the PIN (the shop's cut-off, working days and holidays, then the courier's days), whether Cash on Delivery and prepaid are offered there, and the Cash on Delivery fee and order limit.",
        querystring: DeliveryEstimateQuerySchema,
        response: { 200: envelope(DeliveryEstimateSchema), ...errorReplies(400, 404) },
      },
    },
    async (request, reply) => {
      const { pincode, productId } = request.query
      if (productId && !(await productExists(Number(productId)))) {
        throw notFound('Product not found')
      }
      // The answer changes at the cut-off and with the settings: never kept.
      reply.header('cache-control', 'no-store')
      return ok(await delivery.estimate(pincode))
    },
  )

  app.get(
    '/delivery/cod-standing',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        description:
          'Whether the caller may pay on delivery, and why not (parcels refused or returned recently).',
        response: { 200: envelope(CodStandingSchema), ...errorReplies(401) },
      },
    },
    async (request) => ok(await delivery.codStanding(callerOf(request).id)),
  )
}

/** The shop's dispatch and Cash on Delivery settings, the courier's PIN list, and shoppers' standing. */
export const deliveryAdminRoutes: FastifyPluginAsyncZod<{
  delivery: DeliveryService
  /** Whether a shopper's account exists (the users module). */
  customerExists: (userId: number) => Promise<boolean>
}> = async (app, { delivery, customerExists }) => {
  const adminTags = ['delivery admin']
  const errors = errorReplies(400, 401, 403)
  const customer = async (userId: string) => {
    if (!(await customerExists(Number(userId)))) throw notFound('Customer not found')
    return Number(userId)
  }
  app.addHook('preHandler', requireAdmin)
  await app.register(multipart, { limits: { fileSize: LIST_MAX_BYTES, ...UPLOAD_LIMITS } })

  app.get(
    '/admin/delivery-settings',
    {
      schema: {
        tags: adminTags,
        security,
        description:
          'Dispatch (ship-from PIN, cut-off, working days, holidays) and Cash on Delivery rules.',
        response: { 200: envelope(DeliverySettingsSchema), ...errors },
      },
    },
    async () => ok(await delivery.settings()),
  )

  app.put(
    '/admin/delivery-settings',
    {
      schema: {
        tags: adminTags,
        security,
        description: 'Saves the dispatch and Cash on Delivery settings; promises made before stay.',
        body: DeliverySettingsSchema,
        response: { 200: envelope(DeliverySettingsSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await delivery.saveSettings(request.body, callerOf(request).id),
        'Delivery settings saved',
      ),
  )

  app.get(
    '/admin/pincodes',
    {
      schema: {
        tags: adminTags,
        security,
        description: "The courier's PIN list the store holds: counts and when it was uploaded.",
        response: { 200: envelope(PincodeListSummarySchema), ...errors },
      },
    },
    async () => ok(await delivery.summary()),
  )

  app.get(
    '/admin/pincodes/export.csv',
    {
      schema: {
        tags: adminTags,
        security,
        description: "The courier's PIN list the store holds, as the CSV an upload takes.",
        response: {
          200: { description: 'The list', content: { 'text/csv': { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="pincodes.csv"')
        .send(await delivery.exportPincodes()),
  )

  app.post(
    '/admin/pincodes',
    {
      schema: {
        tags: adminTags,
        security,
        consumes: ['multipart/form-data'],
        description:
          "The courier's PIN list as CSV in the multipart field `file` (columns pincode, deliveryDays, cod, prepaid; Y/N), at most 4 MB. `dryRun=true` checks it and answers the counts and the bad lines; otherwise a list without bad lines replaces the old one, and a list with any is refused (400) and changes nothing.",
        querystring: PincodeUploadQuerySchema,
        response: { 200: envelope(PincodeUploadSchema), ...errors, ...errorReplies(413, 415) },
      },
    },
    async (request) => {
      const csv = (await receiveFile(request, 'file')).toString('utf8')
      const { dryRun } = request.query
      const result = await delivery.uploadPincodes(csv, {
        dryRun,
        adminId: callerOf(request).id,
      })
      return ok(result, dryRun ? 'PIN list checked' : 'PIN list replaced')
    },
  )

  app.get(
    '/admin/customers/:userId/cod',
    {
      config: { audit: 'customers.cod' },
      schema: {
        tags: adminTags,
        security,
        description:
          "A shopper's parcels returned to origin within the window and whether they may pay on delivery.",
        params: CustomerCodParamsSchema,
        response: { 200: envelope(CustomerCodSchema), ...errors, ...errorReplies(404) },
      },
    },
    async (request) => ok(await delivery.customerCod(await customer(request.params.userId))),
  )

  app.post(
    '/admin/customers/:userId/cod',
    {
      config: { audit: 'customers.cod' },
      schema: {
        tags: adminTags,
        security,
        description:
          'Lets the shopper pay on delivery again: refused parcels before now no longer count.',
        params: CustomerCodParamsSchema,
        response: { 200: envelope(CustomerCodSchema), ...errors, ...errorReplies(404) },
      },
    },
    async (request) => {
      const userId = await customer(request.params.userId)
      await delivery.reinstate(userId, callerOf(request).id)
      return ok(await delivery.customerCod(userId), 'Cash on Delivery allowed again')
    },
  )
}
