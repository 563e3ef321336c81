import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { createProduct } from './factories.js'
import { deliveredOrder } from './delivered-orders.js'
import { createTestApp, type TestApp } from './helpers.js'
import { type Admin, type Shopper, signInAdmin, signUpShopper } from './sign-in.js'

// Reviews published, edited, rejected and deleted at once: the kept figures and the catalogue's
// rating equal a recount of the published reviews. Two instances sweeping for review requests
// at once mail each delivered line once.

let t: TestApp
let admin: Admin
let other: Awaited<ReturnType<typeof buildApp>>
const buyers: Shopper[] = []
let productId = 0

beforeAll(async () => {
  t = await createTestApp({ env: { REVIEW_SWEEP_SECONDS: '0.05' } })
  other = await buildApp({ ...t.config, reviewSweepMs: 20 }, { logger: false })
  await other.ready()
  admin = await signInAdmin(t)
  productId = (await createProduct(t.db, { sizeStock: { M: 100 }, rating: 3.9 })).id
  for (let i = 0; i < 24; i++) {
    const who = await signUpShopper(t, `Racer${i} Singh`)
    await deliveredOrder(t, admin, who, { productId })
    buyers.push(who)
  }
})
afterAll(async () => {
  await other.close()
  await t.close()
})

async function recount() {
  const rows = await t.db
    .selectFrom('reviews')
    .select(['stars', 'fit'])
    .where('product_id', '=', productId)
    .where('status', '=', 'published')
    .execute()
  const stars = [1, 2, 3, 4, 5].map((n) => rows.filter((row) => row.stars === n).length)
  const fit = (value: string) => rows.filter((row) => row.fit === value).length
  return {
    count: rows.length,
    star_total: rows.reduce((sum, row) => sum + row.stars, 0),
    stars_1: stars[0],
    stars_2: stars[1],
    stars_3: stars[2],
    stars_4: stars[3],
    stars_5: stars[4],
    fit_small: fit('small'),
    fit_true: fit('true'),
    fit_large: fit('large'),
  }
}

it('keeps figures equal to a recount after racing publishes, edits, rejections and deletes', async () => {
  const fits = ['small', 'true', 'large'] as const
  const written = await Promise.all(
    buyers.map((who, i) =>
      who.call('POST', `/products/${productId}/reviews`, {
        stars: (i % 5) + 1,
        fit: fits[i % 3],
        text: `Race review ${i}`,
      }),
    ),
  )
  expect(written.map((res) => res.statusCode)).toEqual(buyers.map(() => 201))
  const ids = written.map((res) => res.json().data._id as string)

  // At once: a third delete theirs, a third edit, the admin rejects some and publishes some back,
  // and the rest write a second review (refused).
  await Promise.all(
    buyers.flatMap((who, i) => {
      const id = ids[i] as string
      if (i % 3 === 0) return [who.call('DELETE', `/reviews/${id}`)]
      if (i % 3 === 1)
        return [
          who.call('PUT', `/reviews/${id}`, { stars: 5 - (i % 5), fit: 'true' }),
          admin.call('PUT', `/admin/reviews/${id}`, { status: 'rejected', reason: 'Race' }),
        ]
      return [
        who.call('POST', `/products/${productId}/reviews`, { stars: 1 }),
        admin.call('PUT', `/admin/reviews/${id}`, { status: 'published' }),
      ]
    }),
  )

  const expected = await recount()
  expect(expected.count).toBeGreaterThan(0)
  const kept = await t.db
    .selectFrom('review_figures')
    .selectAll()
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow()
  const figures = Object.entries(kept).filter(([name]) => name !== 'product_id')
  expect(Object.fromEntries(figures.map(([name, value]) => [name, Number(value)]))).toEqual(
    expected,
  )
  const product = await t.db
    .selectFrom('products')
    .select(['rating', 'rating_count'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow()
  expect(Number(product.rating_count)).toBe(expected.count)
  expect(Number(product.rating)).toBeCloseTo(expected.star_total / expected.count, 5)
})

it('mails each delivered line once when two instances sweep at once', async () => {
  const fourDaysAgo = new Date(Date.now() - 4 * 24 * 60 * 60 * 1000).toISOString()
  await t.db
    .updateTable('order_status_history')
    .set({ created_at: fourDaysAgo })
    .where('status', '=', 'Delivered')
    .execute()
  // Reviewed products are not asked about: only buyers without a review are due.
  const reviewed = await t.db.selectFrom('reviews').select('user_id').execute()
  const due = buyers.length - reviewed.length
  const deadline = Date.now() + 15_000
  for (;;) {
    const asked = await t.db.selectFrom('review_requests').select('order_item_id').execute()
    if (asked.length >= due) break
    if (Date.now() > deadline) throw new Error('the review requests were not sent in 15 s')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  await new Promise((resolve) => setTimeout(resolve, 300))
  const mails = await t.db
    .selectFrom('mail_outbox')
    .select('to_address')
    .where('subject', 'like', '%Rate this product')
    .execute()
  expect(mails).toHaveLength(due)
  expect(new Set(mails.map((m) => m.to_address)).size).toBe(due)
})
