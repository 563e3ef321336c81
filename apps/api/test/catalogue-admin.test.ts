import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { address, createProduct } from './factories.js'
import { createTestApp, multipart, type TestApp } from './helpers.js'
import { type Admin, type Shopper, callAs, signInAdmin, signUpShopper } from './sign-in.js'

let t: TestApp
let admin: Admin
let shopper: Shopper
let image = ''
let image2 = ''

const png = (colour: string, width = 40, height = 40) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer()

const upload = (form: ReturnType<typeof multipart>, token?: string) =>
  callAs(t, token)('POST', '/file/upload', form.payload, form.headers)

const count = async (table: 'categories' | 'subcategories' | 'products') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

beforeAll(async () => {
  t = await createTestApp()
  admin = await signInAdmin(t)
  shopper = await signUpShopper(t)
  image = (await upload(multipart('image', 'a.png', await png('#b91c5c')), admin.token)).json().data
    .url
  image2 = (await upload(multipart('image', 'b.png', await png('#1c5cb9')), admin.token)).json()
    .data.url
})
afterAll(async () => t.close())

describe('POST /file/upload', () => {
  it('stores a real image as WebP under a content hash, for admins only', async () => {
    expect(image).toMatch(/^\/images\/[a-f0-9]{24}\.webp$/)
    expect(existsSync(path.join(t.config.uploadsDir, path.basename(image)))).toBe(true)
    const form = multipart('image', 'a.png', await png('#000000'))
    expect((await upload(form)).statusCode).toBe(401)
    expect((await upload(form, shopper.token)).statusCode).toBe(403)
  })

  it('refuses what is not an image, empty, too large or too many pixels', async () => {
    const cases: Array<[ReturnType<typeof multipart>, number]> = [
      [
        multipart('image', 'photo.jpg', Buffer.from('<html>not a picture</html>'), 'image/jpeg'),
        415,
      ],
      [multipart('image', 'empty.png', Buffer.alloc(0)), 400],
      [multipart('image', 'big.png', Buffer.alloc(6 * 1024 * 1024, 1)), 413],
      [multipart('image', 'bomb.png', await png('#ffffff', 8000, 8000)), 415],
      [multipart('photo', 'a.png', await png('#ffffff')), 400],
    ]
    for (const [form, status] of cases) {
      const res = await upload(form, admin.token)
      expect(res.statusCode).toBe(status)
      expect(res.json().success).toBe(false)
    }
  })

  it('takes the same picture double-clicked ten times, every upload answered with one URL', async () => {
    const picture = await png('#5cb91c')
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        upload(multipart('image', 'twice.png', picture), admin.token),
      ),
    )
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200))
    expect(new Set(answers.map((res) => res.json().data.url)).size).toBe(1)
    const leftovers = readdirSync(t.config.uploadsDir).filter((name) => name.endsWith('.tmp'))
    expect(leftovers).toEqual([])
  })
})

describe('categories', () => {
  it('adds and renames a category; the shop lists it at once', async () => {
    const added = await admin.call('POST', '/category/add-category', { name: 'Festive', image })
    expect(added.statusCode).toBe(200)
    const id = added.json().data._id as string
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/categories' })
    expect(listed.json().data).toContainEqual({ _id: id, name: 'Festive', image })

    const renamed = await admin.call('PUT', '/category/update', {
      _id: id,
      name: 'Festive Wear',
      image: image2,
    })
    expect(renamed.json().data).toEqual({ _id: id, name: 'Festive Wear', image: image2 })
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/categories' })
    expect(again.json().data).toContainEqual({ _id: id, name: 'Festive Wear', image: image2 })
  })

  it('refuses duplicates, bad names and images from elsewhere, and stores nothing', async () => {
    await admin.call('POST', '/category/add-category', { name: 'Winter', image })
    const before = await count('categories')
    const cases: Array<[object, number, string]> = [
      [{ name: 'wINTER', image }, 409, 'A category named wINTER already exists'],
      [{ name: '', image }, 400, 'name is required'],
      [{ name: 'x'.repeat(10_000), image }, 400, 'name must be at most 100 characters'],
      [{ name: 'Bad', image: 'https://evil.example/x.webp' }, 400, 'uploaded to the store'],
      [{ name: 'Bad', image: '/images/../../etc/passwd' }, 400, 'uploaded to the store'],
      [{ name: 'Bad' }, 400, 'image is required'],
    ]
    for (const [payload, status, message] of cases) {
      const res = await admin.call('POST', '/category/add-category', payload)
      expect(res.statusCode).toBe(status)
      expect(res.json().message).toContain(message)
    }
    expect(await count('categories')).toBe(before)
    const res = await shopper.call('POST', '/category/add-category', { name: 'Mine', image })
    expect(res.statusCode).toBe(403)
    const missing = await admin.call('PUT', '/category/update', { _id: '99999', name: 'X', image })
    expect(missing.statusCode).toBe(404)
  })
})

