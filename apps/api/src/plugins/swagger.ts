import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { ErrorBodySchema } from '@store/contract'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { OPERATION_DESCRIPTIONS, TAG_DESCRIPTIONS } from './openapi-descriptions.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The multipart field an upload route reads its one file from, for the document. */
    uploadField?: string
  }
}

type Transform = typeof jsonSchemaTransform
type Route = Parameters<Transform>[0]['route']

/** 'POST', '/api/v1/orders/:orderId/cancel' -> 'postOrdersByOrderIdCancel'. */
function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v1/, '')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((word) => (word.startsWith(':') ? `By${capital(word.slice(1))}` : capital(word)))
  return method.toLowerCase() + words.join('')
}
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/**
 * The refusals any route can answer whatever its own schema says (decision 032): a malformed
 * request or URL (400), an address or headers too long (414, 431), and for requests with a body
 * a body too large or of a type the route does not take (413, 415) and the write ceiling (429).
 * 500 is declared for honesty; bad input never gets one.
 */
function standardErrors(method: string) {
  const statuses = [400, 414, 431, 500]
  if (method !== 'GET' && method !== 'HEAD') statuses.push(413, 415, 429)
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema]))
}

/** Each route's schema as the document shows it, from the same zod schemas the server uses. */
const transform: Transform = (input) => {
  const { schema, url, route } = input
  if (!schema || schema.hide) return jsonSchemaTransform(input)
  const method = [route.method].flat()[0] ?? 'GET'
  const documented = url.replace(/:(\w+)/g, '{$1}')
  const upload = uploadBody(route)
  return jsonSchemaTransform({
    ...input,
    schema: {
      operationId: operationId(method, url),
      description: OPERATION_DESCRIPTIONS[`${method} ${documented}`],
      ...schema,
      ...upload,
      response: { ...standardErrors(method), ...(schema.response as object) },
    },
  })
}

/** An upload's request body: multipart with one binary field. */
function uploadBody(route: Route) {
  const field = route.config?.uploadField
  if (!field) return {}
  return {
    consumes: ['multipart/form-data'],
    body: z.object({
      [field]: z.string().meta({
        format: 'binary',
        description: 'One image: JPEG, PNG, WebP, GIF or AVIF, at most 5 MB.',
      }),
    }),
  }
}

export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'KapdaKart store API',
          description:
            'REST API of the store. Success: { success: true, error: false, message, data }; ' +
            'every refusal: { success: false, error: true, message, code } with a 4xx status.',
          version: '1.0.0',
          contact: { name: 'KapdaKart', url: 'https://kapdakart.in' },
        },
        servers: [{ url: '/' }],
        tags: Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({
          name,
          description,
        })),
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform,
    })
    await app.register(swaggerUi, { routePrefix: '/api/docs' })
  },
  { name: 'swagger' },
)
