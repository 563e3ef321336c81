import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers.js'

let t: TestApp
let seq = 0

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

type Json = Record<string, unknown>
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Json, token?: string) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(payload ? { payload } : {}),
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  })

function newShopper() {
  seq++
  const phone = `98765${String(10000 + seq).slice(-5)}`
  return {
    name: `Asha ${seq}`,
    email: `asha${seq}@example.in`,
    phone,
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
  }
}

async function registerAndLogin() {
  const shopper = newShopper()
  expect((await call('POST', '/auth/register', shopper)).statusCode).toBe(201)
  const login = await call('POST', '/auth/login', {
    phone: shopper.phone,
    password: shopper.password,
    userType: 'user',
  })
  expect(login.statusCode).toBe(200)
  const body = login.json()
  return {
    shopper,
    token: body.token as string,
    refreshToken: body.refreshToken as string,
    userId: body.data.userId as string,
  }
}

const userCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('register', () => {
  it('creates an account and never stores the password itself', async () => {
    const shopper = newShopper()
    const res = await call('POST', '/auth/register', shopper)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      success: true,
      error: false,
      message: 'User registered successfully',
    })
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('mobile', '=', shopper.phone)
      .executeTakeFirstOrThrow()
    expect(row.password_hash).toMatch(/^\$argon2id\$/)
    expect(row.role).toBe('USER')
  })

  it("answers 'password and confirm password must be same' on a mismatch", async () => {
    const before = await userCount()
    const res = await call('POST', '/auth/register', {
      ...newShopper(),
      confirmPassword: 'something else',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('password and confirm password must be same')
    expect(await userCount()).toBe(before)
  })

  it('refuses a mobile number or e-mail already registered with 409', async () => {
    const shopper = newShopper()
    await call('POST', '/auth/register', shopper)
    const again = await call('POST', '/auth/register', { ...newShopper(), phone: shopper.phone })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('This mobile number is already registered')
    const sameEmail = await call('POST', '/auth/register', {
      ...newShopper(),
      email: shopper.email.toUpperCase(),
    })
    expect(sameEmail.statusCode).toBe(409)
    expect(sameEmail.json().message).toBe('This e-mail is already registered')
  })

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['a name over 100 characters', { name: 'n'.repeat(101) }, 'name'],
    ['a script tag in the name', { name: '<script>alert(1)</script>' }, 'name'],
    ['a bad e-mail', { email: 'not-an-email' }, 'email'],
    ['an e-mail over 254 characters', { email: `${'e'.repeat(250)}@x.in` }, 'email'],
    ['a 9-digit phone', { phone: '987654321' }, 'phone'],
    ['a phone with SQL', { phone: "9876543210' or 1=1" }, 'phone'],
    ['a short password', { password: 'short', confirmPassword: 'short' }, 'password'],
    [
      'a password over 128 characters',
      { password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) },
      'password',
    ],
    ['a number for a name', { name: 42 }, 'name'],
    ['a role field', { role: 'ADMIN' }, 'role'],
  ])('answers 400 for %s and stores nothing', async (_case, change, field) => {
    const before = await userCount()
    const res = await call('POST', '/auth/register', { ...newShopper(), ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(field)
    expect(await userCount()).toBe(before)
  })
})

