import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCategory, createProduct, createSubCategory } from './factories.js'
import { createTestApp, type TestApp } from './helpers.js'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

describe('GET /api/v1/products', () => {
  it('pages live products newest first with totalNoPage', async () => {
    const men = await createCategory(t.db, 'Men')
    const shirts = await createSubCategory(t.db, [men.id], 'Shirts')
    for (let i = 0; i < 13; i++) {
      await createProduct(t.db, {
        name: `Shirt ${i}`,
        categories: [men],
        subCategories: [shirts],
        pricePaise: 49_900,
        discount: 10,
      })
    }
    await createProduct(t.db, { name: 'Hidden', deleted: true })

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/products?page=1&limit=12' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ success: true, error: false, totalNoPage: 2, totalCount: 13 })
    expect(body.data).toHaveLength(12)
    expect(body.data[0]).toMatchObject({
      name: 'Shirt 12',
      price: 499,
      discount: 10,
      category: [{ _id: String(men.id), name: 'Men' }],
      subCategory: [{ _id: String(shirts.id), name: 'Shirts' }],
      stock: 10,
      quantity: 10,
      isNew: false,
    })
  })

  it('answers 400 naming the field for a bad page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/products?page=-1' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, error: true })
    expect(res.json().message).toContain('page')
  })
})
