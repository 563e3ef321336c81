// An order book as a shop of a year or more would have it, built once per size and kept, and the
// admin's calls timed against it while a shopper's product page is measured alongside.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { sql } from 'kysely'
import pg from 'pg'
import { createDatabase } from '../apps/api/src/db/index.js'
import { migrateTo, migrateToLatest } from '../apps/api/src/db/migrate.js'
import { seedDemoCatalog } from '../apps/api/src/db/seed/demo-catalog.js'
import { createDiskStorage } from '../apps/api/src/lib/storage.js'

const BEFORE_FIGURES = '2026_11_23_01_add_product_variants'
const SHOPPERS = 20_000
const DAY_MS = 86_400_000
const STATUSES_OLD = ['Delivered', 'Delivered', 'Delivered', 'Delivered', 'Cancelled']
const STATUSES_NEW = ['Pending', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled']

/** A small deterministic random sequence (mulberry32), so every build of a size is the same book. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export const shopperMobile = (i: number) => String(9_100_000_000 + i)

type Product = { id: number; price_paise: number }
type BookOrder = {
  number: string
  shopper: number
  status: string
  totalPaise: number
  createdAt: string
  lines: Array<{ productId: number; quantity: number; pricePaise: number }>
}

/** The book's orders, oldest first and evenly over the year, so ids grow with time. */
function* bookOrders(orders: number, products: Product[]): Generator<BookOrder> {
  const rng = random(20_261_124)
  const now = Date.now()
  for (let n = 0; n < orders; n++) {
    const placed = now - 365 * DAY_MS + Math.floor(((n + rng()) / orders) * 365 * DAY_MS)
    const recent = now - placed < 7 * DAY_MS
    const status = (recent ? STATUSES_NEW : STATUSES_OLD)[Math.floor(rng() * 5)] ?? 'Pending'
    const lines = Array.from({ length: 1 + Math.floor(rng() * 3) }, () => {
      const product = products[Math.floor(rng() * products.length)] ?? { id: 1, price_paise: 0 }
      return {
        productId: product.id,
        quantity: 1 + Math.floor(rng() * 2),
        pricePaise: product.price_paise,
      }
    })
    const createdAt = new Date(placed).toISOString()
    yield {
      number: `KK-${createdAt.slice(2, 10).replaceAll('-', '')}-${n.toString(36).toUpperCase().padStart(6, '0')}`,
      shopper: Math.floor(rng() * SHOPPERS),
      status,
      totalPaise: lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0),
      createdAt,
      lines,
    }
  }
}

const ADDRESS = 'Flat 4, MG Road, Pune, Maharashtra, India - 411001'

/**
 * The demo catalogue with `orders` Cash on Delivery orders of 1–3 lines from 20,000 shoppers over
 * the last 365 days, written at the schema before the kept figures and then migrated, so the
 * figures are filled as an existing shop's would be. Kept in `dir` once built.
 */
export async function buildOrderBook(dir: string, orders: number): Promise<{ migrateMs: number }> {
  const marker = path.join(dir, 'ready.json')
  if (existsSync(marker)) return { migrateMs: 0 }
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, 'store.db')
  const database = createDatabase({ kind: 'sqlite', file })
  // The demo seed writes today's schema; the book's orders go in at the schema before the figures.
  await migrateToLatest(database.db)
  await seedDemoCatalog(database.db, { storage: createDiskStorage(path.join(dir, 'uploads')) })
  await migrateTo(database.db, BEFORE_FIGURES)
  await database.destroy()

  const sqlite = new Database(file)
  sqlite.pragma('journal_mode = WAL')
  const at = new Date().toISOString()
  const products = sqlite.prepare('select id, price_paise from products').all() as Product[]
  const addUser = sqlite.prepare(
    `insert into users (name, email, mobile, password_hash, created_at, updated_at)
     values (?, ?, ?, 'x', ?, ?)`,
  )
  sqlite.transaction(() => {
    for (let i = 0; i < SHOPPERS; i++) {
      addUser.run(`Shopper ${i}`, `shopper${i}@example.in`, shopperMobile(i), at, at)
    }
  })()
  const firstUser = (sqlite.prepare('select min(id) as id from users').get() as { id: number }).id
  const addOrder = sqlite.prepare(
    `insert into orders (order_number, user_id, status, total_paise, consignee_name,
       consignee_phone, shipping_address, payment_method, payment_by, payment_txn_no,
       payment_txn_status, delivery_instructions, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, 'Cash on Delivery', 'Cash on Delivery', 'N/A', 'Pending',
       '[]', ?, ?)`,
  )
  const addLine = sqlite.prepare(
    `insert into order_items (order_id, product_id, name, image, description, size, sku,
       quantity, unit_price_paise, mrp_paise, discount)
     values (?, ?, 'Demo product', '', '', 'M', null, ?, ?, ?, 0)`,
  )
  const writeBatch = sqlite.transaction((batch: BookOrder[]) => {
    for (const order of batch) {
      const id = addOrder.run(
        order.number,
        firstUser + order.shopper,
        order.status,
        order.totalPaise,
        `Shopper ${order.shopper}`,
        shopperMobile(order.shopper),
        ADDRESS,
        order.createdAt,
        order.createdAt,
      ).lastInsertRowid
      for (const line of order.lines) {
        addLine.run(id, line.productId, line.quantity, line.pricePaise, line.pricePaise)
      }
    }
  })
  let batch: BookOrder[] = []
  for (const order of bookOrders(orders, products)) {
    batch.push(order)
    if (batch.length === 20_000) {
      writeBatch(batch)
      batch = []
    }
  }
  writeBatch(batch)
  sqlite.close()

  const migrating = createDatabase({ kind: 'sqlite', file })
  const started = performance.now()
  await migrateToLatest(migrating.db)
  const migrateMs = performance.now() - started
  await migrating.destroy()
  writeFileSync(marker, JSON.stringify({ orders, builtAt: new Date().toISOString(), migrateMs }))
  return { migrateMs }
}

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

