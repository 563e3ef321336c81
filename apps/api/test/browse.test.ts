import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { address, createCategory, createProduct, createSubCategory } from './factories.js'
import { createTestApp, multipart, type TestApp } from './helpers.js'
import { type Admin, type Shopper, callAs, signInAdmin, signUpShopper } from './sign-in.js'

// Listings with filters, counts and sorts: GET /products/browse.

let t: TestApp
let admin: Admin
let shopper: Shopper
const ids: Record<string, string> = {}
let men: { id: number; name: string }
let shirts: { id: number; name: string }
let jeans: { id: number; name: string }

beforeAll(async () => {
  t = await createTestApp()
  admin = await signInAdmin(t)
  shopper = await signUpShopper(t)
  men = await createCategory(t.db, 'Men')
  const women = await createCategory(t.db, 'Women')
  shirts = await createSubCategory(t.db, [men.id], 'Shirts')
  jeans = await createSubCategory(t.db, [men.id, women.id], 'Jeans')
  const sarees = await createSubCategory(t.db, [women.id], 'Sarees')
  const make = async (key: string, input: Parameters<typeof createProduct>[1]) => {
    ids[key] = String((await createProduct(t.db, input)).id)
  }
  // Prices paid: 799, 1199, 300, 2249, 1200 (Men) and 3499 (Women).
  await make('navyShirt', {
    name: 'Navy Oxford Shirt',
    categories: [men],
    subCategories: [shirts],
    pricePaise: 79_900,
    discount: 0,
    sizeStock: { S: 2, M: 0, L: 3 },
    colour: 'Navy Blue',
    brand: 'Rangrez',
    rating: 4.5,
  })
  await make('maroonShirt', {
    name: 'Maroon Linen Shirt',
    categories: [men],
    subCategories: [shirts],
    pricePaise: 149_900,
    discount: 20,
    sizeStock: { M: 1, L: 1 },
    colour: 'Maroon',
    brand: 'Sutra',
    rating: 3.6,
  })
  await make('oliveShirt', {
    name: 'Olive Check Shirt',
    categories: [men],
    subCategories: [shirts],
    pricePaise: 59_900,
    discount: 50,
    sizeStock: { S: 1, XL: 4 },
    colour: 'Olive',
    brand: 'Rangrez',
    rating: 2.9,
  })
  await make('navyJeans', {
    name: 'Navy Slim Jeans',
    categories: [men],
    subCategories: [jeans],
    pricePaise: 249_900,
    discount: 10,
    sizeStock: { '30': 2, '32': 0 },
    colour: 'Navy Blue',
    brand: 'Desi Loom',
    rating: null,
  })
  await make('blackJeans', {
    name: 'Black Straight Jeans',
    categories: [men],
    subCategories: [jeans],
    pricePaise: 399_900,
    discount: 70,
    sizeStock: { '32': 5 },
    colour: 'Black',
    brand: 'Sutra',
    rating: 4.1,
  })
  await make('saree', {
    name: 'Silk Saree',
    categories: [women],
    subCategories: [sarees],
    pricePaise: 499_900,
    discount: 30,
    sizeStock: { 'Free Size': 2 },
    colour: 'Maroon',
    brand: 'Kashi Weaves',
    rating: 4.8,
  })
  await make('deleted', {
    name: 'Deleted Navy Shirt',
    categories: [men],
    subCategories: [shirts],
    sizeStock: { M: 9 },
    colour: 'Navy Blue',
    brand: 'Rangrez',
    deleted: true,
  })
})
afterAll(async () => t.close())

type Listing = {
  data: Array<{ _id: string; name: string; colour: string | null }>
  page: number
  totalCount: number
  totalNoPage: number
  sort: string
  facets: {
    size: Array<{ value: string; count: number }>
    colour: Array<{ value: string; name: string; count: number }>
    brand: Array<{ value: string; count: number }>
    subCategory: Array<{ value: string; name: string; count: number }>
    price: Array<{ min: number; max: number | null; count: number }>
    discount: Array<{ value: number; count: number }>
    rating: Array<{ value: number; count: number }>
  }
}

