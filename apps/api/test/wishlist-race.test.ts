import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { createProduct, createSubscribers } from './factories.js'
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
  await createSubscribers(t.db, { productId: product.id, size: 'M', count: 450, digit: '6' })
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