/**
 * The same book in a PostgreSQL database of its own, `bench_orders_<orders>_<version>` beside the
 * one `serverUrl` names; built under a temporary name and renamed when complete, so a database
 * of that name is a finished book. Returns its URL.
 */
export async function buildPostgresOrderBook(
  serverUrl: string,
  dir: string,
  orders: number,
  version: string,
): Promise<{ url: string; migrateMs: number }> {
  const name = `bench_orders_${orders}_${version}`
  const url = withDatabase(serverUrl, name)
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount) {
      await analyze(url)
      return { url, migrateMs: 0 }
    }
    await admin.query(`drop database if exists ${name}_building`)
    await admin.query(`create database ${name}_building`)
    const building = withDatabase(serverUrl, `${name}_building`)
    mkdirSync(dir, { recursive: true })
    const database = createDatabase({ kind: 'postgres', url: building })
    // The demo seed writes today's schema; the book's orders go in at the schema before the figures.
    await migrateToLatest(database.db)
    await seedDemoCatalog(database.db, { storage: createDiskStorage(path.join(dir, 'uploads')) })
    await migrateTo(database.db, BEFORE_FIGURES)
    // The figures' way down leaves its PostgreSQL-only index; its way up makes it again.
    await sql`drop index if exists orders_number_bytes`.execute(database.db)
    await database.destroy()

    const client = new pg.Client({ connectionString: building })
    await client.connect()
    const at = new Date().toISOString()
    const shoppers = Array.from({ length: SHOPPERS }, (_, i) => i)
    await client.query(
      `insert into users (name, email, mobile, password_hash, created_at, updated_at)
       select 'Shopper ' || i, 'shopper' || i || '@example.in', m, 'x', $3, $3
       from unnest($1::int[], $2::text[]) as u(i, m)`,
      [shoppers, shoppers.map(shopperMobile), at],
    )
    const { rows: first } = await client.query<{ id: number }>('select min(id) as id from users')
    const firstUser = Number(first[0]?.id)
    const products = (await client.query('select id, price_paise from products')).rows as Product[]
    const write = async (batch: BookOrder[]) => {
      const ids = await client.query(
        `insert into orders (order_number, user_id, status, total_paise, consignee_name,
           consignee_phone, shipping_address, payment_method, payment_by, payment_txn_no,
           payment_txn_status, delivery_instructions, created_at, updated_at)
         select n, u, s, t, 'Shopper ' || (u - $7), p, $8, 'Cash on Delivery', 'Cash on Delivery',
           'N/A', 'Pending', '[]', c, c
         from unnest($1::text[], $2::int[], $3::text[], $4::int[], $5::text[], $6::text[])
           as o(n, u, s, t, p, c)
         returning id, order_number`,
        [
          batch.map((o) => o.number),
          batch.map((o) => firstUser + o.shopper),
          batch.map((o) => o.status),
          batch.map((o) => o.totalPaise),
          batch.map((o) => shopperMobile(o.shopper)),
          batch.map((o) => o.createdAt),
          firstUser,
          ADDRESS,
        ],
      )
      const idOf = new Map(
        (ids.rows as Array<{ id: number; order_number: string }>).map((r) => [
          r.order_number,
          r.id,
        ]),
      )
      const lines = batch.flatMap((o) =>
        o.lines.map((line) => ({ ...line, orderId: idOf.get(o.number) })),
      )
      await client.query(
        `insert into order_items (order_id, product_id, name, image, description, size, sku,
           quantity, unit_price_paise, mrp_paise, discount)
         select o, p, 'Demo product', '', '', 'M', null, q, pr, pr, 0
         from unnest($1::int[], $2::int[], $3::int[], $4::int[]) as l(o, p, q, pr)`,
        [
          lines.map((l) => l.orderId),
          lines.map((l) => l.productId),
          lines.map((l) => l.quantity),
          lines.map((l) => l.pricePaise),
        ],
      )
    }
    let batch: BookOrder[] = []
    for (const order of bookOrders(orders, products)) {
      batch.push(order)
      if (batch.length === 10_000) {
        await write(batch)
        batch = []
      }
    }
    if (batch.length) await write(batch)
    await client.end()

    const migrating = createDatabase({ kind: 'postgres', url: building })
    const started = performance.now()
    await migrateToLatest(migrating.db)
    const migrateMs = performance.now() - started
    await migrating.destroy()
    await admin.query(`alter database ${name}_building rename to ${name}`)
    await analyze(url)
    return { url, migrateMs }
  } finally {
    await admin.end()
  }
}

/** Statistics as a running shop's autovacuum keeps them; a book just built may have none. */
async function analyze(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('analyze')
  } finally {
    await client.end()
  }
}

/** Median time of `runs` calls, with the size of the last answer. */
export async function timeCall(url: string, headers: Record<string, string>, runs = 3) {
  const times: number[] = []
  let bytes = 0
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    const res = await fetch(url, { headers })
    if (!res.ok) throw new Error(`${url} answered ${res.status}`)
    bytes = 0
    for await (const chunk of res.body ?? []) bytes += (chunk as Uint8Array).length
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { ms: Math.round(times[Math.floor(runs / 2)] ?? 0), bytes }
}
