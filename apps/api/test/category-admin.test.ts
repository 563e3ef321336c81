import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCategory, createProduct } from './factories.js'
import { createTestApp, type TestApp } from './helpers.js'
import { type Admin, type Shopper, callAs, signInAdmin, signUpShopper } from './sign-in.js'

let t: TestApp
let admin: Admin
let shopper: Shopper

beforeAll(async () => {
  t = await createTestApp()
  admin = await signInAdmin(t)
  shopper = await signUpShopper(t, 'Shopper')
})
afterAll(async () => t.close())

const remove = (id: unknown, token?: string) =>
  callAs(t, token)('DELETE', '/category/delete', { _id: id })
const storedNames = async () =>
  (await t.db.selectFrom('categories').select('name').execute()).map((row) => row.name)
const listedNames = async () =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/v1/categories' })).json().data as Array<{
      name: string
    }>
  ).map((c) => c.name)

describe('DELETE /category/delete', () => {
  it('answers 401 to anonymous callers and 403 to shoppers, and deletes nothing', async () => {
    const category = await createCategory(t.db, 'Festive')
    expect((await remove(String(category.id))).statusCode).toBe(401)
    const res = await remove(String(category.id), shopper.token)
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('Do not have permission')
    expect(await storedNames()).toContain('Festive')
  })

  it('refuses to delete a category products use, saying how many', async () => {
    const category = await createCategory(t.db, 'Men')
    await createProduct(t.db, { categories: [category] })
    await createProduct(t.db, { categories: [category] })
    const res = await remove(String(category.id), admin.token)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toContain('used by 2 products')
    expect(await storedNames()).toContain('Men')
  })

  it('deletes an unused category, and the shop stops listing it at once', async () => {
    const category = await createCategory(t.db, 'Seasonal')
    const res = await remove(String(category.id), admin.token)
    expect(res.statusCode).toBe(200)
    expect(await storedNames()).not.toContain('Seasonal')
    const listed = await listedNames()
    expect(listed).not.toContain('Seasonal')
    expect(listed).toContain('Men')
  })

  it('answers 404 for an unknown category and 400 for a malformed id', async () => {
    expect((await remove('777777', admin.token)).statusCode).toBe(404)
    const bad = await remove({ $ne: null }, admin.token)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('_id')
  })
})
