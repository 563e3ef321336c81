import {
  AddressCreateBodySchema,
  AddressFieldsSchema,
  AddressIdParamsSchema,
  AddressSchema,
  MESSAGES,
  MessageBodySchema,
  ReverseGeocodeQuerySchema,
  ReverseGeocodeSchema,
  UserIdParamsSchema,
  envelope,
} from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { done, errorReplies, ok } from '../../lib/http.js'
import { assertSelf, assertSelfOrAdmin, callerOf, requireUser } from '../../plugins/auth.js'
import type { Geocoder } from './geocode.js'
import type { AddressService } from './service.js'

const tags = ['addresses']
const security = [{ bearer: [] }]
const errors = errorReplies(400, 401, 403, 404)

type Options = { addresses: AddressService; geocode: Geocoder }

export const addressRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { addresses, geocode },
) => {
  app.addHook('preHandler', requireUser)

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
      return ok(await addresses.create(callerOf(request).id, fields), MESSAGES.addressAdded)
    },
  )

  app.get(
    '/addresss',
    { schema: { tags, security, response: { 200: envelope(z.array(AddressSchema)), ...errors } } },
    async (request) => ok(await addresses.list(callerOf(request).id)),
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
          callerOf(request).id,
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
      await addresses.disable(callerOf(request).id, Number(request.params.addressId))
      return done(MESSAGES.addressRemoved)
    },
  )

  app.get(
    '/geocode/reverse',
    {
      schema: {
        tags,
        security,
        querystring: ReverseGeocodeQuerySchema,
        response: { 200: envelope(ReverseGeocodeSchema), ...errors, ...errorReplies(502) },
      },
    },
    async (request) => ok(await geocode(request.query.lat, request.query.lon)),
  )
}
