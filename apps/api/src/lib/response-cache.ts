import type { FastifyReply, FastifyRequest } from 'fastify'
import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * One kept answer as the bytes it is sent as: the JSON (or a page's HTML), its ETag, and, once
 * the thread pool has made them, its brotli and gzip forms, so a hit costs no serialization and
 * no compression.
 */
export type CachedAnswer = {
  body: Buffer
  etag: string
  /** What drops it (`invalidate`) or marks it out of date (`refresh`). */
  tags: readonly string[]
  /** A page of the web app: its status, sent as HTML that differs for phones and computers. */
  page?: { status: number }
  /** Since when a change has made these bytes out of date (`refresh`); a successor replaces them. */
  outOfDateSince?: number
  br?: Buffer
  gzip?: Buffer
}

/**
 * What `compute` makes: the JSON and the tags its answer is dropped by (`invalidate(tags)`), or
 * a page's HTML, with the tags of the kept answers it was made from (`readingTags`).
 */
export type Computed =
  | string
  | { json: string; tags: readonly string[] }
  | { html: string; status: number; tags: readonly string[]; outOfDate: boolean }

/**
 * A request carrying this header (the server's own render, through `readingFetch`) is told in
 * the same header the tags of the kept answer it gets, and `out-of-date` if it is.
 */
export const KEPT_TAGS_HEADER = 'x-kept-tags'
const OUT_OF_DATE = 'out-of-date'

/** What the work inside `readingTags` has read so far. */
type Reading = { tags: Set<string>; outOfDate: boolean }
const readings = new AsyncLocalStorage<Reading>()

/**
 * Runs `work` and says which tags the kept answers it read through `readingFetch` carry (a page
 * made from them is touched by the same changes), and whether any of them was out of date.
 */
export async function readingTags<T>(work: () => Promise<T>) {
  const reading: Reading = { tags: new Set(), outOfDate: false }
  const value = await readings.run(reading, work)
  return { value, tags: [...reading.tags], outOfDate: reading.outOfDate }
}

/**
 * A fetch that, inside `readingTags`, asks each kept answer for its tags and notes them. (The
 * reading travels in headers: a request injected into Fastify does not carry the caller's
 * asynchronous context into its handler.)
 */
export function readingFetch(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => {
    const reading = readings.getStore()
    if (!reading) return fetch(input, init)
    const headers = new Headers(init?.headers)
    headers.set(KEPT_TAGS_HEADER, 'ask')
    const response = await fetch(input, { ...init, headers })
    for (const tag of response.headers.get(KEPT_TAGS_HEADER)?.split(' ') ?? []) {
      if (tag === OUT_OF_DATE) reading.outOfDate = true
      else if (tag) reading.tags.add(tag)
    }
    return response
  }
}

/**
 * Serialized answers of public catalogue reads, kept briefly in memory and bounded in bytes
 * (the oldest go first). A change drops the answers it touches, by their tags, or all of them.
 * The time limit bounds how stale a copy can be if another instance's message is lost: an answer
 * is made again once it is 80-100% of the limit old, each at a moment of its own, and serves
 * meanwhile; one no request asked for by one and a half limits is dropped. So answers kept
 * together are not all made again together, and no request waits for one that merely aged
 * (decision 096).
 */
export type ResponseCache = {
  json(key: string, compute: () => Promise<Computed>): Promise<CachedAnswer>
  /** The kept answer, if any, without computing one. */
  peek(key: string): CachedAnswer | undefined
  /**
   * Remembers that a request for this exact URL (path and query as sent) is answered under `key`,
   * so `peekUrl` finds its kept answer without routing or parsing it.
   */
  alias(url: string, key: string): void
  peekUrl(url: string): CachedAnswer | undefined
  /** Drops the answers carrying any of these tags; without tags, every answer. */
  invalidate(tags?: Iterable<string>): void
  /**
   * Marks the answers carrying any of these tags out of date, for a change a moment's old copy
   * may still show (a stock count that fell, no size running out): they serve on for up to
   * `remakeAfterMs`, then the next request starts one computation of the new answer, and until
   * it is kept every request gets the old one at once. During a sale a product's answers are
   * made a couple of times a second, not once an order.
   */
  refresh(tags: Iterable<string>): void
}

/** A kept answer: made again from `remakeAt`, dropped at `expires` if no request came. */
type Kept = { answer: CachedAnswer; remakeAt: number; expires: number }

const sizeOf = (answer: CachedAnswer) =>
  answer.body.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0)

