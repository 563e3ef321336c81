import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { badRequest } from '../lib/errors.js'

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * JSON bodies must be valid UTF-8. Fastify's own parser decodes leniently, so broken bytes
 * would be stored as U+FFFD; here they are a 400 and the body is then parsed as Fastify would
 * (prototype poisoning refused).
 */
export default fp(
  (app: FastifyInstance) => {
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
      void parseJson(request, text, done)
    })
  },
  { name: 'json-body' },
)
