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
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    })
  }
}