describe('sub-categories', () => {
  it('creates one in categories, edits it, and deletes it when unused', async () => {
    const men = (await admin.call('POST', '/category/add-category', { name: 'Men', image })).json()
      .data
    const women = (
      await admin.call('POST', '/category/add-category', { name: 'Women', image })
    ).json().data
    const created = await admin.call('POST', '/subcategory/create', {
      name: 'Kurtas',
      image,
      category: [{ _id: men._id, name: men.name }],
    })
    expect(created.statusCode).toBe(200)
    const sub = created.json().data
    expect(sub.category).toEqual([{ _id: men._id, name: 'Men' }])

    const updated = await admin.call('PUT', '/subcategory/update', {
      _id: sub._id,
      name: 'Kurta Sets',
      image,
      category: [men._id, women._id],
    })
    expect(updated.json().data.category.map((c: { name: string }) => c.name)).toEqual([
      'Men',
      'Women',
    ])
    const product = await createProduct(t.db, {
      subCategories: [{ id: Number(sub._id), name: 'Kurta Sets' }],
    })
    const used = await admin.call('DELETE', '/subcategory/delete', { _id: sub._id })
    expect(used.statusCode).toBe(409)
    expect(used.json().message).toContain('used by 1 product')

    await admin.call('DELETE', '/product/delete-product', { _id: String(product.id) })
    const removed = await admin.call('DELETE', '/subcategory/delete', { _id: sub._id })
    expect(removed.statusCode).toBe(200)
  })

  it('refuses unknown categories, no category and duplicates', async () => {
    const before = await count('subcategories')
    const cases: Array<[object, number, string]> = [
      [{ name: 'Sarees', image, category: ['99999'] }, 400, 'category 99999 does not exist'],
      [{ name: 'Sarees', image, category: [] }, 400, 'category is required'],
      [{ name: 'Sarees', image, category: ['abc'] }, 400, 'category'],
    ]
    for (const [payload, status, message] of cases) {
      const res = await admin.call('POST', '/subcategory/create', payload)
      expect(res.statusCode).toBe(status)
      expect(res.json().message).toContain(message)
    }
    const cat = (await admin.call('POST', '/category/add-category', { name: 'Kids', image })).json()
      .data
    await admin.call('POST', '/subcategory/create', { name: 'Frocks', image, category: [cat._id] })
    const dup = await admin.call('POST', '/subcategory/create', {
      name: 'FROCKS',
      image,
      category: [cat._id],
    })
    expect(dup.statusCode).toBe(409)
    expect(await count('subcategories')).toBe(before + 1)
  })
})