// Below this size compression saves less than its headers cost (as @fastify/compress's threshold).
const COMPRESS_FROM_BYTES = 1024
const windowBits = (bytes: number) =>
  Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 16))),
  )

/** Invalidations remembered; an answer computed across more of them is not kept. */
const MAX_RECENT = 256

/** URLs remembered by `alias`; past this, the oldest are forgotten (they take the full way). */
const MAX_ALIASES = 10_000

export function createResponseCache({
  ttlMs = 10_000,
  maxBytes = 8 * 1024 * 1024,
  remakeAfterMs = 500,
}: {
  ttlMs?: number
  maxBytes?: number
  /** How long an answer may stay out of date after a refresh before it is made again. */
  remakeAfterMs?: number
} = {}): ResponseCache {
  const entries = new Map<string, Kept>()
  const aliases = new Map<string, string>()
  const inflight = new Map<string, Promise<CachedAnswer>>()
  /** The keys of the kept answers carrying each tag. */
  const tagged = new Map<string, Set<string>>()
  let bytes = 0
  /** Bumped by every invalidation; the recent ones say what they dropped (null: everything). */
  let generation = 0
  const recent: Array<{
    generation: number
    tags: ReadonlySet<string> | null
    refresh: boolean
  }> = []

  /**
   * Whether a change since `start` touched answers like this one: 'dropped' when an invalidation
   * did (the answer is not kept), 'refreshed' when only a refresh did (kept, but out of date).
   */
  const touchedSince = (start: number, tags: readonly string[]) => {
    if (start === generation) return null
    const oldest = recent[0]
    if (!oldest || oldest.generation > start + 1) return 'dropped'
    const touching = recent.filter(
      (change) =>
        change.generation > start &&
        (change.tags === null || tags.some((tag) => change.tags?.has(tag))),
    )
    if (touching.length === 0) return null
    return touching.every((change) => change.refresh) ? 'refreshed' : 'dropped'
  }

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= sizeOf(entry.answer)
    entries.delete(key)
    for (const tag of entry.answer.tags) {
      const keys = tagged.get(tag)
      keys?.delete(key)
      if (keys?.size === 0) tagged.delete(tag)
    }
  }
  const trim = () => {
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break
      remove(oldest)
    }
  }

  /** Compresses off the event loop; the forms join the entry if it is still kept by then. */
  const compressLater = (key: string, answer: CachedAnswer) => {
    void Promise.all([
      brotli(answer.body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          // A window the size of the answer, not brotli's 4 MB default: the same bytes out,
          // a fraction of the memory while compressing.
          [constants.BROTLI_PARAM_LGWIN]: windowBits(answer.body.length),
          [constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
        },
      }),
      gzipAsync(answer.body, { level: 9 }),
    ]).then(
      ([br, gz]) => {
        if (entries.get(key)?.answer !== answer) return
        answer.br = br
        answer.gzip = gz
        bytes += br.length + gz.length
        trim()
      },
      () => undefined, // the plain bytes still serve; @fastify/compress compresses them per request
    )
  }

  /** The kept entry, out of date or not, within its time limit. */
  const kept = (key: string) => {
    const hit = entries.get(key)
    if (!hit) return undefined
    if (hit.expires <= Date.now()) {
      remove(key)
      return undefined
    }
    return hit
  }

  /**
   * Whether an answer is due to be made again, being out of date or old (it is not while its
   * successor is made).
   */
  const due = (key: string, { answer: { outOfDateSince }, remakeAt }: Kept) =>
    (Date.now() >= remakeAt ||
      (outOfDateSince !== undefined && Date.now() - outOfDateSince >= remakeAfterMs)) &&
    !inflight.has(key)

  /** A kept answer the front may send: any but one due to be made again. */
  const servable = (key: string) => {
    const hit = kept(key)
    return hit && !due(key, hit) ? hit.answer : undefined
  }

  /** Computes an answer and keeps it, unless a change of its kind came meanwhile. */
  async function make(key: string, compute: () => Promise<Computed>) {
    const startedIn = generation
    const computed = await compute()
    const made =
      typeof computed === 'string'
        ? { text: computed, tags: [], page: undefined, madeStale: false }
        : 'html' in computed
          ? {
              text: computed.html,
              tags: computed.tags,
              page: { status: computed.status },
              // A page made from an out-of-date answer is out of date itself.
              madeStale: computed.outOfDate,
            }
          : { text: computed.json, tags: computed.tags, page: undefined, madeStale: false }
    const { tags } = made
    const body = Buffer.from(made.text)
    const answer: CachedAnswer = {
      body,
      // Weak: the same answer goes out plain, as brotli or as gzip.
      etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
      tags,
      ...(made.page ? { page: made.page } : {}),
    }
    // An answer computed across an invalidation of its kind may hold old data: serve it, do
    // not keep it. One computed across a refresh is kept, out of date.
    const touched = touchedSince(startedIn, tags)
    if (touched === 'refreshed' || made.madeStale) answer.outOfDateSince = Date.now()
    if (touched !== 'dropped' && body.length <= maxBytes / 16) {
      remove(key)
      const now = Date.now()
      entries.set(key, {
        answer,
        remakeAt: now + ttlMs * (0.8 + 0.2 * Math.random()),
        expires: now + ttlMs * 1.5,
      })
      for (const tag of tags) {
        const keys = tagged.get(tag)
        if (keys) keys.add(key)
        else tagged.set(tag, new Set([key]))
      }
      bytes += body.length
      trim()
      if (body.length >= COMPRESS_FROM_BYTES) compressLater(key, answer)
    }
    return answer
  }

  /** One computation of the answer at a time; requests for it meanwhile wait for that one. */
  function computeOnce(key: string, compute: () => Promise<Computed>) {
    const joined = inflight.get(key)
    if (joined) return joined
    const computing: Promise<CachedAnswer> = make(key, compute).finally(() => {
      if (inflight.get(key) === computing) inflight.delete(key)
    })
    inflight.set(key, computing)
    return computing
  }

  return {
    peek: servable,
    alias(url, key) {
      if (aliases.get(url) === key) return
      aliases.delete(url)
      aliases.set(url, key)
      if (aliases.size > MAX_ALIASES) aliases.delete(aliases.keys().next().value as string)
    },
    peekUrl(url) {
      const key = aliases.get(url)
      return key === undefined ? undefined : servable(key)
    },
    json(key, compute) {
      const hit = kept(key)
      if (!hit) return computeOnce(key, compute)
      if (due(key, hit)) void computeOnce(key, compute).catch(() => undefined)
      return Promise.resolve(hit.answer)
    },
    invalidate(tags) {
      generation++
      // Answers being computed may be of the old data: later requests compute their own.
      inflight.clear()
      recent.push({ generation, tags: tags ? new Set(tags) : null, refresh: false })
      if (recent.length > MAX_RECENT) recent.shift()
      if (!tags) {
        entries.clear()
        tagged.clear()
        bytes = 0
        return
      }
      for (const tag of tags) for (const key of [...(tagged.get(tag) ?? [])]) remove(key)
    },
    refresh(tags) {
      const changed = new Set(tags)
      generation++
      recent.push({ generation, tags: changed, refresh: true })
      if (recent.length > MAX_RECENT) recent.shift()
      for (const tag of changed) {
        for (const key of tagged.get(tag) ?? []) {
          const answer = entries.get(key)?.answer
          if (answer && answer.outOfDateSince === undefined) answer.outOfDateSince = Date.now()
        }
      }
    },
  }
}

/** A page's HTML is made for a phone or a computer, as `wantsNarrow` tells them apart. */
const PAGE_VARY = 'accept-encoding, sec-ch-ua-mobile, user-agent'

/** A kept answer as one request gets it: its status, bytes and headers. */
type KeptForm = {
  status: number
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
      status: body ? (answer.page?.status ?? 200) : 304,
      body,
      headers: {
        etag: answer.etag,
        'cache-control': 'no-cache',
        ...(answer.page
          ? { vary: PAGE_VARY, 'content-type': 'text/html; charset=utf-8' }
          : { vary: 'accept-encoding', 'content-type': 'application/json; charset=utf-8' }),
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
  if (request.headers[KEPT_TAGS_HEADER]) {
    const told = answer.outOfDateSince === undefined ? answer.tags : [...answer.tags, OUT_OF_DATE]
    reply.header(KEPT_TAGS_HEADER, told.join(' '))
  }
  return form.body ? reply.code(form.status).send(form.body) : reply.code(304).send()
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
