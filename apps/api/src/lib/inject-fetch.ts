import type { FastifyInstance } from 'fastify'

/**
 * A fetch that answers from the app itself through inject(), without a socket: how the store
 * reaches the TEST gateway it serves, with or without listening, on every instance alike.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    // Addresses may be the app's own paths ('/api/v1/…').
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://store.local')
    const headers = Object.fromEntries(new Headers(init?.headers).entries())
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    })
    const told = new Headers()
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        told.set(name, Array.isArray(value) ? value.join(', ') : String(value))
    }
    // A 304 or 204 has no body to give.
    const empty = answer.statusCode === 204 || answer.statusCode === 304
    return new Response(empty ? null : answer.body, { status: answer.statusCode, headers: told })
  }
}
