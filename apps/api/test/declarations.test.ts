import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCategory, createProduct, createSubCategory } from './factories.js'
import { createTestApp, type TestApp } from './helpers.js'
import { type Admin, callAs, signInAdmin, signUpShopper } from './sign-in.js'

// What the Legal Metrology (Packaged Commodities) Rules 2011 rule 6(10) asks an online store to
// show of each product (decision 076): sub-category defaults, the product's own over them, net
// quantity from its unit quantity and MRP from its price; the admin's list of what is missing.

let t: TestApp
let admin: Admin
beforeAll(async () => {
  t = await createTestApp()
  admin = await signInAdmin(t)
})
afterAll(async () => t.close())

const defaults = {
  manufacturer: 'Rang Textiles LLP, Linking Road, Mumbai 400050',
  countryOfOrigin: 'India',
  genericName: 'Kurta',
  consumerCare: 'help@rang.in, 1800 123 4567',
}

const product = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/products/${id}` })).json()

describe('product declarations', () => {
  it('come from the sub-category, with net quantity and MRP from the product', async () => {
    const cat = await createCategory(t.db)
    const sub = (
      await admin.call('POST', '/subcategory/create', {
        name: 'Kurtas with declarations',
        image: '/images/subcategory-1.webp',
        category: [String(cat.id)],
        declarations: defaults,
      })
    ).json().data
    expect(sub.declarations).toEqual({ ...defaults, packer: null, importer: null })
    const row = await createProduct(t.db, {
      subCategories: [{ id: Number(sub._id), name: sub.name }],
      categories: [cat],
      pricePaise: 149_900,
      discount: 20,
    })
    expect((await product(row.id)).declarations).toEqual({
      ...defaults,
      packer: null,
      importer: null,
      netQuantity: '1 N',
      mrp: 1499,
      missing: [],
    })
  })

  it("take the product's own over the sub-category's, and need an importer for imported goods", async () => {
    const cat = await createCategory(t.db)
    const sub = await createSubCategory(t.db, [cat.id])
    await t.db
      .updateTable('subcategories')
      .set({ declarations: JSON.stringify(defaults) })
      .where('id', '=', sub.id)
      .execute()
    const row = await createProduct(t.db, { subCategories: [sub], categories: [cat] })
    const before = await product(row.id)
    const saved = await admin.call('PUT', '/product/update-product-details', {
      _id: String(row.id),
      name: before.name,
      description: before.description,
      image: ['/images/product-image-1.webp'],
      category: [String(cat.id)],
      subCategory: [String(sub.id)],
      unit: 'set',
      unitQuantity: 2,
      stock: 10,
      price: 999,
      discount: 0,
      declarations: { countryOfOrigin: 'Bangladesh', netQuantity: '2 N (kurta and pyjama)' },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data.ownDeclarations).toMatchObject({
      countryOfOrigin: 'Bangladesh',
      manufacturer: null,
    })
    expect(saved.json().data.declarations).toMatchObject({
      manufacturer: defaults.manufacturer,
      countryOfOrigin: 'Bangladesh',
      netQuantity: '2 N (kurta and pyjama)',
      mrp: 999,
      missing: ['importer'],
    })
    const gaps = (await admin.call('GET', '/admin/products/declarations-missing')).json().data
    expect(gaps.products).toContainEqual({
      _id: String(row.id),
      name: before.name,
      missing: ['importer'],
    })
  })

  it('lists products that declare nothing, for admins only', async () => {
    const row = await createProduct(t.db, { name: 'Undeclared Dupatta' })
    const gaps = await admin.call('GET', '/admin/products/declarations-missing')
    expect(gaps.json().data.products).toContainEqual({
      _id: String(row.id),
      name: 'Undeclared Dupatta',
      missing: ['manufacturer', 'countryOfOrigin', 'genericName', 'consumerCare'],
    })
    expect(gaps.json().data.total).toBeGreaterThanOrEqual(1)
    const shopper = await signUpShopper(t)
    expect((await shopper.call('GET', '/admin/products/declarations-missing')).statusCode).toBe(403)
    expect((await callAs(t)('GET', '/admin/products/declarations-missing')).statusCode).toBe(401)
  })

  it('refuses a declaration that is not plain text', async () => {
    const cat = await createCategory(t.db)
    const res = await admin.call('POST', '/subcategory/create', {
      name: 'Bad declarations',
      image: '/images/subcategory-1.webp',
      category: [String(cat.id)],
      declarations: { manufacturer: '<b>Rang</b>', colour: 'red' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VALIDATION_FAILED')
  })
})
