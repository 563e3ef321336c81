import http from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createDatabase, type DatabaseHandle } from '../src/db/index.js'
import { address, createProduct, newAccount } from './factories.js'
import { type StoreProcess, call, createOwnDatabase, startStore, tempDir } from './processes.js'

// SIGTERM while 20 Cash on Delivery orders are in flight: every request gets an answer (201 or
// 503), the process exits well within 10 s, and every order answered 201 is stored.

const postgres = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined
const data = tempDir('store-stop-')
let own: Awaited<ReturnType<typeof createOwnDatabase>> | null = null
let store: StoreProcess
let database: DatabaseHandle

beforeAll(async () => {
  own = postgres ? await createOwnDatabase(postgres) : null
  store = await startStore({ DATA_DIR: data.dir, ...(own ? { DATABASE_URL: own.url } : {}) })
  database = createDatabase(
    own
      ? { kind: 'postgres', url: own.url }
      : { kind: 'sqlite', file: path.join(data.dir, 'store.db') },
  )
}, 90_000)

afterAll(async () => {
  if (store.child.exitCode === null) await store.stop()
  await database.destroy()
  await own?.drop()
  data.remove()
})

/** Sends one order on a connection of its own; resolves once connected, and with the answer. */
function order(body: string, token: string) {
  let connected!: () => void
  const ready = new Promise<void>((resolve) => (connected = resolve))
  const answer = new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    const req = http.request(
      `${store.url}/api/v1/orders/NewOrder`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('socket', (socket) => socket.once('connect', connected))
    req.on('error', (error) => {
      connected()
      resolve({ error: error.message })
    })
    req.end(body)
  })
  return { ready, answer }
}

it('answers every order in flight, stores each one it accepted, and exits within 10 s', async () => {
  const product = await createProduct(database.db, { name: 'Stop Test Kurta', stock: 100 })
  const account = newAccount('Stop Tester')
  expect((await call(store.url, 'POST', '/auth/register', account)).status).toBe(201)
  const login = await call(store.url, 'POST', '/auth/login', {
    phone: account.phone,
    password: account.password,
  })
  const token = login.json.token as string
  const saved = await call(store.url, 'POST', '/addresss', address, token)
  const body = JSON.stringify({
    paymentMethod: 'Cash on Delivery',
    paymentby: 'Cash on Delivery',
    paymentGatwayTransactionNo: 'N/A',
    paymentGatwayTransactionStatus: 'Pending',
    deliveryPartnerInstruction: [],
    orderItems: [{ _id: String(product.id), quantity: 1, size: 'M' }],
    addressid: saved.json.data._id,
  })

  const orders = Array.from({ length: 20 }, () => order(body, token))
  await Promise.all(orders.map((o) => o.ready))
  const stopping = store.stop(12_000)
  const answers = await Promise.all(orders.map((o) => o.answer))
  const { ms } = await stopping

  expect(answers.filter((a) => 'error' in a)).toEqual([])
  const statuses = answers.map((a) => ('status' in a ? a.status : 0))
  expect(statuses.every((s) => s === 201 || s === 503)).toBe(true)
  expect(ms).toBeLessThan(10_000)
  expect(store.child.exitCode).toBe(0)

  const accepted = answers.flatMap((a) =>
    'status' in a && a.status === 201 ? [JSON.parse(a.body).data._id as string] : [],
  )
  const stored = await database.db.selectFrom('orders').select('id').execute()
  expect(stored.map((row) => String(row.id)).sort()).toEqual([...accepted].sort())
}, 60_000)

it('answers 503 on /healthz from the moment it stops', async () => {
  // The process above is gone; a fresh one shows the health answer while stopping.
  const again = await startStore({
    DATA_DIR: data.dir,
    ...(own ? { DATABASE_URL: own.url } : {}),
  })
  try {
    const slow = http.get(`${again.url}/healthz`, { agent: new http.Agent({ keepAlive: true }) })
    await new Promise((resolve) => slow.on('response', (res) => res.resume().on('end', resolve)))
    const agent = (slow as unknown as { agent: http.Agent }).agent
    const stopping = again.stop()
    await new Promise((resolve) => setTimeout(resolve, 50))
    const health = await new Promise<number>((resolve, reject) => {
      http
        .get(`${again.url}/healthz`, { agent }, (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        })
        .on('error', reject)
    })
    expect(health).toBe(503)
    expect((await stopping).ms).toBeLessThan(10_000)
  } finally {
    if (again.child.exitCode === null) await again.stop()
  }
}, 60_000)
