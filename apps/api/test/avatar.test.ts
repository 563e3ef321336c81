import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, multipart, type TestApp } from './helpers.js'
import { type Shopper, callAs, signUpShopper } from './sign-in.js'

let t: TestApp
let kavya: Shopper

beforeAll(async () => {
  t = await createTestApp()
  kavya = await signUpShopper(t, 'Kavya')
})
afterAll(async () => t.close())

const upload = (form: ReturnType<typeof multipart>, auth = true) =>
  (auth ? kavya.call : callAs(t))('PUT', '/user/upload-avatar', form.payload, form.headers)

const storedAvatar = async () =>
  (
    await t.db
      .selectFrom('users')
      .select('avatar')
      .where('id', '=', Number(kavya.userId))
      .executeTakeFirstOrThrow()
  ).avatar

describe('avatar upload', () => {
  it('stores a real image re-encoded as WebP and answers its URL', async () => {
    const png = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#b4235a' },
    })
      .png()
      .toBuffer()
    const res = await upload(multipart('avatar', 'me.png', png))
    expect(res.statusCode).toBe(200)
    const avatar = res.json().data.avatar as string
    expect(avatar).toMatch(/^\/images\/[0-9a-f]{24}\.webp$/)
    expect(await storedAvatar()).toBe(avatar)
    const served = await t.app.inject({ method: 'GET', url: avatar })
    expect(served.statusCode).toBe(200)
  })

  it.each([
    [
      'text renamed to .jpg',
      () => multipart('avatar', 'me.jpg', Buffer.from('<html>not an image</html>'), 'image/jpeg'),
      415,
    ],
    ['an empty file', () => multipart('avatar', 'me.png', Buffer.alloc(0)), 400],
    [
      'a file over 5 MB',
      () => multipart('avatar', 'me.png', Buffer.alloc(6 * 1024 * 1024, 1)),
      413,
    ],
    ['another field name', () => multipart('photo', 'me.png', Buffer.from('x')), 400],
  ])('refuses %s and keeps the old avatar', async (_case, form, status) => {
    const before = await storedAvatar()
    const res = await upload(form())
    expect(res.statusCode).toBe(status)
    expect(res.json()).toMatchObject({ success: false, error: true })
    expect(await storedAvatar()).toBe(before)
  })

  it('asks anonymous callers to log in', async () => {
    const res = await upload(multipart('avatar', 'me.png', Buffer.from('x')), false)
    expect(res.statusCode).toBe(401)
  })
})
