import { afterAll, beforeAll, expect, it } from 'vitest'
import { type EarlierDb, createTestApp, type TestApp } from './helpers.js'

// A catalogue made before reviews, migrated: each product's rating is kept as its imported
// rating, shown with no reviews behind it until its first published review.

const BEFORE = '2026_11_27_40_add_product_declarations'
const at = '2026-11-27T09:00:00.000Z'

let t: TestApp
let ratedId = 0
let unratedId = 0
beforeAll(async () => {
  t = await createTestApp({
    earlier: {
      migration: BEFORE,
      fill: async (db: EarlierDb) => {
        const product = (name: string, rating: number | null) =>
          db
            .insertInto('products')
            .values({ name, price_paise: 79_900, rating, created_at: at, updated_at: at })
            .returning('id')
            .executeTakeFirstOrThrow()
        ratedId = (await product('Printed Kurti', 4.3)).id
        unratedId = (await product('Plain Dupatta', null)).id
      },
    },
  })
})
afterAll(async () => t.close())

it('keeps each rating as the imported one, with no reviews behind it', async () => {
  const rows = await t.db
    .selectFrom('products')
    .select(['id', 'rating', 'rating_count', 'imported_rating'])
    .orderBy('id')
    .execute()
  expect(
    rows.map((row) => ({ ...row, rating: row.rating === null ? null : Number(row.rating) })),
  ).toEqual([
    { id: ratedId, rating: 4.3, rating_count: 0, imported_rating: expect.closeTo(4.3, 5) },
    { id: unratedId, rating: null, rating_count: 0, imported_rating: null },
  ])
  const page = (await t.app.inject({ method: 'GET', url: `/api/v1/products/${ratedId}` })).json()
  expect(page).toMatchObject({ rating: 4.3, ratingCount: 0 })
  const reviews = (
    await t.app.inject({ method: 'GET', url: `/api/v1/products/${ratedId}/reviews` })
  ).json().data
  expect(reviews).toMatchObject({ summary: { average: 0, count: 0 }, reviews: [], total: 0 })
})
