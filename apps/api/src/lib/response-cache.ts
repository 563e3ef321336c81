import type { FastifyReply, FastifyRequest } from 'fastify'
import { createHash } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * One kept answer as the bytes it is sent as: the JSON, its ETag, and, once the thread pool has
 * made them, its brotli and gzip forms, so a hit costs no serialization and no compression.
 */
export type CachedAnswer = {
  body: Buffer
  etag: string
  br?: Buffer
  gzip?: Buffer
}

/**
 * Serialized answers of public catalogue reads, kept briefly in memory and bounded in bytes
 * (the oldest go first). Any catalogue or stock change in this process clears it at
 * once; the time limit bounds how stale another instance's copy can be when several servers
 * share one PostgreSQL database.
 */
export type ResponseCache = {
  json(key: string, compute: () => Promise<string>): Promise<CachedAnswer>
  /** The kept answer, if any, without computing one. */
  peek(key: string): CachedAnswer | undefined
  /**
   * Remembers that a request for this exact URL (path and query as sent) is answered under `key`,
   * so `peekUrl` finds its kept answer without routing or parsing it.
   */
  alias(url: string, key: string): void
  peekUrl(url: string): CachedAnswer | undefined
  invalidate(): void
}

const sizeOf = (answer: CachedAnswer) =>
  answer.body.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0)

// Below this size compression saves less than its headers cost (as @fastify/compress's threshold).
const COMPRESS_FROM_BYTES = 1024
const windowBits = (bytes: number) =>
  Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 16))),
  )

/** URLs remembered by `alias`; past this, the oldest are forgotten (they take the full way). */
const MAX_ALIASES = 10_000

export function createResponseCache({
  ttlMs = 10_000,
  maxBytes = 8 * 1024 * 1024,
}: { ttlMs?: number; maxBytes?: number } = {}): ResponseCache {
  const entries = new Map<string, { answer: CachedAnswer; expires: number }>()
  const aliases = new Map<string, string>()
  let bytes = 0
  let generation = 0

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= sizeOf(entry.answer)
    entries.delete(key)
  }
  const trim = () => {
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break
      remove(oldest)
    }
  }

  /** Compresses off the event loop; the forms join the entry if it is still kept by then. */
  const compressLater = (key: string, answer: CachedAnswer) => {
    const keptIn = generation
    void Promise.all([
      brotli(answer.body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          // A window the size of the answer, not brotli's 4 MB default: the same bytes out,
          // a fraction of the memory while compressing.
          [constants.BROTLI_PARAM_LGWIN]: windowBits(answer.body.length),
          [constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
        },
      }),
      gzipAsync(answer.body, { level: 9 }),
    ]).then(
      ([br, gz]) => {
        if (keptIn !== generation || entries.get(key)?.answer !== answer) return
        answer.br = br
        answer.gzip = gz
        bytes += br.length + gz.length
        trim()
      },
      () => undefined, // the plain bytes still serve; @fastify/compress compresses them per request
    )
  }

  const fresh = (key: string) => {
    const hit = entries.get(key)
    if (!hit) return undefined
    if (hit.expires <= Date.now()) {
      remove(key)
      return undefined
    }
    return hit.answer
  }

  return {
    peek: fresh,
    alias(url, key) {
      if (aliases.get(url) === key) return
      aliases.delete(url)
      aliases.set(url, key)
      if (aliases.size > MAX_ALIASES) aliases.delete(aliases.keys().next().value as string)
    },
    peekUrl(url) {
      const key = aliases.get(url)
      return key === undefined ? undefined : fresh(key)
    },
    async json(key, compute) {
      const hit = fresh(key)
      if (hit) return hit
      const startedIn = generation
      const body = Buffer.from(await compute())
      const answer: CachedAnswer = {
        body,
        // Weak: the same answer goes out plain, as brotli or as gzip.
        etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
      }
      // An answer computed across an invalidation may hold old data: serve it, do not keep it.
      if (startedIn === generation && body.length <= maxBytes / 16) {
        remove(key)
        entries.set(key, { answer, expires: Date.now() + ttlMs })
        bytes += body.length
        trim()
        if (body.length >= COMPRESS_FROM_BYTES) compressLater(key, answer)
      }
      return answer
    },
    invalidate() {
      entries.clear()
      bytes = 0
      generation++
    },
  }
}

/** A kept answer as one request gets it: its status, bytes and headers. */
type KeptForm = {
  status: 200 | 304
  body: Buffer | undefined
  headers: Record<string, string>
  /** The headers as the server's front writes them, `common` ones first (writeCached). */
  wire?: string[]
}

/** The forms of each kept answer, made once each: plain, brotli, gzip and 304. */
const formsOf = new WeakMap<CachedAnswer, Map<string, KeptForm>>()

/**
 * Which form this request gets: none (304) when it holds the same ETag, else the compressed form
 * it accepts (brotli, then gzip) or the plain bytes.
 */
function chooseForm(request: IncomingHttpHeaders, answer: CachedAnswer) {
  if (request['if-none-match'] === answer.etag) return ['304', undefined] as const
  const accepted = request['accept-encoding'] ?? ''
  if (answer.br && accepted.includes('br')) return ['br', answer.br] as const
  if (answer.gzip && accepted.includes('gzip')) return ['gzip', answer.gzip] as const
  return ['plain', answer.body] as const
}

/**
 * The form of a kept answer this request gets. Catalogue reads are public, so browsers may keep
 * them and revalidate each time (`no-cache`) instead of never keeping them.
 */
function formFor(request: IncomingHttpHeaders, answer: CachedAnswer): KeptForm {
  const [name, body] = chooseForm(request, answer)
  let forms = formsOf.get(answer)
  if (!forms) {
    forms = new Map()
    formsOf.set(answer, forms)
  }
  let form = forms.get(name)
  if (!form) {
    form = {
      status: body ? 200 : 304,
      body,
      headers: {
        etag: answer.etag,
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
        'content-type': 'application/json; charset=utf-8',
        ...(name === 'br' || name === 'gzip' ? { 'content-encoding': name } : {}),
      },
    }
    forms.set(name, form)
  }
  return form
}

/** Sends a kept answer through Fastify. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const form = formFor(request.headers, answer)
  reply.headers(form.headers)
  return form.body ? reply.send(form.body) : reply.code(304).send()
}

/**
 * The same answer written straight to Node's response, for the server's front (kept-reads.ts).
 * `common` are the headers every API answer carries, as a flat name, value list; each form's
 * header lines are built once per kept answer, not per request.
 */
export function writeCached(
  request: IncomingHttpHeaders,
  response: { writeHead(status: number, headers: string[]): unknown; end(body?: Buffer): unknown },
  answer: CachedAnswer,
  { common, requestId, closing }: { common: string[]; requestId: string; closing: boolean },
) {
  const form = formFor(request, answer)
  form.wire ??= [
    ...common,
    ...Object.entries(form.headers).flat(),
    ...(form.body ? ['content-length', String(form.body.length)] : []),
  ]
  const own = closing
    ? ['x-request-id', requestId, 'connection', 'close']
    : ['x-request-id', requestId]
  response.writeHead(form.status, own.concat(form.wire))
  response.end(form.body)
}
