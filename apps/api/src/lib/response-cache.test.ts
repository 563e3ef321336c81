import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import {
  KEPT_TAGS_HEADER,
  createResponseCache,
  readingFetch,
  readingTags,
} from './response-cache.js'

const big = JSON.stringify({ data: 'kurta '.repeat(500) })

describe('response cache', () => {
  it('computes once, then answers the same bytes and ETag', async () => {
    const cache = createResponseCache()
    const compute = vi.fn(async () => big)
    const first = await cache.json('k', compute)
    const second = await cache.json('k', compute)
    expect(compute).toHaveBeenCalledTimes(1)
    expect(second).toBe(first)
    expect(first.body.toString()).toBe(big)
    expect(first.etag).toMatch(/^W\/"[\w-]+"$/)
  })

  it('adds brotli and gzip forms of the same bytes', async () => {
    const cache = createResponseCache()
    await cache.json('k', async () => big)
    await vi.waitFor(() => expect(cache.peek('k')?.br).toBeDefined())
    const kept = cache.peek('k')
    expect(brotliDecompressSync(kept?.br as Buffer).toString()).toBe(big)
    expect(gunzipSync(kept?.gzip as Buffer).toString()).toBe(big)
  })

  it('does not keep an answer computed across an invalidation', async () => {
    const cache = createResponseCache()
    const answer = cache.json('k', async () => {
      cache.invalidate()
      return big
    })
    expect((await answer).body.toString()).toBe(big)
    expect(cache.peek('k')).toBeUndefined()
  })

  it('makes an answer again, while it serves, once it nears the time limit', async () => {
    vi.useFakeTimers()
    try {
      const timed = createResponseCache({ ttlMs: 1000 })
      await timed.json('k', async () => '"old"')
      vi.advanceTimersByTime(799)
      expect(timed.peek('k')?.body.toString()).toBe('"old"')
      vi.advanceTimersByTime(202)
      // Due: the front leaves it to the route, which gets the old answer and starts the new one.
      expect(timed.peek('k')).toBeUndefined()
      const compute = vi.fn(async () => '"new"')
      expect((await timed.json('k', compute)).body.toString()).toBe('"old"')
      await vi.waitFor(() => expect(timed.peek('k')?.body.toString()).toBe('"new"'))
      expect(compute).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('forgets answers no request asked for by one and a half time limits, or when the bytes run out', async () => {
    vi.useFakeTimers()
    try {
      const timed = createResponseCache({ ttlMs: 1000 })
      await timed.json('k', async () => '"old"')
      vi.advanceTimersByTime(1501)
      const compute = vi.fn(async () => '"new"')
      expect((await timed.json('k', compute)).body.toString()).toBe('"new"')
    } finally {
      vi.useRealTimers()
    }
    const small = createResponseCache({ maxBytes: 160 })
    for (let i = 0; i < 30; i++) await small.json(String(i), async () => '"aaaa"')
    expect(small.peek('0')).toBeUndefined()
    expect(small.peek('29')).toBeDefined()
    const off = createResponseCache({ maxBytes: 0 })
    await off.json('a', async () => '{}')
    expect(off.peek('a')).toBeUndefined()
  })

  it('drops only the answers carrying a tag it is told of', async () => {
    const cache = createResponseCache()
    await cache.json('p1', async () => ({ json: '1', tags: ['product:1'] }))
    await cache.json('page', async () => ({ json: '[1,2]', tags: ['product:1', 'product:2'] }))
    await cache.json('p2', async () => ({ json: '2', tags: ['product:2'] }))
    await cache.json('categories', async () => '[]')
    cache.invalidate(['product:1'])
    expect(cache.peek('p1')).toBeUndefined()
    expect(cache.peek('page')).toBeUndefined()
    expect(cache.peek('p2')).toBeDefined()
    expect(cache.peek('categories')).toBeDefined()
    cache.invalidate()
    expect(cache.peek('p2')).toBeUndefined()
    expect(cache.peek('categories')).toBeUndefined()
  })

  it('keeps an answer computed across a change to other products, not across one to its own', async () => {
    const cache = createResponseCache()
    await cache.json('p1', async () => {
      cache.invalidate(['product:9'])
      return { json: '1', tags: ['product:1'] }
    })
    expect(cache.peek('p1')).toBeDefined()
    await cache.json('p2', async () => {
      cache.invalidate(['product:2'])
      return { json: '2', tags: ['product:2'] }
    })
    expect(cache.peek('p2')).toBeUndefined()
  })

  it('computes an answer once for requests that ask for it at the same time', async () => {
    const cache = createResponseCache()
    const compute = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10))
      return big
    })
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.json('k', compute)))
    expect(compute).toHaveBeenCalledTimes(1)
    expect(new Set(answers).size).toBe(1)
  })

  it('serves an out-of-date answer while one computation of its successor runs, then the new one', async () => {
    const cache = createResponseCache({ remakeAfterMs: 0 })
    await cache.json('p1', async () => ({ json: '"3 left"', tags: ['product:1'] }))
    await cache.json('p2', async () => ({ json: '"other"', tags: ['product:2'] }))
    cache.refresh(['product:1'])
    // The front does not send it until a request has started its successor.
    expect(cache.peek('p1')).toBeUndefined()
    expect(cache.peek('p2')?.body.toString()).toBe('"other"')

    let finish: () => void = () => undefined
    const compute = vi.fn(async () => {
      await new Promise<void>((resolve) => (finish = resolve))
      return { json: '"2 left"', tags: ['product:1'] }
    })
    const answers = await Promise.all([cache.json('p1', compute), cache.json('p1', compute)])
    expect(answers.map((answer) => answer.body.toString())).toEqual(['"3 left"', '"3 left"'])
    expect(cache.peek('p1')?.body.toString()).toBe('"3 left"')
    expect(compute).toHaveBeenCalledTimes(1)
    finish()
    await vi.waitFor(() => expect(cache.peek('p1')?.body.toString()).toBe('"2 left"'))
    expect((await cache.json('p1', compute)).body.toString()).toBe('"2 left"')
    expect(compute).toHaveBeenCalledTimes(1)
  })

  it('keeps a successor made across another refresh, still out of date; never one made across an invalidation', async () => {
    const cache = createResponseCache({ remakeAfterMs: 0 })
    const answer = (json: string, during?: () => void) => async () => {
      during?.()
      return { json, tags: ['product:1'] }
    }
    await cache.json('p1', answer('"5 left"'))
    cache.refresh(['product:1'])
    await cache.json(
      'p1',
      answer('"4 left"', () => cache.refresh(['product:1'])),
    )
    await vi.waitFor(() => expect(cache.peek('p1')).toBeUndefined())
    expect((await cache.json('p1', answer('"3 left"'))).body.toString()).toBe('"4 left"')
    await vi.waitFor(() => expect(cache.peek('p1')?.body.toString()).toBe('"3 left"'))

    // A size sold out: the old answer goes at once, and one made across that is not kept.
    cache.invalidate(['product:1'])
    expect(cache.peek('p1')).toBeUndefined()
    const sold = await cache.json(
      'p1',
      answer('"0 left"', () => cache.invalidate(['product:1'])),
    )
    expect(sold.body.toString()).toBe('"0 left"')
    expect(cache.peek('p1')).toBeUndefined()
  })

  it('makes an out-of-date answer again only once it has been out of date for a while', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const cache = createResponseCache({ remakeAfterMs: 500 })
      const compute = vi.fn(async () => ({ json: '"new"', tags: ['product:1'] }))
      await cache.json('p1', async () => ({ json: '"old"', tags: ['product:1'] }))
      cache.refresh(['product:1'])
      vi.advanceTimersByTime(300)
      cache.refresh(['product:1'])
      expect(cache.peek('p1')?.body.toString()).toBe('"old"')
      expect((await cache.json('p1', compute)).body.toString()).toBe('"old"')
      expect(compute).not.toHaveBeenCalled()
      // 500 ms after the first refresh, not the last: a stream of orders cannot keep it old.
      vi.advanceTimersByTime(200)
      expect(cache.peek('p1')).toBeUndefined()
      expect((await cache.json('p1', compute)).body.toString()).toBe('"old"')
      await vi.waitFor(() => expect(cache.peek('p1')?.body.toString()).toBe('"new"'))
      expect(compute).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps a page with the tags of the answers it was made from, and out of date if one was', async () => {
    const api = createResponseCache({ remakeAfterMs: 60_000 })
    const pages = createResponseCache({ remakeAfterMs: 0 })
    // The API as the render reaches it: a kept answer, and its tags when asked (sendCached).
    const fetchAnswer = readingFetch(async (input, init) => {
      const key = input as string
      const answer = await api.json(key, async () => ({ json: '1', tags: [`product:${key}`] }))
      const asked = new Headers(init?.headers).has(KEPT_TAGS_HEADER)
      const told = [...answer.tags, ...(answer.outOfDateSince ? ['out-of-date'] : [])].join(' ')
      return new Response(answer.body, { headers: asked ? { [KEPT_TAGS_HEADER]: told } : {} })
    })
    const page = (key: string, reads: string[]) =>
      pages.json(key, async () => {
        const made = await readingTags(async () => {
          for (const read of reads) await fetchAnswer(read)
          return `<p>${reads.join()}</p>`
        })
        return { html: made.value, status: 200, tags: made.tags, outOfDate: made.outOfDate }
      })

    expect((await page('/product/1', ['1', '2'])).tags).toEqual(['product:1', 'product:2'])
    expect(pages.peek('/product/1')?.page).toEqual({ status: 200 })
    await page('/product/3', ['3'])
    pages.invalidate(['product:2'])
    expect(pages.peek('/product/1')).toBeUndefined()
    expect(pages.peek('/product/3')).toBeDefined()

    // A page made while an answer it reads is out of date is kept out of date too.
    api.refresh(['product:1'])
    await page('/product/1', ['1'])
    expect(pages.peek('/product/1')).toBeUndefined()
    await page('/product/3', ['3'])
    expect(pages.peek('/product/3')).toBeDefined()
  })
})
