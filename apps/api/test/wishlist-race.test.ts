import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { nowIso } from '../src/db/sql.js'
import { createProduct } from './factories.js'
import { createTestApp, type TestApp } from './helpers.js'

// Two instances on one database, each sweeping for alerts every 20 ms, find the same size back
// in stock at once: every subscription is mailed exactly once.

let t: TestApp
let other: Awaited<ReturnType<typeof buildApp>>

beforeAll(async () => {
  t = await createTestApp({ env: { ALERT_SWEEP_SECONDS: '0.05' } })
  other = await buildApp({ ...t.config, alertSweepMs: 20 }, { logger: false })
  await other.ready()
})
afterAll(async () => {
  await other.close()
  await t.close()
})

it('mails each subscriber once when two instances race to send', async () => {
  const product = await createProduct(t.db, { sizeStock: { M: 0 } })
  const at = nowIso()
  const users = await t.db
    .insertInto('users')
    .values(
      Array.from({ length: 450 }, (_, i) => ({
        name: `Racer ${i}`,
        email: `racer${i}@example.in`,
        mobile: `6${String(i).padStart(9, '0')}`,
        password_hash: 'x',
        avatar: '',
        verify_email: 0,
        status: 'Active',
        role: 'USER',
        created_at: at,
        updated_at: at,
      })),
    )
    .returning('id')
    .execute()
  for (let start = 0; start < users.length; start += 150) {
    await t.db
      .insertInto('stock_alerts')
      .values(
        users.slice(start, start + 150).map((user) => ({
          user_id: user.id,
          product_id: product.id,
          size: 'M',
          status: 'active',
          created_at: at,
        })),
      )
      .execute()
  }
  // Back in stock behind both instances' backs: only their sweeps find it, at the same time.
  await t.db
    .updateTable('product_variants')
    .set({ stock: 3 })
    .where('product_id', '=', product.id)
    .execute()
  const deadline = Date.now() + 15_000
  for (;;) {
    const waiting = await t.db
      .selectFrom('stock_alerts')
      .select('id')
      .where('status', '=', 'active')
      .executeTakeFirst()
    if (!waiting) break
    if (Date.now() > deadline) throw new Error('the alerts were not sent in 15 s')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  // More sweeps pass on both instances; none may add a mail.
  await new Promise((resolve) => setTimeout(resolve, 300))
  const mails = await t.db
    .selectFrom('mail_outbox')
    .select('to_address')
    .where('subject', '=', `Back in stock: ${product.name} in size M`)
    .execute()
  expect(mails).toHaveLength(450)
  expect(new Set(mails.map((m) => m.to_address)).size).toBe(450)
})