const browse = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/products/browse?${query}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Listing>()
}
const counts = (list: Array<{ value: string | number; count: number }>) =>
  Object.fromEntries(list.map(({ value, count }) => [value, count]))
const names = (listing: Listing) => listing.data.map((p) => p.name)

describe('counts', () => {
  it('lists a category with every filter value and how many products it gives', async () => {
    const res = await browse(`category=${men.id}`)
    expect(res).toMatchObject({ success: true, totalCount: 5, page: 1, sort: 'new' })
    expect(res.facets.size).toEqual([
      { value: 'S', count: 2 },
      { value: 'M', count: 1 },
      { value: 'L', count: 2 },
      { value: 'XL', count: 1 },
      { value: '30', count: 1 },
      { value: '32', count: 1 },
    ])
    expect(res.facets.colour.map(({ value, name, count }) => [value, name, count])).toEqual([
      ['black', 'Black', 1],
      ['navy-blue', 'Navy Blue', 2],
      ['olive', 'Olive', 1],
      ['maroon', 'Maroon', 1],
    ])
    expect(res.facets.brand).toEqual([
      { value: 'Rangrez', count: 2 },
      { value: 'Sutra', count: 2 },
      { value: 'Desi Loom', count: 1 },
    ])
    expect(res.facets.subCategory).toEqual([
      { value: String(jeans.id), name: 'Jeans', count: 2 },
      { value: String(shirts.id), name: 'Shirts', count: 3 },
    ])
    expect(res.facets.price).toEqual([
      { min: 0, max: 499, count: 1 },
      { min: 500, max: 999, count: 1 },
      { min: 1000, max: 1999, count: 2 },
      { min: 2000, max: 2999, count: 1 },
      { min: 3000, max: null, count: 0 },
    ])
    expect(counts(res.facets.discount)).toEqual({
      10: 4,
      20: 3,
      30: 2,
      40: 2,
      50: 2,
      60: 1,
      70: 1,
    })
    expect(counts(res.facets.rating)).toEqual({ 4: 2, 3: 3 })
  })

  it('takes several values of one filter as OR, without zeroing that filter’s other values', async () => {
    const res = await browse(`category=${men.id}&size=S,M`)
    expect(res.totalCount).toBe(3)
    expect(names(res).sort()).toEqual([
      'Maroon Linen Shirt',
      'Navy Oxford Shirt',
      'Olive Check Shirt',
    ])
    expect(counts(res.facets.size)).toEqual({ S: 2, M: 1, L: 2, XL: 1, 30: 1, 32: 1 })
    expect(counts(res.facets.colour)).toEqual({ black: 0, 'navy-blue': 1, olive: 1, maroon: 1 })
  })

  it('takes different filters as AND, each counted with the others applied', async () => {
    const res = await browse(`category=${men.id}&size=S,M&colour=navy-blue`)
    expect(names(res)).toEqual(['Navy Oxford Shirt'])
    // Sizes of navy products; colours of products in S or M.
    expect(counts(res.facets.size)).toEqual({ S: 1, M: 0, L: 1, XL: 0, 30: 1, 32: 0 })
    expect(counts(res.facets.colour)).toEqual({ black: 0, 'navy-blue': 1, olive: 1, maroon: 1 })
    expect(counts(res.facets.brand)).toEqual({ Rangrez: 1, Sutra: 0, 'Desi Loom': 0 })
  })

  it('filters by price paid, discount, rating, brand and sub-category', async () => {
    expect(
      names(await browse(`category=${men.id}&priceMin=1000&priceMax=1999&sort=price_asc`)),
    ).toEqual(['Maroon Linen Shirt', 'Black Straight Jeans'])
    expect(names(await browse(`category=${men.id}&priceMax=499`))).toEqual(['Olive Check Shirt'])
    expect(names(await browse(`category=${men.id}&discountMin=50&sort=discount`))).toEqual([
      'Black Straight Jeans',
      'Olive Check Shirt',
    ])
    expect(names(await browse(`category=${men.id}&ratingMin=4&sort=popular`))).toEqual([
      'Navy Oxford Shirt',
      'Black Straight Jeans',
    ])
    expect(
      names(await browse(`category=${men.id}&brand=Sutra,Desi%20Loom&sort=price_asc`)),
    ).toEqual(['Maroon Linen Shirt', 'Black Straight Jeans', 'Navy Slim Jeans'])
    const jeansOnly = await browse(`category=${men.id}&subCategory=${jeans.id}&sort=price_desc`)
    expect(names(jeansOnly)).toEqual(['Navy Slim Jeans', 'Black Straight Jeans'])
    // The sub-category counts ignore the sub-category filter itself.
    expect(counts(jeansOnly.facets.subCategory)).toEqual({ [jeans.id]: 2, [shirts.id]: 3 })
  })

  it('lists a sub-category page across its categories and everything without a base', async () => {
    expect((await browse(`subCategory=${jeans.id}`)).totalCount).toBe(2)
    const all = await browse('')
    expect(all.totalCount).toBe(6)
    expect(counts(all.facets.size)).toMatchObject({ 'Free Size': 1 })
    expect(all.facets.size.at(-1)).toEqual({ value: 'Free Size', count: 1 })
  })

  it('narrows a search with filters, best match first', async () => {
    const found = await browse('q=shirt')
    expect(found.sort).toBe('relevance')
    expect(found.totalCount).toBe(3)
    expect(names(await browse('q=shirt&size=XL'))).toEqual(['Olive Check Shirt'])
    const two = await browse('q=shirt&colour=navy-blue,maroon&priceMax=999')
    expect(names(two)).toEqual(['Navy Oxford Shirt'])
    expect(counts(two.facets.colour)).toEqual({ 'navy-blue': 1, olive: 1, maroon: 0 })
    expect(names(await browse('q=shirt&sort=price_desc'))).toEqual([
      'Maroon Linen Shirt',
      'Navy Oxford Shirt',
      'Olive Check Shirt',
    ])
  })
})

