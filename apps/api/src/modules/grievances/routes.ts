import multipart from '@fastify/multipart'
import {
  GrievanceReplyBodySchema,
  GrievanceSchema,
  LIMITS,
  NewGrievanceBodySchema,
  NewGrievanceResultSchema,
  PhotoUploadResultSchema,
  TicketParamsSchema,
  envelope,
} from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorReplies, ok } from '../../lib/http.js'
import type { FileStorage } from '../../lib/storage.js'
import { UPLOAD_LIMITS, receiveImage } from '../../lib/uploads.js'
import { callerOf, requireUser } from '../../plugins/auth.js'
import type { GrievanceService } from './service.js'

const tags = ['grievances']
const security = [{ bearer: [] }]
const errors = errorReplies(400, 401, 403, 404, 409)

type Options = { grievances: GrievanceService; storage: FileStorage }

/** A shopper's grievances to the grievance officer: her own, raised, read and replied to. */
export const grievanceRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { grievances, storage },
) => {
  app.addHook('preHandler', requireUser)
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadMaxBytes, ...UPLOAD_LIMITS },
  })

  app.post(
    '/grievances',
    {
      schema: {
        tags,
        security,
        description:
          'Raises a grievance: its type, what happened (at most 2,000 characters), optionally one of the caller’s orders or returns (anyone else’s is 404) and up to 3 photos uploaded with POST /grievances/photos. Answers the ticket number; the acknowledgement e-mail, with the grievance officer, is sent at once. A person acknowledges it within 48 hours and it is resolved within one month (E-Commerce Rules 2020, rule 4(5)).',
        body: NewGrievanceBodySchema,
        response: { 201: envelope(NewGrievanceResultSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(await grievances.raise(callerOf(request).id, request.body), 'Grievance received')),
  )

  app.post(
    '/grievances/photos',
    {
      config: { uploadField: 'image' },
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description:
          'One photo for a grievance in the multipart field `image` (JPEG, PNG, WebP, GIF or AVIF, at most 5 MB), re-encoded as the store’s images; answers its URL. At most 20 a day per shopper.',
        response: {
          200: envelope(PhotoUploadResultSchema),
          ...errorReplies(400, 401, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const url = await grievances.uploadPhoto(callerOf(request).id, () =>
        receiveImage(request, 'image', storage),
      )
      return ok({ url }, 'Photo uploaded')
    },
  )

  app.get(
    '/grievances',
    {
      schema: {
        tags,
        security,
        description: "The caller's grievances, newest first, each with its thread.",
        response: { 200: envelope(z.array(GrievanceSchema)), ...errors },
      },
    },
    async (request) => ok(await grievances.listForUser(callerOf(request).id)),
  )

  app.get(
    '/grievances/:ticket',
    {
      schema: {
        tags,
        security,
        description: "One of the caller's grievances by its ticket number, with its thread.",
        params: TicketParamsSchema,
        response: { 200: envelope(GrievanceSchema), ...errors },
      },
    },
    async (request) => ok(await grievances.getForUser(callerOf(request).id, request.params.ticket)),
  )

  app.post(
    '/grievances/:ticket/replies',
    {
      schema: {
        tags,
        security,
        description:
          'The caller writes to her grievance while it is not resolved (409 GRIEVANCE_STATUS_CONFLICT after); answers the grievance.',
        params: TicketParamsSchema,
        body: GrievanceReplyBodySchema,
        response: { 200: envelope(GrievanceSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await grievances.replyAsShopper(
          callerOf(request).id,
          request.params.ticket,
          request.body.text,
        ),
        'Reply sent',
      ),
  )
}
