import { ERROR_CODES } from '@store/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCategory, createProduct } from './factories.js'
import { createTestApp, type TestApp } from './helpers.js'
import { type Shopper, signInAdmin, signUpShopper } from './sign-in.js'

// Every error answer carries a stable code from the contract next to its message.

let t: TestApp
let asha: Shopper

beforeAll(async () => {
  t = await createTestApp()
  asha = await signUpShopper(t, 'Asha')
})
afterAll(async () => t.close())

const codeOf = (res: { json: () => { code: string } }) => res.json().code

describe('error codes', () => {
  it('name what went wrong, so clients need not read messages', async () => {
    const admin = await signInAdmin(t)
    const category = await createCategory(t.db)
    const soldOut = await createProduct(t.db, { stock: 0, sizes: ['M'] })
    const shirt = await createProduct(t.db, { stock: 5, sizes: ['M'] })

    const cart = (productId: number, size: string) =>
      asha.call('POST', '/cart/create', { productId: String(productId), size })
    expect(codeOf(await cart(soldOut.id, 'M'))).toBe('OUT_OF_STOCK')
    expect(codeOf(await cart(shirt.id, 'XL'))).toBe('SIZE_NOT_OFFERED')
    expect(codeOf(await asha.call('POST', '/cart/create', { productId: 'x' }))).toBe(
      'VALIDATION_FAILED',
    )
    expect(codeOf(await asha.call('GET', '/orders/987654'))).toBe('NOT_FOUND')
    const notAdmin = await asha.call('POST', '/category/add-category', {
      name: 'Footwear',
      image: '/images/0123456789abcdef.webp',
    })
    expect(codeOf(notAdmin)).toBe('FORBIDDEN')
    expect(codeOf(await t.app.inject({ method: 'GET', url: '/api/v1/cart/get' }))).toBe(
      'UNAUTHORIZED',
    )
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { phone: asha.phone, password: 'not the password' },
    })
    expect(codeOf(login)).toBe('INVALID_LOGIN')
    const taken = await admin.call('POST', '/category/add-category', {
      name: category.name.toUpperCase(),
      image: '/images/0123456789abcdef.webp',
    })
    expect([taken.statusCode, codeOf(taken)]).toEqual([409, 'NAME_TAKEN'])
  })

  it('are listed in the contract and documented on every error answer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    const refused = doc.paths['/api/v1/cart/create'].post.responses['409']
    const schema = refused.content['application/json'].schema
    expect(schema.properties.code.enum).toEqual([...ERROR_CODES])
  })
})
