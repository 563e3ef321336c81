import {
  AddressCreateBodySchema,
  AddressFieldsSchema,
  AddressIdParamsSchema,
  AddressSchema,
  ErrorBodySchema,
  MESSAGES,
  MessageBodySchema,
  ReverseGeocodeQuerySchema,
  ReverseGeocodeSchema,
  UserIdParamsSchema,
  envelope,
} from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { unauthorized } from '../../lib/errors.js'
import { ok } from '../../lib/http.js'
import { assertSelf, assertSelfOrAdmin, requireUser } from '../../plugins/auth.js'
import type { Geocoder } from './geocode.js'
import type { AddressService } from './service.js'

const tags = ['addresses']
const security = [{ bearer: [] }]
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
}

type Options = { addresses: AddressService; geocode: Geocoder }

export const addressRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { addresses, geocode },
) => {
  app.addHook('preHandler', requireUser)
  const caller = (user: { id: number } | null) => {
    if (!user) throw unauthorized()
    return user.id
  }

  app.post(
    '/addresss',
    {
      schema: {
        tags,
        security,
        body: AddressCreateBodySchema,
        response: { 200: envelope(AddressSchema), ...errors },
      },
    },
    async (request) => {
      const { _id: userId, ...fields } = request.body
      if (userId !== undefined) assertSelf(request, userId)
      return ok(await addresses.create(caller(request.user), fields), MESSAGES.addressAdded)
    },
  )

  app.get(
    '/addresss',
    { schema: { tags, security, response: { 200: envelope(z.array(AddressSchema)), ...errors } } },
    async (request) => ok(await addresses.list(caller(request.user))),
  )

  app.get(
    '/addresss/user/:userId',
    {
      schema: {
        tags,
        security,
        params: UserIdParamsSchema,
        response: { 200: envelope(z.array(AddressSchema)), ...errors },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.userId)
      return ok(await addresses.list(Number(request.params.userId)))
    },
  )

  app.put(
    '/addresss/:addressId',
    {
      schema: {
        tags,
        security,
        params: AddressIdParamsSchema,
        body: AddressFieldsSchema,
        response: { 200: envelope(AddressSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await addresses.update(
          caller(request.user),
          Number(request.params.addressId),
          request.body,
        ),
        'Address updated',
      ),
  )

  app.delete(
    '/addresss/:addressId',
    {
      schema: {
        tags,
        security,
        params: AddressIdParamsSchema,
        response: { 200: MessageBodySchema, ...errors },
      },
    },
    async (request) => {
      await addresses.disable(caller(request.user), Number(request.params.addressId))
      return { success: true as const, error: false as const, message: MESSAGES.addressRemoved }
    },
  )

  app.get(
    '/geocode/reverse',
    {
      schema: {
        tags,
        security,
        querystring: ReverseGeocodeQuerySchema,
        response: { 200: envelope(ReverseGeocodeSchema), ...errors, 502: ErrorBodySchema },
      },
    },
    async (request) => ok(await geocode(request.query.lat, request.query.lon)),
  )
}
