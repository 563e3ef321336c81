import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProduct } from './factories.js'
import { createTestApp, type TestApp } from './helpers.js'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
  await createProduct(t.db, { name: 'Cotton Kurta' })
})
afterAll(async () => t.close())

type Case = { name: string; method: 'GET' | 'POST'; url: string; payload?: unknown; field: string }

const long = 'k'.repeat(201)
const cases: Case[] = [
  { name: 'a negative page', method: 'GET', url: '/api/v1/products?page=-1', field: 'page' },
  { name: 'a zero page', method: 'GET', url: '/api/v1/products?page=0', field: 'page' },
  { name: 'a non-numeric page', method: 'GET', url: '/api/v1/products?page=two', field: 'page' },
  { name: 'a fractional limit', method: 'GET', url: '/api/v1/products?limit=1.5', field: 'limit' },
  { name: 'a limit over 100', method: 'GET', url: '/api/v1/products?limit=101', field: 'limit' },
  {
    name: 'a search over 200 characters',
    method: 'GET',
    url: `/api/v1/products?search=${long}`,
    field: 'search',
  },
  {
    name: 'a search body over 200 characters',
    method: 'POST',
    url: '/api/v1/products/search',
    payload: { search: long, page: 1 },
    field: 'search',
  },
  {
    name: 'a search that is not text',
    method: 'POST',
    url: '/api/v1/products/search',
    payload: { search: 42, page: 1 },
    field: 'search',
  },
  {
    name: 'a missing search',
    method: 'POST',
    url: '/api/v1/products/search',
    payload: { page: 1 },
    field: 'search',
  },
  {
    name: 'a negative search page',
    method: 'POST',
    url: '/api/v1/products/search',
    payload: { search: 'kurta', page: -2 },
    field: 'page',
  },
  {
    name: 'a keyword over 200 characters',
    method: 'POST',
    url: '/api/v1/products/suggestions',
    payload: { keyword: long },
    field: 'keyword',
  },
  {
    name: 'a keyword that is not text',
    method: 'POST',
    url: '/api/v1/products/suggestions',
    payload: { keyword: ['a'] },
    field: 'keyword',
  },
  {
    name: 'a product id that is an object',
    method: 'POST',
    url: '/api/v1/product/get-product-details',
    payload: { productId: { $gt: '' } },
    field: 'productId',
  },
  {
    name: 'a product id with SQL in it',
    method: 'POST',
    url: '/api/v1/product/get-product-details',
    payload: { productId: "1' or '1'='1" },
    field: 'productId',
  },
  {
    name: 'a non-numeric product id in the path',
    method: 'GET',
    url: '/api/v1/products/abc',
    field: 'id',
  },
  {
    name: 'a product id beyond the id range',
    method: 'GET',
    url: '/api/v1/products/99999999999',
    field: 'id',
  },
  {
    name: 'a category id that is not numeric',
    method: 'POST',
    url: '/api/v1/product/get-product-by-category',
    payload: { id: 'men' },
    field: 'id',
  },
  {
    name: 'a negative sub-category id',
    method: 'GET',
    url: '/api/v1/products/get-product-by-subcategory/-1',
    field: 'subCategoryId',
  },
  {
    name: 'a non-numeric category id',
    method: 'GET',
    url: '/api/v1/subcategoryproduct/categoryserviceid/x',
    field: 'categoryId',
  },
]

describe('bad input answers 400 naming the field', () => {
  it.each(cases)('$name', async ({ method, url, payload, field }) => {
    const res = await t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
    expect(res.statusCode).toBe(400)
    const body = res.json<{ success: boolean; error: boolean; message: string }>()
    expect(body.success).toBe(false)
    expect(body.error).toBe(true)
    expect(body.message).toContain(field)
  })
})

describe('malformed requests', () => {
  it('answers 400 for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products/search',
      headers: { 'content-type': 'application/json' },
      payload: '{"search": "kur',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, error: true })
  })

  it('answers 415 for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products/search',
      headers: { 'content-type': 'text/xml' },
      payload: '<search/>',
    })
    expect(res.statusCode).toBe(415)
  })

  it('answers 413 for a body over 1 MB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products/suggestions',
      payload: { keyword: 'x'.repeat(1_100_000) },
    })
    expect(res.statusCode).toBe(413)
  })

  it('answers 404 JSON for an unknown API route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      success: false,
      error: true,
      code: 'NOT_FOUND',
      message: 'Route GET /api/v1/nope not found',
    })
  })

  it('leaves the catalogue as it was', async () => {
    const count = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(1)
  })
})
