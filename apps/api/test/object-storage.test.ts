import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.js'
import { createTestApp, multipart, type TestApp } from './helpers.js'
import { tempDir } from './processes.js'
import { type Admin, callAs, signInAdmin } from './sign-in.js'

// Images in an S3-compatible bucket (s3rver, a real S3 API on 127.0.0.1): uploads go to the
// bucket, the store serves them from it, or redirects to a CDN's address when one is set.

const work = tempDir('store-s3-')
let s3: S3rver
let storageUrl = ''

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(work.dir, 's3'),
    configureBuckets: [{ name: 'shop-images', configs: [] }],
  })
  const { port } = await s3.run()
  storageUrl = `s3://shop-images/catalogue?endpoint=http://127.0.0.1:${port}&forcePathStyle=true&region=ap-south-1`
})
afterAll(async () => {
  await s3.close()
  work.remove()
})

const png = () =>
  sharp({ create: { width: 30, height: 30, channels: 3, background: '#7c2d12' } })
    .png()
    .toBuffer()
const s3Env = () => ({
  STORAGE_URL: storageUrl,
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
})

describe('served by the store', () => {
  let t: TestApp
  let admin: Admin
  beforeAll(async () => {
    t = await createTestApp({ env: s3Env() })
    admin = await signInAdmin(t)
  })
  afterAll(async () => t.close())

  it('keeps uploads in the bucket, not on disk, and serves them for a year', async () => {
    const form = multipart('image', 'rust.png', await png())
    const res = await callAs(t, admin.token)('POST', '/file/upload', form.payload, form.headers)
    expect(res.statusCode).toBe(200)
    const url = res.json().data.url as string
    expect(url).toMatch(/^\/images\/[a-f0-9]+\.webp$/)
    const dir = t.config.uploadsDir
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([])
    const image = await t.app.inject({ method: 'GET', url })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/webp')
    expect(image.headers['cache-control']).toContain('immutable')
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp')
    const missing = await t.app.inject({ method: 'GET', url: '/images/ffffffffffffffff.webp' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().code).toBe('NOT_FOUND')
    const unsafe = await t.app.inject({ method: 'GET', url: '/images/..%2Fstore.db' })
    expect(unsafe.statusCode).toBe(404)
  })
})

describe('behind a CDN', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({
      env: { ...s3Env(), IMAGES_PUBLIC_URL: 'https://cdn.kapdakart.example/catalogue/' },
    })
  })
  afterAll(async () => t.close())

  it('sends browsers to the CDN and lets pages load images from it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/images/0123456789abcdef.webp' })
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe(
      'https://cdn.kapdakart.example/catalogue/0123456789abcdef.webp',
    )
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' })
    expect(String(page.headers['content-security-policy'])).toContain(
      "img-src 'self' data: blob: https://cdn.kapdakart.example",
    )
  })
})

describe('configuration', () => {
  const base = { DATA_DIR: work.dir }
  it('refuses PostgreSQL without a shared JWT_SECRET, and says why', () => {
    expect(() => loadConfig({ ...base, DATABASE_URL: 'postgres://u:p@127.0.0.1/store' })).toThrow(
      /JWT_SECRET is required with DATABASE_URL/,
    )
  })
  it('refuses a malformed STORAGE_URL and half a key pair', () => {
    expect(() => loadConfig({ ...base, STORAGE_URL: 'https://bucket' })).toThrow(/STORAGE_URL/)
    expect(() =>
      loadConfig({ ...base, STORAGE_URL: 's3://shop-images', AWS_ACCESS_KEY_ID: 'only' }),
    ).toThrow(/go together/)
  })
})
