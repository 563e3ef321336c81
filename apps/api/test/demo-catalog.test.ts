import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedDemoCatalog } from '../src/db/seed/demo-catalog.js'
import { createDiskStorage } from '../src/lib/storage.js'
import { createTestApp, type TestApp } from './helpers.js'

// The demo catalogue's size charts measure what their products are: a set (a top and a bottom)
// has a chart with the chest and the waist.

let t: TestApp
const uploads = mkdtempSync(path.join(tmpdir(), 'demo-images-'))

beforeAll(async () => {
  t = await createTestApp()
  await seedDemoCatalog(t.db, { products: 300, storage: createDiskStorage(uploads) })
})
afterAll(async () => {
  await t.close()
  rmSync(uploads, { recursive: true, force: true })
})

it('gives every set a chart that measures both its top and its bottom', async () => {
  // A product's own chart, else its sub-category's.
  const sets = await t.db
    .selectFrom('products')
    .innerJoin('product_subcategories', 'product_subcategories.product_id', 'products.id')
    .innerJoin('subcategories', 'subcategories.id', 'product_subcategories.subcategory_id')
    .select([
      'products.name',
      'products.size_chart_id as own',
      'subcategories.size_chart_id as sub',
    ])
    .where('products.unit', '=', 'set')
    .execute()
  const charts = await t.db.selectFrom('size_charts').select(['id', 'name', 'columns']).execute()
  expect(sets.length).toBeGreaterThan(0)
  for (const set of sets) {
    const chart = charts.find((c) => c.id === (set.own ?? set.sub))
    const columns = JSON.parse(chart?.columns ?? '[]') as string[]
    expect(columns, `${set.name} (${chart?.name})`).toEqual(expect.arrayContaining(['Waist']))
    expect(columns.some((c) => c === 'Chest' || c === 'Bust' || c === 'Height')).toBe(true)
  }
})
