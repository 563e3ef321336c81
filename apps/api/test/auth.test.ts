import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newAccount } from './factories.js'
import { createTestApp, type TestApp } from './helpers.js'
import { callAs, registerShopper, signUpShopper } from './sign-in.js'

let t: TestApp
let call: ReturnType<typeof callAs>

beforeAll(async () => {
  t = await createTestApp()
  call = callAs(t)
})
afterAll(async () => t.close())

type Json = Record<string, unknown>

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
    const shopper = newAccount()
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
      ...newAccount(),
      confirmPassword: 'something else',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('password and confirm password must be same')
    expect(await userCount()).toBe(before)
  })

  it('refuses a mobile number or e-mail already registered with 409', async () => {
    const shopper = await registerShopper(t)
    const again = await call('POST', '/auth/register', { ...newAccount(), phone: shopper.phone })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('This mobile number is already registered')
    const sameEmail = await call('POST', '/auth/register', {
      ...newAccount(),
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
    [
      'a password of eight spaces (finding 9)',
      { password: ' '.repeat(8), confirmPassword: ' '.repeat(8) },
      'password',
    ],
    ['a common password', { password: 'password123', confirmPassword: 'password123' }, 'password'],
    [
      'an Indian common password',
      { password: 'india@123', confirmPassword: 'india@123' },
      'password',
    ],
    [
      'a password made of the mobile number',
      { phone: '9812345678', password: '9812345678', confirmPassword: '9812345678' },
      'password',
    ],
    ['a number for a name', { name: 42 }, 'name'],
    ['a role field', { role: 'ADMIN' }, 'role'],
  ])('answers 400 for %s and stores nothing', async (_case, change, field) => {
    const before = await userCount()
    const res = await call('POST', '/auth/register', { ...newAccount(), ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(field)
    expect(await userCount()).toBe(before)
  })
})

describe('password strength', () => {
  it('rates a password by the rule registration enforces, without storing anything', async () => {
    const weak = await call('POST', '/auth/password-strength', {
      password: 'india@123',
      related: ['Asha', 'asha@example.in'],
    })
    expect(weak.statusCode).toBe(200)
    expect(weak.json().data).toMatchObject({ acceptable: false })
    expect(weak.json().data.score).toBeLessThan(3)
    expect(weak.json().data.hint).not.toBe('')
    const strong = await call('POST', '/auth/password-strength', {
      password: 'monsoon kettle orbit 47',
    })
    expect(strong.json().data).toEqual({ score: expect.any(Number), acceptable: true, hint: '' })
    const users = await userCount()
    const tooLong = await call('POST', '/auth/password-strength', { password: 'x'.repeat(500) })
    expect(tooLong.statusCode).toBe(400)
    expect(await userCount()).toBe(users)
  })
})

describe('login', () => {
  it('answers the token, the refresh token, the mobile and the account data', async () => {
    const shopper = await registerShopper(t)
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
    const shopper = await registerShopper(t)
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
    const shopper = await registerShopper(t)
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
    const { refreshToken } = await signUpShopper(t)
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
    const { refreshToken, userId, call: callAsShopper } = await signUpShopper(t)
    expect((await callAsShopper('GET', `/users/${userId}`)).statusCode).toBe(200)
    const out = await callAsShopper('GET', '/user/logout')
    expect(out.statusCode).toBe(200)
    expect(out.json().message).toBe('Logout Successfully')
    expect((await callAsShopper('GET', `/users/${userId}`)).statusCode).toBe(401)
    expect((await call('POST', '/user/refresh-token', { refreshToken })).statusCode).toBe(401)
  })

  it('refuses forged, expired, alg-none and refresh tokens as access tokens', async () => {
    const { token, refreshToken, userId } = await signUpShopper(t)
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
      const res = await callAs(t, bad)('GET', `/users/${userId}`)
      expect(res.statusCode).toBe(401)
    }
  })
})

describe('account details', () => {
  it("reads and updates one's own account", async () => {
    const shopper = await signUpShopper(t)
    const details = await shopper.call('GET', `/users/${shopper.userId}`)
    expect(details.json().data).toMatchObject({
      _id: shopper.userId,
      mobile: shopper.phone,
      role: 'USER',
    })
    const update = await shopper.call('PUT', '/auth/update-user', {
      name: 'Asha Verma',
      email: 'asha.v@example.in',
      mobile: shopper.phone,
      userId: shopper.userId,
    })
    expect(update.statusCode).toBe(200)
    expect(update.json().data).toMatchObject({ name: 'Asha Verma', email: 'asha.v@example.in' })
  })

  it("refuses another user's id in the path or the payload, and changes nothing", async () => {
    const me = await signUpShopper(t)
    const other = await signUpShopper(t, 'Ravi')
    expect((await me.call('GET', `/users/${other.userId}`)).statusCode).toBe(403)
    const res = await me.call('PUT', '/auth/update-user', {
      name: 'Hacked',
      email: 'h@example.in',
      mobile: other.phone,
      userId: other.userId,
    })
    expect(res.statusCode).toBe(403)
    const row = await t.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', Number(other.userId))
      .executeTakeFirstOrThrow()
    expect(row.name).toBe(other.name)
  })

  it('refuses a mobile number that belongs to someone else', async () => {
    const me = await signUpShopper(t)
    const other = await signUpShopper(t)
    const res = await me.call('PUT', '/auth/update-user', {
      name: 'Me',
      email: me.email,
      mobile: other.phone,
      userId: me.userId,
    })
    expect(res.statusCode).toBe(409)
  })

  it('lets an admin read any account, and ignores a role field in updates', async () => {
    const admin = await signUpShopper(t)
    await t.db
      .updateTable('users')
      .set({ role: 'ADMIN' })
      .where('id', '=', Number(admin.userId))
      .execute()
    const other = await signUpShopper(t)
    expect((await admin.call('GET', `/users/${other.userId}`)).statusCode).toBe(200)
    const escalate = await other.call('PUT', '/auth/update-user', {
      name: 'X',
      email: other.email,
      mobile: other.phone,
      userId: other.userId,
      role: 'ADMIN',
    })
    expect(escalate.statusCode).toBe(400)
  })

  it('asks anonymous callers to log in', async () => {
    const res = await call('GET', '/users/1')
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe('Please Login')
  })
})
