import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, mailsTo, type TestApp } from './helpers.js'
import { registerShopper } from './sign-in.js'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_LOGIN_FAILURES: '3', RATE_LIMIT_OTP_REQUESTS: '2' } })
})
afterAll(async () => t.close())

type Account = { phone: string; password: string; email: string }

const login = (account: { phone: string }, password: string, from = '10.0.0.1', code?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: from,
    payload: { phone: account.phone, password, ...(code ? { code } : {}) },
  })

const latestCode = async (account: Account) => {
  const mail = (await mailsTo(t, account.email)).at(-1)
  return /login code is (\d{6})/.exec(mail?.text ?? '')?.[1] ?? ''
}

/** Moves a key's last failure back in time, as if the wait had passed. */
const age = (key: string, seconds: number) =>
  t.db
    .updateTable('login_attempts')
    .set({ last_failure_at: new Date(Date.now() - seconds * 1000).toISOString() })
    .where('key', '=', key)
    .execute()

describe('finding 8: login protection a stranger cannot turn against the owner', () => {
  it('never slows a shopper who gets it right', async () => {
    const account = await registerShopper(t, 'Meera')
    for (let i = 0; i < 5; i++)
      expect((await login(account, account.password)).statusCode).toBe(200)
  })

  it('delays a guesser on one account and address with growing waits, not a lock', async () => {
    const account = await registerShopper(t, 'Kavya')
    const from = '10.0.0.2'
    for (let i = 0; i < 3; i++) expect((await login(account, 'wrong', from)).statusCode).toBe(401)
    const waiting = await login(account, account.password, from)
    expect(waiting.statusCode).toBe(429)
    expect(waiting.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please try again in 1 second.',
    })
    await age(`pair:${account.phone}|${from}`, 2)
    expect((await login(account, 'wrong', from)).statusCode).toBe(401)
    expect((await login(account, 'wrong', from)).json().message).toBe(
      'Too many attempts. Please try again in 2 seconds.',
    )
  })

  it('lets the owner of an attacked account in with the e-mailed code, from anywhere', async () => {
    const owner = await registerShopper(t, 'Admin Owner')
    for (let i = 0; i < 3; i++) {
      expect((await login(owner, 'wrong', `10.1.0.${i}`)).statusCode).toBe(401)
    }
    const asked = await login(owner, owner.password, '10.9.9.9')
    expect(asked.statusCode).toBe(401)
    expect(asked.json()).toMatchObject({ code: 'LOGIN_CODE_REQUIRED' })
    const notYet = await t.db
      .selectFrom('users')
      .select('last_login_date')
      .where('mobile', '=', owner.phone)
      .executeTakeFirstOrThrow()
    expect(notYet.last_login_date).toBeNull()
    const code = await latestCode(owner)
    expect(code).toMatch(/^\d{6}$/)
    const wrongCode = code === '000000' ? '111111' : '000000'
    expect((await login(owner, owner.password, '10.9.9.9', wrongCode)).json()).toMatchObject({
      code: 'OTP_INVALID',
    })
    expect((await login(owner, 'wrong', '10.9.9.9', code)).statusCode).toBe(401)
    expect((await login(owner, owner.password, '10.9.9.9', code)).statusCode).toBe(200)
    // Once in, the account's count starts again: no code is needed next time.
    expect((await login(owner, owner.password, '10.9.9.9')).statusCode).toBe(200)
  })

  it('never blocks an address for right credentials: a noisy address gets the code step', async () => {
    const shared = '100.64.0.1' // carrier-grade NAT: many shoppers, one address
    for (let i = 0; i < 30; i++) {
      expect(
        (await login({ phone: `97000000${String(i).padStart(2, '0')}` }, 'wrong', shared))
          .statusCode,
      ).toBe(401)
    }
    const neighbour = await registerShopper(t, 'Neighbour')
    const asked = await login(neighbour, neighbour.password, shared)
    expect(asked.json()).toMatchObject({ code: 'LOGIN_CODE_REQUIRED' })
    expect(
      (await login(neighbour, neighbour.password, shared, await latestCode(neighbour))).statusCode,
    ).toBe(200)
    expect((await login(neighbour, neighbour.password, '10.2.2.2')).statusCode).toBe(200)
  })

  it('keeps its counts in the database', async () => {
    const rows = await t.db.selectFrom('login_attempts').select('key').execute()
    expect(rows.map((row) => row.key)).toContain('address:100.64.0.1')
  })
})

it('limits OTP requests per e-mail', async () => {
  const ask = () =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/forget-password/9822222222',
      payload: { email: 'x@example.in' },
    })
  expect((await ask()).statusCode).toBe(200)
  expect((await ask()).statusCode).toBe(200)
  expect((await ask()).statusCode).toBe(429)
})
