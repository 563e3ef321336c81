import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCategory, createProduct, createSubCategory } from './factories.js'
import { createTestApp, type TestApp } from './helpers.js'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
  const men = await createCategory(t.db, 'Men')
  const women = await createCategory(t.db, 'Women')
  const shirts = await createSubCategory(t.db, [men.id], 'Shirts')
  const tshirts = await createSubCategory(t.db, [men.id, women.id], 'T-Shirts')
  const kurtas = await createSubCategory(t.db, [men.id, women.id], 'Kurtas')
  const sarees = await createSubCategory(t.db, [women.id], 'Sarees')
  const product = (name: string, description: string, cat: typeof men, sub: typeof shirts) =>
    createProduct(t.db, { name, description, categories: [cat], subCategories: [sub] })
  await product('Navy Blue Formal Cotton Shirt', 'Crisp office wear.', men, shirts)
  await product('Olive Linen Shirt', 'Breezy summer wear.', men, shirts)
  await product('Graphic Round Neck T-Shirt', 'Soft cotton tee.', women, tshirts)
  await product('Printed Tshirt for Boys', 'Everyday tee.', men, tshirts)
  await product('Embroidered Cotton Kurta', 'Festive wear in blue.', men, kurtas)
  await product('Block Print Kurta', 'Made in Jaipur.', women, kurtas)
  await product('Banarasi Silk Saree', 'Woven zari border.', women, sarees)
  await product(
    'Chiffon Saree',
    'Light and flowing, pairs with a blue shirt style blouse.',
    women,
    sarees,
  )
  await createProduct(t.db, { name: 'Hidden Kurta', deleted: true })
})
afterAll(async () => t.close())

type Found = {
  results: Array<{ name: string }>
  totalCount: number
  totalNoPage: number
  page: number
}

async function search(text: string, page = 1, limit = 12): Promise<Found> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/products/search',
    payload: { search: text, page, limit },
  })
  expect(res.statusCode).toBe(200)
  return res.json<Found>()
}
const names = async (text: string) => (await search(text)).results.map((p) => p.name)

describe('search', () => {
  it('matches every word, across name, category, sub-category and description', async () => {
    expect(await names('women kurta')).toEqual(['Block Print Kurta'])
    expect(await names('jaipur kurta')).toEqual(['Block Print Kurta'])
    expect(await names('kurta sarees')).toEqual([])
  })

  it('ranks name matches above description matches', async () => {
    const found = await names('blue shirt')
    expect(found[0]).toBe('Navy Blue Formal Cotton Shirt')
    expect(found).toContain('Chiffon Saree')
    expect(found.indexOf('Chiffon Saree')).toBeGreaterThan(0)
  })

  it('treats the last word as a prefix', async () => {
    expect(await names('kur')).toEqual(
      expect.arrayContaining(['Embroidered Cotton Kurta', 'Block Print Kurta']),
    )
    expect(await names('banar')).toEqual(['Banarasi Silk Saree'])
  })

  it('forgives one typo in words of five letters or more, not in shorter ones', async () => {
    expect(await names('shrit')).toEqual(
      expect.arrayContaining(['Navy Blue Formal Cotton Shirt', 'Olive Linen Shirt']),
    )
    expect(await names('kurtha')).toEqual(
      expect.arrayContaining(['Embroidered Cotton Kurta', 'Block Print Kurta']),
    )
    expect(await names('banarsi saree')).toEqual(['Banarasi Silk Saree'])
    expect(await names('slik')).toEqual([])
  })

  it('finds the same products for tshirt, t-shirt and t shirt', async () => {
    const expected = ['Graphic Round Neck T-Shirt', 'Printed Tshirt for Boys']
    for (const text of ['tshirt', 't-shirt', 't shirt', 'T-Shirts']) {
      expect((await names(text)).sort()).toEqual(expected)
    }
  })

  it('matches plural and singular alike', async () => {
    expect((await names('kurtas')).sort()).toEqual((await names('kurta')).sort())
    expect((await names('sarees')).sort()).toEqual(['Banarasi Silk Saree', 'Chiffon Saree'])
  })

  it('never finds deleted products and finds nothing for nonsense', async () => {
    expect(await names('hidden')).toEqual([])
    expect(await names('qqqzzz')).toEqual([])
  })

  it('pages results and still counts them past the last page', async () => {
    const first = await search('shirt', 1, 1)
    expect(first.results).toHaveLength(1)
    expect(first.totalNoPage).toBe(first.totalCount)
    const past = await search('shirt', 50, 1)
    expect(past.results).toEqual([])
    expect(past.totalCount).toBe(first.totalCount)
  })
})

describe('suggestions', () => {
  const suggest = async (keyword: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products/suggestions',
      payload: { keyword },
    })
    expect(res.statusCode).toBe(200)
    return res.json<{ success: boolean; suggestions: Array<{ name: string; _id: string }> }>()
  }

  it('answers ranked names and ids for a partly typed word', async () => {
    const body = await suggest('sare')
    expect(body.success).toBe(true)
    expect(body.suggestions.map((s) => s.name).sort()).toEqual([
      'Banarasi Silk Saree',
      'Chiffon Saree',
    ])
    expect(body.suggestions[0]).toEqual({
      name: expect.any(String),
      _id: expect.stringMatching(/^\d+$/),
    })
  })

  it('answers nothing for blank text', async () => {
    expect((await suggest('   ')).suggestions).toEqual([])
  })

  it('answers at most 10', async () => {
    for (let i = 0; i < 12; i++) await createProduct(t.db, { name: `Linen Trouser ${i}` })
    expect((await suggest('linen')).suggestions).toHaveLength(10)
  })
})