describe('sorts and paging', () => {
  const expected: Record<string, string[]> = {
    price_asc: ['oliveShirt', 'navyShirt', 'maroonShirt', 'blackJeans', 'navyJeans'],
    price_desc: ['navyJeans', 'blackJeans', 'maroonShirt', 'navyShirt', 'oliveShirt'],
    discount: ['blackJeans', 'oliveShirt', 'maroonShirt', 'navyJeans', 'navyShirt'],
    // No sales yet: the better rated first; created in the same second: the newer first.
    popular: ['navyShirt', 'blackJeans', 'maroonShirt', 'oliveShirt', 'navyJeans'],
  }

  it.each(Object.entries(expected))('sorts by %s', async (sort, keys) => {
    const res = await browse(`category=${men.id}&sort=${sort}`)
    expect(res.data.map((p) => p._id)).toEqual(keys.map((key) => ids[key]))
  })

  it.each(['popular', 'new', 'price_asc', 'price_desc', 'discount'])(
    'pages through %s without repeating or skipping a product',
    async (sort) => {
      const whole = await browse(`category=${men.id}&sort=${sort}&limit=100`)
      const paged: string[] = []
      for (let page = 1; page <= 3; page++) {
        const res = await browse(`category=${men.id}&sort=${sort}&limit=2&page=${page}`)
        expect(res.totalNoPage).toBe(3)
        paged.push(...res.data.map((p) => p._id))
      }
      expect(paged).toEqual(whole.data.map((p) => p._id))
      expect(new Set(paged).size).toBe(5)
    },
  )

  it('pages a search in relevance order without repeats', async () => {
    const whole = await browse('q=shirt&limit=100')
    const paged = [
      ...(await browse('q=shirt&limit=2&page=1')).data,
      ...(await browse('q=shirt&limit=2&page=2')).data,
    ].map((p) => p._id)
    expect(paged).toEqual(whole.data.map((p) => p._id))
  })
})

