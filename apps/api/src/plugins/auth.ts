import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { forbidden, unauthorized } from '../lib/errors.js'
import type { AccessTokens } from '../lib/tokens.js'
import type { Accounts, Identity } from '../records/account.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, from a valid bearer token; null when anonymous. */
    user: Identity | null
  }
}

type Options = { tokens: AccessTokens; users: Pick<Accounts, 'identify'> }

/** Derives the caller from the bearer token on every request, re-checking the account. */
export default fp<Options>(
  async (app: FastifyInstance, { tokens, users }) => {
    app.decorateRequest('user', null)
    const identify = async (token: string) => {
      const claims = await tokens.verify(token)
      return claims ? users.identify(claims.userId, claims.version) : null
    }
    // A callback hook: anonymous requests (most catalogue reads) pass without a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers.authorization
      if (!header?.startsWith('Bearer ')) return done()
      identify(header.slice(7).trim()).then((user) => {
        request.user = user
        done()
      }, done)
    })
  },
  { name: 'auth' },
)

/** preHandler: the caller must be signed in. */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized()
}

/** The signed-in caller (a route behind requireUser or requireAdmin always has one). */
export function callerOf(request: FastifyRequest): Identity {
  if (!request.user) throw unauthorized()
  return request.user
}

/** preHandler: the caller must be an admin (the one guard of every admin route). */
export async function requireAdmin(request: FastifyRequest) {
  if (!request.user) throw unauthorized()
  if (request.user.role !== 'ADMIN') throw forbidden()
}

/** A user id named in a path, body or header must be the caller's own, unless the caller is an admin. */
export function assertSelfOrAdmin(request: FastifyRequest, userId: number | string) {
  if (!request.user) throw unauthorized()
  if (request.user.role !== 'ADMIN' && request.user.id !== Number(userId)) throw forbidden()
}

/** A user id named in a request must be the caller's own: an account is changed only by its owner. */
export function assertSelf(request: FastifyRequest, userId: number | string) {
  if (!request.user) throw unauthorized()
  if (request.user.id !== Number(userId)) throw forbidden()
}
