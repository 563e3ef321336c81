import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers.js'

// Per-IP ceilings on writes and on addresses that miss, set low here to be reached quickly.

let t: TestApp

beforeAll(async () => {
  const webDistDir = path.join(tmpdir(), `ceilings-web-${process.pid}`)
  mkdirSync(webDistDir, { recursive: true })
  writeFileSync(path.join(webDistDir, 'index.html'), '<html><title>x</title></html>')
  t = await createTestApp({
    webDistDir,
    env: { RATE_LIMIT_WRITES_PER_MINUTE: '3', RATE_LIMIT_NOT_FOUND_PER_MINUTE: '2' },
  })
})
afterAll(async () => t.close())

const statuses = async (count: number, request: () => Promise<{ statusCode: number }>) => {
  const seen: number[] = []
  for (let i = 0; i < count; i++) seen.push((await request()).statusCode)
  return seen
}

describe('request ceilings per IP address', () => {
  it('refuses writes past the ceiling with 429 and a code, and leaves reads alone', async () => {
    const write = () =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone: 'x' } })
    expect(await statuses(4, write)).toEqual([400, 400, 400, 429])
    const refused = await write()
    expect(refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' })

    const read = () => t.app.inject({ method: 'GET', url: '/api/v1/categories' })
    expect(await statuses(5, read)).toEqual([200, 200, 200, 200, 200])
    // Reads that SPEC sends as POST are reads all the same.
    const search = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/products/search',
        payload: { search: 'kurta', page: 1 },
      })
    expect(await statuses(5, search)).toEqual([200, 200, 200, 200, 200])
    const other = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { phone: 'x' },
        remoteAddress: '10.1.2.3',
      })
    expect((await other()).statusCode).toBe(400)
  })

  it('refuses scanning of missing addresses, but never pages of the app', async () => {
    const missing = () =>
      t.app.inject({ method: 'GET', url: '/wp-login.php', remoteAddress: '10.9.9.9' })
    expect(await statuses(3, missing)).toEqual([404, 404, 429])
    const page = () => t.app.inject({ method: 'GET', url: '/cart', remoteAddress: '10.9.9.9' })
    expect(await statuses(4, page)).toEqual([200, 200, 200, 200])
  })
})
