import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, type DatabaseHandle } from '../src/db/index.js'
import { address, createProduct, newAccount } from './factories.js'
import {
  type StoreProcess,
  call,
  createOwnDatabase,
  freePort,
  startStore,
  tempDir,
} from './processes.js'

// The recipe of docs/operations.md, on this machine: one PostgreSQL database, an S3-compatible
// server (s3rver), two store instances and nginx in front of them with ops/nginx.conf. Runs with
// the PostgreSQL suite; needs nginx (`.ci/run` installs it).

const postgres = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined
const NGINX = '/usr/sbin/nginx'
const root = path.resolve(import.meta.dirname, '..', '..', '..')
const admin = { phone: '9811111111', password: 'multi instance admin' }
const bucket = 'store-images'

describe.skipIf(!postgres || !existsSync(NGINX))('two instances behind nginx', () => {
  const work = tempDir('store-multi-')
  let own: Awaited<ReturnType<typeof createOwnDatabase>>
  let s3: S3rver
  let nginx: ChildProcess
  let front = ''
  let a: StoreProcess
  let b: StoreProcess
  let database: DatabaseHandle
  let adminToken = ''

  beforeAll(async () => {
    own = await createOwnDatabase(postgres as string)
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(work.dir, 's3'),
      configureBuckets: [{ name: bucket, configs: [] }],
    })
    const { port: s3Port } = await s3.run()
    const env = (name: string) => ({
      DATA_DIR: path.join(work.dir, name),
      DATABASE_URL: own.url,
      STORAGE_URL: `s3://${bucket}/images?endpoint=http://127.0.0.1:${s3Port}&forcePathStyle=true`,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      ADMIN_PHONE: admin.phone,
      ADMIN_PASSWORD: admin.password,
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_LOGIN_FAILURES: '3',
      RATE_LIMIT_OTP_REQUESTS: '3',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    })
    // One after the other: the first migrates the empty database.
    a = await startStore(env('a'))
    b = await startStore(env('b'))

    const nginxPort = await freePort()
    const conf = readFileSync(path.join(root, 'ops', 'nginx.conf'), 'utf8')
      .replace('listen 127.0.0.1:8080;', `listen 127.0.0.1:${nginxPort};`)
      .replace('server 127.0.0.1:3001 ', `server 127.0.0.1:${a.port} `)
      .replace('server 127.0.0.1:3002 ', `server 127.0.0.1:${b.port} `)
    const prefix = path.join(work.dir, 'nginx')
    mkdirSync(path.join(prefix, 'logs'), { recursive: true })
    writeFileSync(path.join(prefix, 'nginx.conf'), conf)
    nginx = spawn(
      NGINX,
      [
        '-p',
        prefix,
        '-c',
        path.join(prefix, 'nginx.conf'),
        '-g',
        `daemon off; pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log;`,
      ],
      { stdio: 'ignore' },
    )
    front = `http://127.0.0.1:${nginxPort}`
    const deadline = Date.now() + 15_000
    while (
      !(await fetch(`${front}/healthz`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline || nginx.exitCode !== null) throw new Error('nginx did not start')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    database = createDatabase({ kind: 'postgres', url: own.url })
    const login = await call(a.url, 'POST', '/auth/login', admin)
    adminToken = login.json.token
  }, 120_000)

  afterAll(async () => {
    nginx?.kill('SIGTERM')
    await Promise.all([a?.stop(), b?.stop()])
    await database?.destroy()
    await s3?.close()
    await own?.drop()
    work.remove()
  }, 60_000)

  it('accepts a login made on one instance on the other', async () => {
    const account = newAccount('Two Places')
    expect((await call(a.url, 'POST', '/auth/register', account)).status).toBe(201)
    const login = await call(a.url, 'POST', '/auth/login', {
      phone: account.phone,
      password: account.password,
    })
    const { token, refreshToken } = login.json
    const userId = login.json.data.userId as string
    const onB = await call(b.url, 'GET', `/users/${userId}`, undefined, token)
    expect(onB.status).toBe(200)
    const refreshed = await call(b.url, 'POST', '/user/refresh-token', { refreshToken })
    expect(refreshed.status).toBe(200)
  })

  it('counts login failures and reset-code requests across both instances', async () => {
    const account = newAccount('Guarded')
    await call(a.url, 'POST', '/auth/register', account)
    for (const url of [a.url, b.url, a.url]) {
      const wrong = await call(url, 'POST', '/auth/login', {
        phone: account.phone,
        password: 'not the password at all',
      })
      expect(wrong.status).toBe(401)
    }
    const right = () =>
      call(b.url, 'POST', '/auth/login', { phone: account.phone, password: account.password })
    // Past the limit this account and address wait a second between tries, on either instance.
    expect((await right()).status).toBe(429)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const withPassword = await right()
    expect(withPassword.status).toBe(401)
    expect(withPassword.json.code).toBe('LOGIN_CODE_REQUIRED')

    const ask = (url: string) =>
      call(url, 'PUT', `/auth/forget-password/${account.phone}`, { email: account.email })
    for (const url of [a.url, b.url, a.url]) expect((await ask(url)).status).toBe(200)
    const fourth = await ask(b.url)
    expect(fourth.status).toBe(429)
    expect(fourth.json.code).toBe('TOO_MANY_REQUESTS')
  })

  it('serves an image uploaded through one instance through the other and through nginx', async () => {
    const png = await sharp({
      create: { width: 60, height: 40, channels: 3, background: '#0e7490' },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'teal.png')
    const uploaded = await fetch(`${a.url}/api/v1/file/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    })
    expect(uploaded.status).toBe(200)
    const url = ((await uploaded.json()) as { data: { url: string } }).data.url
    expect(url).toMatch(/^\/images\/[a-f0-9]+\.webp$/)
    const fromA = Buffer.from(await (await fetch(`${a.url}${url}`)).arrayBuffer())
    for (const base of [b.url, front]) {
      const res = await fetch(`${base}${url}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/webp')
      expect(res.headers.get('cache-control')).toContain('immutable')
      expect(Buffer.from(await res.arrayBuffer()).equals(fromA)).toBe(true)
    }
    expect(fromA.length).toBeGreaterThan(0)
    expect((await fetch(`${b.url}/images/0000000000000000.webp`)).status).toBe(404)
  })

  it("serves an admin's price change on the other instance within a second", async () => {
    const image = '/images/0123456789abcdef.webp'
    const cat = await call(
      a.url,
      'POST',
      '/category/add-category',
      { name: 'Shared', image },
      adminToken,
    )
    expect(cat.status, cat.text).toBe(200)
    const sub = await call(
      a.url,
      'POST',
      '/subcategory/create',
      { name: 'Shared Kurtas', image, category: [cat.json.data._id] },
      adminToken,
    )
    const fields = {
      name: 'Shared Cache Kurta',
      description: 'A kurta two servers agree on.',
      image: [image],
      category: [cat.json.data._id],
      subCategory: [sub.json.data._id],
      unit: 'piece',
      unitQuantity: 1,
      sizes: ['M'],
      stock: 5,
      price: 999,
      discount: 0,
      more_details: {},
      isNew: false,
    }
    const created = await call(a.url, 'POST', '/product/create', fields, adminToken)
    const id = created.json.data._id as string
    // B keeps the product page in its answer cache.
    expect((await call(b.url, 'GET', `/products/${id}`)).json.price).toBe(999)
    expect((await call(b.url, 'GET', `/products/${id}`)).json.price).toBe(999)

    const changed = await call(
      a.url,
      'PUT',
      '/product/update-product-details',
      { ...fields, _id: id, price: 1199 },
      adminToken,
    )
    expect(changed.status).toBe(200)
    const started = Date.now()
    let price = 0
    while (Date.now() - started < 1000) {
      price = (await call(b.url, 'GET', `/products/${id}`)).json.price
      if (price === 1199) break
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(price).toBe(1199)
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('sells exactly the last 50 units to 200 concurrent orders spread over both', async () => {
    const product = await createProduct(database.db, { name: 'Last Fifty', stock: 50, sizes: [] })
    const shoppers = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const account = newAccount(`Racer ${i}`)
        await call(a.url, 'POST', '/auth/register', account)
        const login = await call(b.url, 'POST', '/auth/login', {
          phone: account.phone,
          password: account.password,
        })
        const token = login.json.token as string
        const saved = await call(a.url, 'POST', '/addresss', address, token)
        return { token, addressId: saved.json.data._id as string }
      }),
    )
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const shopper = shoppers[i % shoppers.length] as (typeof shoppers)[number]
        return call(
          i % 2 === 0 ? a.url : b.url,
          'POST',
          '/orders/NewOrder',
          {
            paymentMethod: 'Cash on Delivery',
            paymentby: 'Cash on Delivery',
            orderItems: [{ _id: String(product.id), quantity: 1 }],
            addressid: shopper.addressId,
          },
          shopper.token,
        )
      }),
    )
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(50)
    expect(statuses.filter((s) => s === 409)).toHaveLength(150)
    const left = await database.db
      .selectFrom('products')
      .select('stock')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow()
    expect(left.stock).toBe(0)
  }, 60_000)
})