describe('products', () => {
  const fields = (categoryId: string, subCategoryId: string) => ({
    name: 'Indigo Block Print Kurta',
    description: 'Hand block printed cotton kurta.\nMade in Jaipur.',
    image: [image, image2],
    category: [categoryId],
    subCategory: [subCategoryId],
    unit: 'piece',
    unitQuantity: 1,
    sizes: ['S', 'M', 'L'],
    stock: 12,
    price: 1499,
    discount: 20,
    more_details: { Fabric: 'Cotton', 'Wash Care': 'Hand wash' },
    isNew: true,
  })

  async function setup() {
    const cat = (
      await admin.call('POST', '/category/add-category', { name: `Ethnic ${Date.now()}`, image })
    ).json().data
    const sub = (
      await admin.call('POST', '/subcategory/create', {
        name: `Block Prints ${Date.now()}`,
        image,
        category: [cat._id],
      })
    ).json().data
    return { cat, sub }
  }

  it('creates a product the shop shows on its category, search and product pages', async () => {
    const { cat, sub } = await setup()
    const res = await admin.call('POST', '/product/create', fields(cat._id, sub._id))
    expect(res.statusCode).toBe(200)
    const product = res.json().data
    expect(product).toMatchObject({
      name: 'Indigo Block Print Kurta',
      image: [image, image2],
      category: [{ _id: cat._id, name: cat.name }],
      subCategory: [{ _id: sub._id, name: sub.name }],
      sizes: ['S', 'M', 'L'],
      stock: 12,
      price: 1499,
      discount: 20,
      isNew: true,
      more_details: { Fabric: 'Cotton', 'Wash Care': 'Hand wash' },
    })

    const page = await t.app.inject({ method: 'GET', url: `/api/v1/products/${product._id}` })
    expect(page.json().name).toBe('Indigo Block Print Kurta')
    const byCategory = await t.app.inject({
      method: 'POST',
      url: '/api/v1/product/get-product-by-category',
      payload: { id: cat._id },
    })
    expect(byCategory.json().data.map((p: { _id: string }) => p._id)).toContain(product._id)
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products/search',
      payload: { search: 'indigo kurta', page: 1 },
    })
    expect(found.json().results[0]._id).toBe(product._id)
    const adminList = await admin.call('GET', '/products?page=1&limit=12&search=indigo')
    expect(adminList.json().data[0]._id).toBe(product._id)
    expect(adminList.json().totalNoPage).toBe(1)
  })

  it('edits a product and the shop shows the new price at once', async () => {
    const { cat, sub } = await setup()
    const id = (await admin.call('POST', '/product/create', fields(cat._id, sub._id))).json().data
      ._id
    await t.app.inject({ method: 'GET', url: `/api/v1/products/${id}` })
    const res = await admin.call('PUT', '/product/update-product-details', {
      ...fields(cat._id, sub._id),
      _id: id,
      name: 'Indigo Kurta',
      price: 1299,
    })
    expect(res.statusCode).toBe(200)
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/products/${id}` })
    expect(page.json()).toMatchObject({ name: 'Indigo Kurta', price: 1299 })
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products/suggestions',
      payload: { keyword: 'indigo kur' },
    })
    expect(found.json().suggestions).toContainEqual({ name: 'Indigo Kurta', _id: id })
  })

  it('refuses bad product input with a clear 400 and stores nothing', async () => {
    const { cat, sub } = await setup()
    const good = fields(cat._id, sub._id)
    const before = await count('products')
    const cases: Array<[object, string]> = [
      [{ ...good, price: -1 }, 'price must be more than 0'],
      [{ ...good, price: 'abc' }, 'price must be a number'],
      [{ ...good, price: 10.555 }, 'price must have at most 2 decimals'],
      [{ ...good, stock: -5 }, 'stock must be at least 0'],
      [{ ...good, stock: 2.5 }, 'stock must be a whole number'],
      [{ ...good, discount: 101 }, 'discount must be at most 100'],
      [{ ...good, discount: '10' }, 'discount must be a number'],
      [{ ...good, category: ['99999'] }, 'category 99999 does not exist'],
      [{ ...good, subCategory: ['99999'] }, 'sub category 99999 does not exist'],
      [{ ...good, category: [] }, 'category is required'],
      [{ ...good, image: [] }, 'image is required'],
      [{ ...good, image: ['http://elsewhere/x.webp'] }, 'uploaded to the store'],
      [{ ...good, name: 'x'.repeat(10_000) }, 'name must be at most 200 characters'],
      [{ ...good, description: '' }, 'description is required'],
      [{ ...good, more_details: { Fabric: '' } }, 'more_details value is required'],
      [{ ...good, vendorId: 'V9' }, 'Unrecognized key'],
    ]
    for (const [payload, message] of cases) {
      const res = await admin.call('POST', '/product/create', payload)
      expect(res.statusCode, message).toBe(400)
      expect(res.json().message).toContain(message)
    }
    expect((await shopper.call('POST', '/product/create', good)).statusCode).toBe(403)
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/product/create', payload: good }))
        .statusCode,
    ).toBe(401)
    expect(await count('products')).toBe(before)
  })

  it('deletes a product from the shop, search and carts, but not from past orders', async () => {
    const { cat, sub } = await setup()
    const id = (await admin.call('POST', '/product/create', fields(cat._id, sub._id))).json().data
      ._id as string
    const addressId = (await shopper.call('POST', '/addresss', address)).json().data._id
    await shopper.call('POST', '/orders/NewOrder', {
      orderItems: [{ _id: id, quantity: 1, size: 'M' }],
      addressid: addressId,
      paymentMethod: 'Cash on Delivery',
      paymentby: 'Cash on Delivery',
    })
    await shopper.call('POST', '/cart/create', { productId: id, size: 'L' })

    const res = await admin.call('DELETE', '/product/delete-product', { _id: id })
    expect(res.statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/products/${id}` })).statusCode).toBe(
      404,
    )
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products/search',
      payload: { search: 'indigo block print', page: 1 },
    })
    expect(found.json().results.map((p: { _id: string }) => p._id)).not.toContain(id)
    expect((await shopper.call('GET', '/cart/get')).json().data).toEqual([])
    const orders = (await shopper.call('GET', `/orders/OrdersByUser/${shopper.userId}`)).json()
      .orders
    expect(orders[0].orderItems[0]).toMatchObject({ name: 'Indigo Block Print Kurta', size: 'M' })
    expect((await admin.call('DELETE', '/product/delete-product', { _id: id })).statusCode).toBe(
      404,
    )
  })
})
