import type { IncomingMessage, ServerResponse } from 'node:http'
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'

const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
}

/** Helmet's headers, worked out once: they are the same for every answer. */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  }
  helmet(HELMET_OPTIONS)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => undefined,
  )
  return headers
}

export default fp(
  async (app: FastifyInstance) => {
    const headers = securityHeaders()
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers)
    })
    // JSON and text shrink to a fifth over slow mobile networks; images are already compressed.
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] })
    // Personal data and tokens must never sit in a shared or browser cache.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store')
      }
      reply.header('x-request-id', request.id)
    })
  },
  { name: 'security' },
)