describe('bad parameters', () => {
  it('refuses unknown sorts and filter values with a 400 naming the parameter', async () => {
    const before = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    const cases: Array<[string, string]> = [
      ['sort=cheapest', 'sort'],
      ['sort=relevance', 'sort'],
      ['size=XXXXL', 'size'],
      [`size=${Array.from({ length: 21 }, (_, i) => `S${i}`).join(',')}`, 'size'],
      ['colour=chartreuse', 'colour'],
      ['brand=Nobody', 'brand'],
      ['priceMin=2000&priceMax=1000', 'priceMax'],
      ['priceMin=-5', 'priceMin'],
      ['priceMax=12.5', 'priceMax'],
      ['discountMin=abc', 'discountMin'],
      ['ratingMin=5', 'ratingMin'],
      ['subCategory=abc', 'subCategory'],
      ['subCategory=99999', 'subCategory'],
      ['category=abc', 'category'],
      ['colour=', 'colour'],
      ['page=0', 'page'],
      ['limit=101', 'limit'],
      ['shade=blue', 'shade'],
    ]
    for (const [query, parameter] of cases) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/products/browse?${query}` })
      expect(res.statusCode, query).toBe(400)
      expect(res.json(), query).toMatchObject({ success: false, error: true })
      expect(res.json().message, query).toContain(parameter)
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products/browse?category=99999',
    })
    expect(missing.statusCode).toBe(404)
    const after = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
  })
})

describe('colour and freshness', () => {
  it('shows the colour on the product and keeps listings current after an order and an edit', async () => {
    const product = await t.app.inject({
      method: 'GET',
      url: `/api/v1/products/${ids.maroonShirt}`,
    })
    expect(product.json().colour).toBe('Maroon')

    // The last M of the maroon shirt is sold: no product of the category has M left to offer.
    const saved = await shopper.call('POST', '/addresss', address)
    const order = await shopper.call('POST', '/orders/NewOrder', {
      paymentMethod: 'Cash on Delivery',
      paymentby: 'Cash on Delivery',
      paymentGatwayTransactionNo: 'N/A',
      paymentGatwayTransactionStatus: 'Pending',
      deliveryPartnerInstruction: [],
      orderItems: [{ _id: ids.maroonShirt, quantity: 1, size: 'M' }],
      userId: shopper.userId,
      addressid: saved.json().data._id,
    })
    expect(order.statusCode, order.body).toBe(201)
    const afterOrder = await browse(`category=${men.id}`)
    expect(afterOrder.facets.size.map((size) => size.value)).toEqual(['S', 'L', 'XL', '30', '32'])

    // An admin gives a new product a colour from the palette; it is listed at once.
    const png = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer()
    const form = multipart('image', 'a.png', png)
    const image = (
      await callAs(t, admin.token)('POST', '/file/upload', form.payload, form.headers)
    ).json().data.url
    const created = await callAs(t, admin.token)('POST', '/product/create', {
      name: 'Mustard Kurta',
      description: 'A cotton kurta.',
      image: [image],
      category: [String(men.id)],
      subCategory: [String(shirts.id)],
      unit: 'piece',
      sizes: ['M'],
      stock: 4,
      price: 999,
      discount: 0,
      colour: 'Mustard',
    })
    expect(created.statusCode, created.body).toBe(200)
    expect(created.json().data.colour).toBe('Mustard')
    const mustard = await browse(`category=${men.id}&colour=mustard`)
    expect(names(mustard)).toEqual(['Mustard Kurta'])
    expect(counts(mustard.facets.size)).toMatchObject({ M: 1 })

    const refused = await callAs(t, admin.token)('POST', '/product/create', {
      ...created.json().data,
      colour: 'Chartreuse',
    })
    expect(refused.statusCode).toBe(400)
  })
})
