import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAccessTokens } from '../src/lib/tokens.js'
import { createUsersService, ensureAdmin } from '../src/modules/users/service.js'
import auth, { requireAdmin } from '../src/plugins/auth.js'
import errorHandler from '../src/plugins/error-handler.js'
import { createTestApp, type TestApp } from './helpers.js'
import { logIn, registerShopper, signInAdmin, signUpShopper } from './sign-in.js'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

describe('admin accounts', () => {
  it('creates an admin, or promotes an existing account with a new password', async () => {
    expect(
      (await ensureAdmin(t.db, { phone: '9900000001', password: 'owner password' })).created,
    ).toBe(true)
    expect((await logIn(t, { phone: '9900000001', password: 'owner password' })).userType).toBe(
      'ADMIN',
    )

    const staff = await registerShopper(t, 'Staff')
    expect(
      (await ensureAdmin(t.db, { phone: staff.phone, password: 'new staff password' })).created,
    ).toBe(false)
    const promoted = await logIn(t, { phone: staff.phone, password: 'new staff password' })
    expect(promoted.userType).toBe('ADMIN')
  })

  it('guards admin routes: 401 anonymous, 403 shoppers, 200 admins', async () => {
    const admin = await signInAdmin(t)
    const shopper = await signUpShopper(t)
    const app = Fastify()
    await app.register(errorHandler)
    await app.register(auth, {
      tokens: createAccessTokens(t.config.jwtSecret),
      users: createUsersService({ db: t.db }),
    })
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
    expect(await as(shopper.token)).toBe(403)
    expect(await as(admin.token)).toBe(200)
    await app.close()
  })
})
