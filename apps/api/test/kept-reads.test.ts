import { get } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProduct } from './factories.js'
import { createTestApp, type TestApp } from './helpers.js'
import { signInAdmin } from './sign-in.js'

// Kept catalogue reads are answered by the server's front, before Fastify (decision 055): the
// same bytes and headers as the full way, over a real socket, until the catalogue changes.

let t: TestApp
let base = ''
const logLines: string[] = []

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString().trim().split('\n'))
      done()
    },
  })
  t = await createTestApp({ logger: { level: 'info', stream } })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})
afterAll(async () => t.close())

/** How many answers the front has sent so far. */
const keptAnswers = () => logLines.filter((line) => line.includes('"kept answer sent"')).length

/** The headers that differ between any two answers. */
const stable = (headers: Headers) => {
  const all = Object.fromEntries(headers)
  delete all.date
  delete all['x-request-id']
  delete all['keep-alive']
  return all
}

describe('kept catalogue reads', () => {
  it('answers a repeated read from the front with the same bytes and headers', async () => {
    const product = await createProduct(t.db, { name: 'Ikat Cotton Kurta' })
    const url = `${base}/api/v1/products/${product.id}`
    const first = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
    const firstBody = await first.text()
    expect(keptAnswers()).toBe(0)

    const again = await fetch(url, {
      headers: { 'accept-encoding': 'identity', 'x-request-id': 'trace-me' },
    })
    expect(keptAnswers()).toBe(1)
    expect(again.status).toBe(200)
    expect(await again.text()).toBe(firstBody)
    expect(stable(again.headers)).toEqual(stable(first.headers))
    expect(again.headers.get('x-request-id')).toBe('trace-me')
    expect(again.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
    expect(again.headers.get('cache-control')).toBe('no-cache')

    const revalidated = await fetch(url, {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    })
    expect(revalidated.status).toBe(304)
    expect(await revalidated.text()).toBe('')
    expect(keptAnswers()).toBe(2)
  })

  it('sends the brotli form to clients that accept it', async () => {
    for (let i = 0; i < 12; i++) await createProduct(t.db, { name: `Linen Shirt ${i}` })
    const url = `${base}/api/v1/products?page=1&limit=12`
    const plain = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text()
    const before = keptAnswers()
    // The compressed forms are made off the event loop; until then the plain bytes are kept.
    await expect
      .poll(async () => {
        const res = await fetch(url, { headers: { 'accept-encoding': 'br' } })
        return res.headers.get('content-encoding')
      })
      .toBe('br')
    expect(keptAnswers()).toBeGreaterThan(before)
    // fetch decodes brotli itself; read the bytes as sent.
    const raw = await new Promise<Buffer>((resolve, reject) => {
      get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve(Buffer.concat(chunks)))
      }).on('error', reject)
    })
    expect(brotliDecompressSync(raw).toString()).toBe(plain)
  })

  it("answers a repeated search from the front, from the searches' own cache", async () => {
    await createProduct(t.db, { name: 'Bandhani Silk Saree' })
    const url = `${base}/api/v1/products/browse?q=bandhani&page=1&limit=12`
    const first = await (await fetch(url)).text()
    expect(first).toContain('Bandhani Silk Saree')
    const before = keptAnswers()
    expect(await (await fetch(url)).text()).toBe(first)
    expect(keptAnswers()).toBe(before + 1)
  })

  it('takes the full way again once the catalogue changes', async () => {
    const admin = await signInAdmin(t)
    const product = await createProduct(t.db, { name: 'Chanderi Dupatta' })
    const url = `${base}/api/v1/products/${product.id}`
    await fetch(url)
    expect(((await (await fetch(url)).json()) as { name: string }).name).toBe('Chanderi Dupatta')
    const deleted = await admin.call('DELETE', '/product/delete-product', {
      _id: String(product.id),
    })
    expect(deleted.statusCode).toBe(200)
    const before = keptAnswers()
    expect((await fetch(url)).status).toBe(404)
    expect(keptAnswers()).toBe(before)
  })

  it('never answers a URL that was not validated and answered before', async () => {
    const product = await createProduct(t.db)
    await fetch(`${base}/api/v1/products/${product.id}`)
    const before = keptAnswers()
    for (const url of [
      `/api/v1/products/0${product.id}`,
      `/api/v1/products/${product.id}?extra=1`,
      `/api/v1/products/${product.id}%20`,
    ]) {
      await fetch(base + url)
    }
    expect(keptAnswers()).toBe(before)
  })
})
