import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAccessTokens } from '../src/lib/tokens.js'
import { createUsersService, ensureAdmin } from '../src/modules/users/service.js'
import auth, { requireAdmin } from '../src/plugins/auth.js'
import errorHandler from '../src/plugins/error-handler.js'
import { createTestApp, type TestApp } from './helpers.js'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

const login = async (phone: string, password: string) =>
  (
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone, password } })
  ).json()

describe('admin accounts', () => {
  it('creates an admin, or promotes an existing account with a new password', async () => {
    expect(
      (await ensureAdmin(t.db, { phone: '9900000001', password: 'owner password' })).created,
    ).toBe(true)
    expect((await login('9900000001', 'owner password')).data.userType).toBe('ADMIN')

    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        name: 'Staff',
        email: 'staff@example.in',
        phone: '9900000002',
        password: 'staff password',
        confirmPassword: 'staff password',
      },
    })
    expect(
      (await ensureAdmin(t.db, { phone: '9900000002', password: 'new staff password' })).created,
    ).toBe(false)
    const promoted = await login('9900000002', 'new staff password')
    expect(promoted.data.userType).toBe('ADMIN')
  })

  it('guards admin routes: 401 anonymous, 403 shoppers, 200 admins', async () => {
    await ensureAdmin(t.db, { phone: '9900000003', password: 'owner password' })
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        name: 'Shopper',
        email: 'shopper@example.in',
        phone: '9900000004',
        password: 'shopper password',
        confirmPassword: 'shopper password',
      },
    })
    const users = createUsersService({
      db: t.db,
      links: async () => ({ addresses: [], cart: [], orders: [] }),
    })
    const app = Fastify()
    await app.register(errorHandler)
    await app.register(auth, { tokens: createAccessTokens(t.config.jwtSecret), users })
    app.get('/admin-only', { preHandler: requireAdmin }, async () => ({ ok: true }))
    await app.ready()
    const as = async (token?: string) =>
      (
        await app.inject({
          method: 'GET',
          url: '/admin-only',
          ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
        })
      ).statusCode

    expect(await as()).toBe(401)
    expect(await as((await login('9900000004', 'shopper password')).token)).toBe(403)
    expect(await as((await login('9900000003', 'owner password')).token)).toBe(200)
    await app.close()
  })
})