describe('login', () => {
  it('answers the token, the refresh token, the mobile and the account data', async () => {
    const shopper = newShopper()
    await call('POST', '/auth/register', shopper)
    const res = await call('POST', '/auth/login', {
      phone: shopper.phone,
      password: shopper.password,
      userType: 'ADMIN',
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      success: true,
      error: false,
      message: 'Login successful',
      user: shopper.phone,
    })
    expect(body.data).toMatchObject({
      name: shopper.name,
      email: shopper.email,
      userType: 'USER',
      status: 'Active',
    })
    expect(body.data.last_login_date).toEqual(expect.any(String))
    expect(JSON.stringify(body)).not.toContain('argon2')
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('gives the same 401 for an unknown number and a wrong password', async () => {
    const shopper = newShopper()
    await call('POST', '/auth/register', shopper)
    const wrong = await call('POST', '/auth/login', {
      phone: shopper.phone,
      password: 'wrong password',
    })
    const unknown = await call('POST', '/auth/login', {
      phone: '6000000001',
      password: 'wrong password',
    })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
  })

  it('refuses a suspended account', async () => {
    const shopper = newShopper()
    await call('POST', '/auth/register', shopper)
    await t.db
      .updateTable('users')
      .set({ status: 'Suspended' })
      .where('mobile', '=', shopper.phone)
      .execute()
    const res = await call('POST', '/auth/login', {
      phone: shopper.phone,
      password: shopper.password,
    })
    expect(res.statusCode).toBe(403)
  })
})

describe('tokens and sessions', () => {
  it('rotates the refresh token; the old one stops working and its reuse ends the family', async () => {
    const { refreshToken } = await registerAndLogin()
    const first = await call('POST', '/user/refresh-token', { refreshToken })
    expect(first.statusCode).toBe(200)
    const rotated = first.json().data.refreshToken as string
    expect(first.json().data.accessToken).toEqual(expect.any(String))
    expect(rotated).not.toBe(refreshToken)

    const reuse = await call('POST', '/user/refresh-token', { refreshToken })
    expect(reuse.statusCode).toBe(401)
    const afterTheft = await call('POST', '/user/refresh-token', { refreshToken: rotated })
    expect(afterTheft.statusCode).toBe(401)
  })

  it('logs out: the access token and the refresh token stop working', async () => {
    const { token, refreshToken, userId } = await registerAndLogin()
    expect((await call('GET', `/users/${userId}`, undefined, token)).statusCode).toBe(200)
    const out = await call('GET', '/user/logout', undefined, token)
    expect(out.statusCode).toBe(200)
    expect(out.json().message).toBe('Logout Successfully')
    expect((await call('GET', `/users/${userId}`, undefined, token)).statusCode).toBe(401)
    expect((await call('POST', '/user/refresh-token', { refreshToken })).statusCode).toBe(401)
  })

  it('refuses forged, expired, alg-none and refresh tokens as access tokens', async () => {
    const { token, refreshToken, userId } = await registerAndLogin()
    const [header, payload] = token.split('.')
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Json
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(40)))
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(t.config.jwtSecret))
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')}.${token.split('.')[2]}`
    for (const bad of [none, otherKey, expired, tampered, refreshToken, 'garbage']) {
      const res = await call('GET', `/users/${userId}`, undefined, bad)
      expect(res.statusCode).toBe(401)
    }
  })
})

describe('account details', () => {
  it("reads and updates one's own account", async () => {
    const { token, userId, shopper } = await registerAndLogin()
    const details = await call('GET', `/users/${userId}`, undefined, token)
    expect(details.json().data).toMatchObject({ _id: userId, mobile: shopper.phone, role: 'USER' })
    const update = await call(
      'PUT',
      '/auth/update-user',
      { name: 'Asha Verma', email: 'asha.v@example.in', mobile: shopper.phone, userId },
      token,
    )
    expect(update.statusCode).toBe(200)
    expect(update.json().data).toMatchObject({ name: 'Asha Verma', email: 'asha.v@example.in' })
  })

  it("refuses another user's id in the path or the payload, and changes nothing", async () => {
    const me = await registerAndLogin()
    const other = await registerAndLogin()
    expect((await call('GET', `/users/${other.userId}`, undefined, me.token)).statusCode).toBe(403)
    const res = await call(
      'PUT',
      '/auth/update-user',
      { name: 'Hacked', email: 'h@example.in', mobile: other.shopper.phone, userId: other.userId },
      me.token,
    )
    expect(res.statusCode).toBe(403)
    const row = await t.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', Number(other.userId))
      .executeTakeFirstOrThrow()
    expect(row.name).toBe(other.shopper.name)
  })

  it('refuses a mobile number that belongs to someone else', async () => {
    const me = await registerAndLogin()
    const other = await registerAndLogin()
    const res = await call(
      'PUT',
      '/auth/update-user',
      { name: 'Me', email: me.shopper.email, mobile: other.shopper.phone, userId: me.userId },
      me.token,
    )
    expect(res.statusCode).toBe(409)
  })

  it('lets an admin read any account, and ignores a role field in updates', async () => {
    const admin = await registerAndLogin()
    await t.db
      .updateTable('users')
      .set({ role: 'ADMIN' })
      .where('id', '=', Number(admin.userId))
      .execute()
    const other = await registerAndLogin()
    expect((await call('GET', `/users/${other.userId}`, undefined, admin.token)).statusCode).toBe(
      200,
    )
    const escalate = await call(
      'PUT',
      '/auth/update-user',
      {
        name: 'X',
        email: other.shopper.email,
        mobile: other.shopper.phone,
        userId: other.userId,
        role: 'ADMIN',
      },
      other.token,
    )
    expect(escalate.statusCode).toBe(400)
  })

  it('asks anonymous callers to log in', async () => {
    const res = await call('GET', '/users/1')
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe('Please Login')
  })
})
