import { readdirSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { createTestApp, multipart, type TestApp } from './helpers.js'
import { type Admin, type Shopper, signInAdmin, signUpShopper } from './sign-in.js'

let t: TestApp
let admin: Admin
let shopper: Shopper

beforeAll(async () => {
  t = await createTestApp()
  admin = await signInAdmin(t)
  shopper = await signUpShopper(t)
})
afterAll(async () => t.close())

type Answer = { statusCode: number; json: () => unknown }

function expectEnvelope(res: Answer, statusCode: number, code: string) {
  expect(res.statusCode).toBe(statusCode)
  expect(res.json()).toEqual({ success: false, error: true, code, message: expect.any(String) })
}

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer()
const imageFiles = () => readdirSync(t.config.uploadsDir).length

describe('finding 1: a broken multipart body is a 400, never a 500', () => {
  it('refuses a multipart body without a boundary on both upload routes', async () => {
    const headers = { 'content-type': 'multipart/form-data' }
    expectEnvelope(await admin.call('POST', '/file/upload', 'x', headers), 400, 'BAD_REQUEST')
    expectEnvelope(
      await shopper.call('PUT', '/user/upload-avatar', 'x', headers),
      400,
      'BAD_REQUEST',
    )
  })

  it('refuses a multipart body cut short and stores nothing', async () => {
    const { payload, headers } = multipart('avatar', 'a.png', await png())
    const res = await shopper.call('PUT', '/user/upload-avatar', payload.subarray(0, 90), headers)
    expectEnvelope(res, 400, 'BAD_REQUEST')
    const user = await t.db
      .selectFrom('users')
      .select('avatar')
      .where('id', '=', Number(shopper.userId))
      .executeTakeFirstOrThrow()
    expect(user.avatar).toBe('')
  })
})

describe("finding 2: the framework's own errors answer the envelope", () => {
  it('answers a bad URL with 400 and does not echo it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/products/%' })
    expectEnvelope(res, 400, 'BAD_REQUEST')
    expect(res.body).not.toContain('%')
  })

  it('answers an over-long path id with 414 on every method', async () => {
    const id = '1'.repeat(150)
    expectEnvelope(
      await t.app.inject({ method: 'GET', url: `/api/v1/products/${id}` }),
      414,
      'URI_TOO_LONG',
    )
    expectEnvelope(
      await admin.call('PUT', `/admin/orders/${id}/status`, { status: 'Shipped' }),
      414,
      'URI_TOO_LONG',
    )
  })

  it('answers headers over the server limit with 431 in the envelope', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as AddressInfo
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          port,
          host: '127.0.0.1',
          path: '/api/v1/health',
          headers: { 'x-big': 'a'.repeat(20_000) },
        },
        (res) => {
          let body = ''
          res.on('data', (chunk: Buffer) => (body += chunk.toString()))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
        },
      )
      req.on('error', reject)
      req.end()
    })
    expect(answer.status).toBe(431)
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 'HEADERS_TOO_LARGE' })
  })
})

describe('finding 3: the statuses a route answers, each in the envelope', () => {
  it('answers 413 for a 2 MB JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phone: 'x'.repeat(2_000_000) }),
    })
    expectEnvelope(res, 413, 'PAYLOAD_TOO_LARGE')
  })

  it('answers 415 for form and XML bodies on JSON routes', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'application/xml']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': type },
        payload: 'phone=1',
      })
      expectEnvelope(res, 415, 'UNSUPPORTED_MEDIA_TYPE')
    }
  })

  it('answers 415, not 406, for JSON sent to an upload', async () => {
    expectEnvelope(
      await admin.call('POST', '/file/upload', { a: 1 }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    )
  })

  it('answers 414 for any URL over 4 KB, and a 404 never echoes a long address', async () => {
    expectEnvelope(
      await t.app.inject({ method: 'GET', url: `/${'a'.repeat(5000)}` }),
      414,
      'URI_TOO_LONG',
    )
    const missing = await t.app.inject({ method: 'DELETE', url: `/api/v1/${'b'.repeat(1000)}` })
    expectEnvelope(missing, 404, 'NOT_FOUND')
    expect(missing.body.length).toBeLessThan(300)
  })

  it('answers 401 and 403 on the CSV export in the envelope', async () => {
    const url = '/admin/orders/export.csv'
    expectEnvelope(await t.app.inject({ method: 'GET', url: `/api/v1${url}` }), 401, 'UNAUTHORIZED')
    expectEnvelope(await shopper.call('GET', url), 403, 'FORBIDDEN')
  })
})

describe('finding 6: invalid UTF-8 in a JSON body is a 400', () => {
  const broken = (json: string) =>
    Buffer.from(json.replace('@@', '\u0000'), 'utf8').map((byte) => (byte === 0 ? 0xff : byte))

  it('refuses it on category create and register, storing nothing', async () => {
    const before = await t.db.selectFrom('categories').select('id').execute()
    const category = await admin.call(
      'POST',
      '/category/add-category',
      broken('{"name":"Fest@@ive","image":""}'),
      { 'content-type': 'application/json' },
    )
    expectEnvelope(category, 400, 'BAD_REQUEST')
    expect(category.json()).toMatchObject({ message: 'The body is not valid UTF-8' })
    expect(await t.db.selectFrom('categories').select('id').execute()).toEqual(before)

    const users = await t.db.selectFrom('users').select('id').execute()
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: broken(
        '{"name":"R@@avi","email":"ravi@example.in","phone":"9800099999","password":"Monsoon-Kurta-42","confirmPassword":"Monsoon-Kurta-42"}',
      ),
    })
    expectEnvelope(register, 400, 'BAD_REQUEST')
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual(users)
  })
})

describe('finding 7: an upload is exactly one raster image', () => {
  const boundary = '----store-test-boundary'
  const part = (name: string, body: Buffer, filename?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
          (filename ? `; filename="${filename}"\r\nContent-Type: image/png` : '') +
          '\r\n\r\n',
      ),
      body,
      Buffer.from('\r\n'),
    ])
  const form = (...parts: Buffer[]) => ({
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  })

  it('refuses two files', async () => {
    const image = await png()
    const { payload, headers } = form(part('image', image, 'a.png'), part('image', image, 'b.png'))
    expectEnvelope(await admin.call('POST', '/file/upload', payload, headers), 400, 'BAD_REQUEST')
  })

  it('refuses 200 extra form fields', async () => {
    const fields = Array.from({ length: 200 }, (_, i) => part(`f${i}`, Buffer.from('x')))
    const { payload, headers } = form(part('image', await png(), 'a.png'), ...fields)
    expectEnvelope(await admin.call('POST', '/file/upload', payload, headers), 400, 'BAD_REQUEST')
  })

  it('refuses an SVG, whatever it is called', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
    )
    const { payload, headers } = multipart('avatar', 'photo.png', svg)
    const before = imageFiles()
    expectEnvelope(
      await shopper.call('PUT', '/user/upload-avatar', payload, headers),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    )
    expect(imageFiles()).toBe(before)
  })

  it('still takes one PNG', async () => {
    const { payload, headers } = multipart('image', 'a.png', await png())
    const res = await admin.call('POST', '/file/upload', payload, headers)
    expect(res.statusCode).toBe(200)
  })
})
