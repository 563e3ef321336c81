import { afterAll, beforeAll, expect, it } from 'vitest'
import { type EarlierDb, createTestApp, type TestApp } from './helpers.js'

// A database at the schema before colours were a product's own, with colours kept among the extra
// details as the demo catalogue kept them, migrated: palette colours move into the attribute and
// the listing filters by them; anything else stays where it was.

const BEFORE = '2026_11_24_02_add_sales_figures'
const now = '2026-11-24T10:00:00.000Z'

let t: TestApp
const details: Array<Record<string, string>> = [
  { Fabric: 'Cotton', Colour: 'Navy Blue', Pattern: 'Solid' },
  { color: ' maroon ' },
  { Colour: 'Peacock Green', Fabric: 'Silk' },
  { Fabric: 'Linen' },
]

beforeAll(async () => {
  t = await createTestApp({
    earlier: {
      migration: BEFORE,
      fill: async (db: EarlierDb) => {
        const category = await db
          .insertInto('categories')
          .values({ name: 'Men', image: '/images/men.webp', created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
        for (const [i, more] of details.entries()) {
          const product = await db
            .insertInto('products')
            .values({
              name: `Old Kurta ${i}`,
              description: 'A kurta.',
              unit: 'piece',
              unit_quantity: 1,
              price_paise: 99_900,
              discount: 0,
              stock: 3,
              rating: null,
              is_new: 0,
              images: '[]',
              sizes: '["M"]',
              more_details: JSON.stringify(more),
              vendor_id: 'V1001',
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
          await db
            .insertInto('product_variants')
            .values({
              product_id: product.id,
              size: 'M',
              position: 0,
              stock: 3,
              sku: `KK-${product.id}-M`,
              created_at: now,
              updated_at: now,
            })
            .execute()
          await db
            .insertInto('product_categories')
            .values({ product_id: product.id, category_id: category.id })
            .execute()
        }
      },
    },
  })
})
afterAll(async () => t.close())

it('moves palette colours out of the extra details into the colour attribute', async () => {
  const rows = await t.db
    .selectFrom('products')
    .select(['name', 'colour', 'more_details'])
    .orderBy('id')
    .execute()
  expect(rows.map((row) => [row.name, row.colour, JSON.parse(row.more_details)])).toEqual([
    ['Old Kurta 0', 'Navy Blue', { Fabric: 'Cotton', Pattern: 'Solid' }],
    ['Old Kurta 1', 'Maroon', {}],
    ['Old Kurta 2', null, { Colour: 'Peacock Green', Fabric: 'Silk' }],
    ['Old Kurta 3', null, { Fabric: 'Linen' }],
  ])
  const listing = await t.app.inject({
    method: 'GET',
    url: '/api/v1/products/browse?colour=navy-blue,maroon',
  })
  expect(listing.statusCode).toBe(200)
  expect(
    listing
      .json()
      .data.map((p: { name: string }) => p.name)
      .sort(),
  ).toEqual(['Old Kurta 0', 'Old Kurta 1'])
  expect(listing.json().facets.size).toEqual([{ value: 'M', count: 2 }])
})
