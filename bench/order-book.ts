// An order book as a shop of a year or more would have it, built once per size and kept, and the
// admin's calls timed against it while a shopper's product page is measured alongside.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
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
  await migrateTo(database.db, BEFORE_FIGURES)
  await seedDemoCatalog(database.db, { storage: createDiskStorage(path.join(dir, 'uploads')) })
  await database.destroy()

  const sqlite = new Database(file)
  sqlite.pragma('journal_mode = WAL')
  const at = new Date().toISOString()
  const products = sqlite.prepare('select id, price_paise from products').all() as Array<{
    id: number
    price_paise: number
  }>
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
     values (?, ?, ?, ?, ?, ?, 'Flat 4, MG Road, Pune, Maharashtra, India - 411001',
       'Cash on Delivery', 'Cash on Delivery', 'N/A', 'Pending', '[]', ?, ?)`,
  )
  const addLine = sqlite.prepare(
    `insert into order_items (order_id, product_id, name, image, description, size, sku,
       quantity, unit_price_paise, mrp_paise, discount)
     values (?, ?, 'Demo product', '', '', 'M', null, ?, ?, ?, 0)`,
  )
  const rng = random(20_261_124)
  const now = Date.now()
  const batch = 20_000
  for (let start = 0; start < orders; start += batch) {
    sqlite.transaction(() => {
      for (let n = start; n < Math.min(orders, start + batch); n++) {
        // Oldest first, evenly over the year, so ids grow with time as in a real shop.
        const placed = now - 365 * DAY_MS + Math.floor(((n + rng()) / orders) * 365 * DAY_MS)
        const recent = now - placed < 7 * DAY_MS
        const status = (recent ? STATUSES_NEW : STATUSES_OLD)[Math.floor(rng() * 5)] ?? 'Pending'
        const shopper = Math.floor(rng() * SHOPPERS)
        const lines = Array.from({ length: 1 + Math.floor(rng() * 3) }, () => {
          const product = products[Math.floor(rng() * products.length)] ?? { id: 1, price_paise: 0 }
          return { product, quantity: 1 + Math.floor(rng() * 2) }
        })
        const total = lines.reduce((s, l) => s + l.product.price_paise * l.quantity, 0)
        const createdAt = new Date(placed).toISOString()
        const id = addOrder.run(
          `KK-${createdAt.slice(2, 10).replaceAll('-', '')}-${n.toString(36).toUpperCase().padStart(6, '0')}`,
          firstUser + shopper,
          status,
          total,
          `Shopper ${shopper}`,
          shopperMobile(shopper),
          createdAt,
          createdAt,
        ).lastInsertRowid
        for (const line of lines) {
          addLine.run(
            id,
            line.product.id,
            line.quantity,
            line.product.price_paise,
            line.product.price_paise,
          )
        }
      }
    })()
  }
  sqlite.close()

  const migrating = createDatabase({ kind: 'sqlite', file })
  const started = performance.now()
  await migrateToLatest(migrating.db)
  const migrateMs = performance.now() - started
  await migrating.destroy()
  writeFileSync(marker, JSON.stringify({ orders, builtAt: new Date().toISOString(), migrateMs }))
  return { migrateMs }
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
