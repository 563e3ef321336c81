import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCategory, createProduct, createSubCategory } from './factories.js'
import { createTestApp, type TestApp } from './helpers.js'

let t: TestApp
let men: { id: number; name: string }
let women: { id: number; name: string }
let shirts: { id: number; name: string }
let sarees: { id: number; name: string }
let productId: number

beforeAll(async () => {
  t = await createTestApp()
  men = await createCategory(t.db, 'Men')
  women = await createCategory(t.db, 'Women')
  shirts = await createSubCategory(t.db, [men.id], 'Shirts')
  sarees = await createSubCategory(t.db, [women.id], 'Sarees')
  await createSubCategory(t.db, [men.id, women.id], 'Jeans')
  for (let i = 0; i < 13; i++) {
    await createProduct(t.db, { name: `Shirt ${i}`, categories: [men], subCategories: [shirts] })
  }
  const saree = await createProduct(t.db, {
    name: 'Silk Saree',
    categories: [women],
    subCategories: [sarees],
    pricePaise: 249_950,
    discount: 15,
    stock: 3,
    sizes: [],
    rating: null,
    isNew: true,
  })
  productId = saree.id
  await createProduct(t.db, {
    name: 'Deleted Shirt',
    categories: [men],
    subCategories: [shirts],
    deleted: true,
  })
})
afterAll(async () => t.close())

const get = (url: string) => t.app.inject({ method: 'GET', url })
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object })

describe('categories and sub-categories', () => {
  it('lists categories in the order the shop created them', async () => {
    const res = await get('/api/v1/categories')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ success: true, error: false })
    expect(res.json().data.map((c: { name: string }) => c.name)).toEqual(['Men', 'Women'])
    expect(res.json().data[0]).toEqual({
      _id: String(men.id),
      name: 'Men',
      image: '/images/category.webp',
    })
  })

  it('lists every sub-category by name with its categories', async () => {
    const res = await get('/api/v1/subcategoryproduct/categoryserviceid')
    const data = res.json().data as Array<{ name: string; category: Array<{ name: string }> }>
    expect(data.map((s) => s.name)).toEqual(['Jeans', 'Sarees', 'Shirts'])
    expect(data[0]?.category.map((c) => c.name).sort()).toEqual(['Men', 'Women'])
  })

  it("lists one category's sub-categories", async () => {
    const res = await get(`/api/v1/subcategoryproduct/categoryserviceid/${women.id}`)
    expect(res.json().data.map((s: { name: string }) => s.name)).toEqual(['Jeans', 'Sarees'])
  })

  it('answers 404 for an unknown category', async () => {
    const res = await get('/api/v1/subcategoryproduct/categoryserviceid/999999')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      success: false,
      error: true,
      code: 'NOT_FOUND',
      message: 'Category not found',
    })
  })
})

describe('product lists', () => {
  it('pages live products newest first with totalNoPage', async () => {
    const res = await get('/api/v1/products?page=1&limit=12')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      success: true,
      error: false,
      page: 1,
      totalCount: 14,
      totalNoPage: 2,
    })
    expect(body.data).toHaveLength(12)
    expect(body.data[0].name).toBe('Silk Saree')
    const second = (await get('/api/v1/products?page=2&limit=12')).json()
    expect(second.data.map((p: { name: string }) => p.name)).toEqual(['Shirt 1', 'Shirt 0'])
    expect(JSON.stringify([...body.data, ...second.data])).not.toContain('Deleted Shirt')
  })

  it('uses page 1 and 12 a page by default', async () => {
    const body = (await get('/api/v1/products')).json()
    expect(body.page).toBe(1)
    expect(body.data).toHaveLength(12)
  })

  it('filters by category', async () => {
    const res = await post('/api/v1/product/get-product-by-category', { id: String(women.id) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ totalCount: 1, totalNoPage: 1 })
    expect(res.json().data[0].name).toBe('Silk Saree')
  })

  it('filters by sub-category with paging', async () => {
    const res = await get(`/api/v1/products/get-product-by-subcategory/${shirts.id}?page=2&limit=5`)
    expect(res.json()).toMatchObject({ page: 2, totalCount: 13, totalNoPage: 3 })
    expect(res.json().data.map((p: { name: string }) => p.name)).toEqual([
      'Shirt 7',
      'Shirt 6',
      'Shirt 5',
      'Shirt 4',
      'Shirt 3',
    ])
  })

  it('answers 404 for unknown category and sub-category ids', async () => {
    expect(
      (await post('/api/v1/product/get-product-by-category', { id: '424242' })).statusCode,
    ).toBe(404)
    const res = await get('/api/v1/products/get-product-by-subcategory/424242')
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Sub category not found')
  })
})

describe('product details', () => {
  const expected = () => ({
    _id: String(productId),
    name: 'Silk Saree',
    image: ['/images/p.webp'],
    category: [{ _id: String(women.id), name: 'Women' }],
    subCategory: [{ _id: String(sarees.id), name: 'Sarees' }],
    unit: 'piece',
    unitQuantity: 1,
    sizes: [],
    stock: 3,
    quantity: 3,
    price: 2499.5,
    discount: 15,
    rating: null,
    isNew: true,
    description: 'A plain garment.',
    more_details: { Fabric: 'Cotton' },
    vendorId: 'V1',
  })

  it('answers the product itself by path, with every field', async () => {
    const res = await get(`/api/v1/products/${productId}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject(expected())
  })

  it('answers the same product by POST /product/get-product-details', async () => {
    const res = await post('/api/v1/product/get-product-details', { productId: String(productId) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject(expected())
  })

  it('answers 404 for unknown and deleted products', async () => {
    const res = await get('/api/v1/products/987654')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      success: false,
      error: true,
      code: 'NOT_FOUND',
      message: 'Product not found',
    })
    const list = await t.db
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'Deleted Shirt')
      .executeTakeFirstOrThrow()
    expect((await get(`/api/v1/products/${list.id}`)).statusCode).toBe(404)
  })
})

describe('kept answers', () => {
  it('answers a repeated read with the same bytes, and validates anything not in canonical form', async () => {
    const first = await get('/api/v1/products?page=1&limit=12')
    const again = await get('/api/v1/products?page=1&limit=12')
    expect(again.statusCode).toBe(200)
    expect(again.body).toBe(first.body)
    expect(again.headers.etag).toBe(first.headers.etag)

    // Same meaning, other spelling: the full way, with the same answer.
    const padded = await get('/api/v1/products?page=01&limit=12')
    expect(padded.statusCode).toBe(200)
    expect(padded.json()).toEqual(first.json())

    expect((await get('/api/v1/products?page=1&limit=1000')).statusCode).toBe(400)
    expect((await get(`/api/v1/products/${productId}`)).statusCode).toBe(200)
    expect((await get(`/api/v1/products/${productId}`)).statusCode).toBe(200)
    expect((await get(`/api/v1/products/0${productId}`)).statusCode).toBe(400)
  })
})
