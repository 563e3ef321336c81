import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify'
import { type ResponseCache, writeCached } from './response-cache.js'

type Options = {
  /** The caches whose kept answers the front sends (the catalogue's and the searches'). */
  caches: ResponseCache[]
  /** The headers every API answer carries (security), as a flat name, value list. */
  headers: string[]
  /** True once the server is stopping: answers then close their connection. */
  draining: () => boolean
  log: () => FastifyBaseLogger
}

/** Levels at which Fastify logs every request; a kept answer is logged at them too. */
const REQUEST_LOG_LEVELS = new Set(['info', 'debug', 'trace'])

/**
 * The store's HTTP server, with kept catalogue reads answered in front of Fastify (decision 055).
 * A GET whose exact URL a catalogue route has already validated and answered from the response
 * cache (`ResponseCache.alias`) is written from the kept bytes here, with the same headers the
 * full way sends; anything else, and any URL whose answer is no longer kept, goes to Fastify.
 */
export function keptReadsServer({ caches, headers, draining, log }: Options): FastifyServerFactory {
  const keptFor = (url: string) => {
    for (const cache of caches) {
      const answer = cache.peekUrl(url)
      if (answer) return answer
    }
    return undefined
  }
  return (handler, options) => {
    const server = http.createServer((request, response) => {
      const answer = request.method === 'GET' ? keptFor(request.url ?? '') : undefined
      if (!answer) return handler(request, response)
      const requestId = request.headers['x-request-id']
      const id = typeof requestId === 'string' && requestId ? requestId : randomUUID()
      writeCached(request.headers, response, answer, {
        common: headers,
        requestId: id,
        closing: draining(),
      })
      const logger = log()
      if (REQUEST_LOG_LEVELS.has(logger.level)) {
        logger.info(
          {
            reqId: id,
            req: { method: 'GET', url: request.url },
            res: { statusCode: response.statusCode },
          },
          'kept answer sent',
        )
      }
    })
    // What Fastify sets on the server it makes itself.
    server.keepAliveTimeout = Number(options.keepAliveTimeout ?? 72_000)
    server.requestTimeout = Number(options.requestTimeout ?? 0)
    server.setTimeout(Number(options.connectionTimeout ?? 0))
    return server
  }
}
