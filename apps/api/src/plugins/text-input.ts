import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { badRequest } from '../lib/errors.js'

const utf8 = new TextDecoder('utf-8', { fatal: true })

const NUL_REFUSED = 'Text must not contain the NUL character (\\u0000)'

/** True when a parsed JSON value holds a NUL in any string or key. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (typeof value !== 'object' || value === null) return false
  if (Array.isArray(value)) return value.some(holdsNul)
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item))
}

/**
 * Text the store takes in is valid UTF-8 without NUL. Fastify's own JSON parser decodes
 * leniently, so broken bytes would be stored as U+FFFD; here they are a 400 and the body is then
 * parsed as Fastify would (prototype poisoning refused). NUL (in a JSON string as \u0000, in a
 * path or query as %00) is refused the same way on every database: PostgreSQL cannot store it
 * in text and would fail the request, SQLite would keep it and cut the text short in C code.
 */
export default fp(
  (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (/%00/i.test(request.url)) throw badRequest(NUL_REFUSED, 'VALIDATION_FAILED')
    })

    const parseJson = app.getDefaultJsonParser('error', 'error')
    app.removeContentTypeParser('application/json')
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      let text: string
      try {
        text = utf8.decode(body as Buffer)
      } catch {
        done(badRequest('The body is not valid UTF-8'), undefined)
        return
      }
      // Fastify's parser answers through `done`; it returns nothing to wait for.
      void parseJson(request, text, (error, value) => {
        if (!error && holdsNul(value)) done(badRequest(NUL_REFUSED, 'VALIDATION_FAILED'), undefined)
        else done(error, value)
      })
    })
  },
  { name: 'text-input' },
)
