import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import compress from '@fastify/compress'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'
import { AppError } from '../lib/errors.js'

type Options = {
  writesPerMinute: number
  notFoundPerMinute: number
  /** Where images are served from when not from the store itself (a CDN or bucket). */
  imageOrigin?: string | null
  /** Razorpay Checkout's script, frames and calls are allowed (only with real keys). */
  razorpayCheckout?: boolean
}

const HELMET_OPTIONS: HelmetOptions = {
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

/**
 * JSON answers are never rendered as a document, so of helmet's headers they need only those
 * OWASP's REST Security Cheat Sheet lists for APIs: nothing may load or frame them, no sniffing,
 * HTTPS only, and no caching of personal data (decision 028).
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
}

/**
 * Helmet's headers for our options, worked out once by running its middleware on a response
 * that is never sent: they are the same for every answer, and building them per request (as
 * @fastify/helmet does) costs a third of a cached route's throughput (decision 025).
 */
function helmetHeaders(options: HelmetOptions) {
  const response = new ServerResponse(new IncomingMessage(new Socket()))
  helmet(options)(response.req, response, () => undefined)
  return response.getHeaders()
}

/**
 * The headers of every API answer. HSTS is helmet's, which no option of the pages' changes, so it
 * is worked out once here for every instance of the plugin and for the server's front.
 */
const API_ANSWER_HEADERS = {
  ...API_HEADERS,
  'strict-transport-security': String(helmetHeaders(HELMET_OPTIONS)['strict-transport-security']),
}

/**
 * The security headers of every API answer as a flat name, value list for Node's writeHead: what
 * the server's front sends with a kept catalogue read (lib/kept-reads.ts), whose own
 * `cache-control` replaces `no-store`.
 */
export const apiSecurityHeaders = (): string[] =>
  Object.entries(API_ANSWER_HEADERS)
    .filter(([name]) => name !== 'cache-control')
    .flat()

/** Razorpay Checkout's origins, as its documentation lists them for a CSP. */
const RAZORPAY_CHECKOUT = {
  scriptSrc: ['https://checkout.razorpay.com'],
  frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connectSrc: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  imgSrc: ['https://cdn.razorpay.com'],
}

/** The pages' rules with more origins: an image origin, and Razorpay Checkout's. */
function pageOptions(imageOrigin: string | null, razorpayCheckout: boolean): HelmetOptions {
  const { directives } = HELMET_OPTIONS.contentSecurityPolicy as {
    directives: Record<string, string[]>
  }
  const more: Record<string, string[]> = {
    ...(razorpayCheckout ? RAZORPAY_CHECKOUT : {}),
  }
  if (imageOrigin) more.imgSrc = [...(more.imgSrc ?? []), imageOrigin]
  const merged = { ...directives }
  for (const [name, origins] of Object.entries(more)) {
    merged[name] = [...(directives[name] ?? ["'self'"]), ...origins]
  }
  return { ...HELMET_OPTIONS, contentSecurityPolicy: { directives: merged } }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** No page or call of the store needs a longer address; past it, 414 before any work. */
export const MAX_URL_LENGTH = 4096

const tooManyRequests = (_request: unknown, { after }: { after: string }) =>
  new AppError(429, 'TOO_MANY_REQUESTS', `Too many requests. Please try again in ${after}.`)

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for the not-found handler: a ceiling per IP address on addresses that miss. */
    notFoundLimit: ReturnType<FastifyInstance['rateLimit']>
  }
}

/**
 * Security headers, compression, no-store on API answers, and per-IP ceilings: on changes of any
 * kind (a flood of writes from one address) and on addresses that do not exist (URL scanning).
 * Logins and reset codes have their own, tighter, attempt limits.
 */
export default fp<Options>(
  async (
    app: FastifyInstance,
    { writesPerMinute, notFoundPerMinute, imageOrigin = null, razorpayCheckout = false },
  ) => {
    const pageHeaders = helmetHeaders(pageOptions(imageOrigin, razorpayCheckout))
    // A callback hook, not an async one: it runs on every request, and a promise each costs.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url.length > MAX_URL_LENGTH) {
        done(new AppError(414, 'URI_TOO_LONG', 'The address is too long'))
        return
      }
      if (request.url.startsWith('/api/v1/')) {
        // Personal data and tokens must never sit in a shared or browser cache; public catalogue
        // reads replace this with their own revalidation rule.
        reply.headers(API_ANSWER_HEADERS)
      } else {
        reply.headers(pageHeaders)
        if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store')
      }
      reply.header('x-request-id', request.id)
      done()
    })
    // JSON and text shrink to a fifth over slow mobile networks; images are already compressed.
    // Answers up to 64 KB (a page of search results is ~16 KB) are compressed in one call: on a
    // small shop's one or two cores a zlib stream through the thread pool added 3-5 ms of
    // latency to a job of 0.2 ms (brotli quality 4). Larger answers and streams still stream.
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      syncThreshold: 64 * 1024,
    })

    // Only routes that change something carry the write ceiling, so reads pay nothing for it.
    // Reads that SPEC sends as POST (search, suggestions, product lists) say `rateLimit: false`.
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat()
      const reads = route.config?.rateLimit === false
      if (!reads && methods.some((method) => WRITE_METHODS.has(method))) {
        route.config = {
          ...route.config,
          rateLimit: { max: writesPerMinute, timeWindow: 60_000, groupId: 'writes' },
        }
      }
    })
    await app.register(rateLimit, { global: false, errorResponseBuilder: tooManyRequests })
    app.decorate(
      'notFoundLimit',
      app.rateLimit({ max: notFoundPerMinute, timeWindow: 60_000, groupId: 'not-found' }),
    )
  },
  { name: 'security' },
)
