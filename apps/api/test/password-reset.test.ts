import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, mailsTo, type TestApp } from './helpers.js'
import { registerShopper, signUpShopper } from './sign-in.js'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_OTP_REQUESTS: '100', RATE_LIMIT_OTP_CHECKS: '100' } })
})
afterAll(async () => t.close())

type Json = Record<string, unknown>
const put = (url: string, payload: Json) =>
  t.app.inject({ method: 'PUT', url: `/api/v1${url}`, payload })
const post = (url: string, payload: Json) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload })

/** The 6-digit code in the newest mail to an address. */
async function lastOtp(to: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await mailsTo(t, to)).at(-1)?.text ?? '')?.[1]
  expect(code).toBeDefined()
  return code ?? ''
}

describe('password reset', () => {
  it('goes e-mail -> OTP -> new password -> login, and ends old sessions', async () => {
    const account = await signUpShopper(t, 'Ravi')
    const oldRefresh = account.refreshToken

    const asked = await put(`/auth/forget-password/${account.phone}`, { email: account.email })
    expect(asked.statusCode).toBe(200)
    const otp = await lastOtp(account.email)

    const verified = await put('/user/verify-forgot-password-otp', { otp, email: account.email })
    expect(verified.statusCode).toBe(200)
    const resetToken = verified.json().data.resetToken as string

    const mismatch = await put('/user/reset-password', {
      email: account.email,
      newPassword: 'new password 456',
      confirmPassword: 'other password',
      resetToken,
    })
    expect(mismatch.statusCode).toBe(400)
    expect(mismatch.json().message).toContain('New password and confirm password must be same.')

    // A guessable password is refused and the ticket stays valid for a better one.
    const weak = await put('/user/reset-password', {
      email: account.email,
      newPassword: 'qwerty123',
      confirmPassword: 'qwerty123',
      resetToken,
    })
    expect(weak.statusCode).toBe(400)
    expect(weak.json()).toMatchObject({ code: 'WEAK_PASSWORD' })

    const reset = await put('/user/reset-password', {
      email: account.email,
      newPassword: 'new password 456',
      confirmPassword: 'new password 456',
      resetToken,
    })
    expect(reset.statusCode).toBe(200)

    expect(
      (await post('/auth/login', { phone: account.phone, password: account.password })).statusCode,
    ).toBe(401)
    expect(
      (await post('/auth/login', { phone: account.phone, password: 'new password 456' }))
        .statusCode,
    ).toBe(200)
    expect((await post('/user/refresh-token', { refreshToken: oldRefresh })).statusCode).toBe(401)

    const again = await put('/user/reset-password', {
      email: account.email,
      newPassword: 'third password 789',
      confirmPassword: 'third password 789',
      resetToken,
    })
    expect(again.statusCode).toBe(400)
  })

  it('answers the same whether or not the account exists, and mails only the stored address', async () => {
    const account = await registerShopper(t, 'Ravi')
    const before = readdirSync(t.config.mail.outboxDir).length
    const unknown = await put('/auth/forget-password/6999999999', { email: 'nobody@example.in' })
    const wrongEmail = await put(`/auth/forget-password/${account.phone}`, {
      email: 'attacker@example.in',
    })
    const real = await put(`/auth/forget-password/${account.phone}`, { email: account.email })
    expect(unknown.json()).toEqual(real.json())
    expect(wrongEmail.json()).toEqual(real.json())
    expect(await mailsTo(t, account.email)).toHaveLength(1)
    expect(readdirSync(t.config.mail.outboxDir).length).toBe(before + 1)
  })

  it('voids the code after five wrong tries', async () => {
    const account = await registerShopper(t, 'Ravi')
    await put(`/auth/forget-password/${account.phone}`, { email: account.email })
    const otp = await lastOtp(account.email)
    const wrong = otp === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      expect(
        (await put('/user/verify-forgot-password-otp', { otp: wrong, email: account.email }))
          .statusCode,
      ).toBe(400)
    }
    expect(
      (await put('/user/verify-forgot-password-otp', { otp, email: account.email })).statusCode,
    ).toBe(400)
  })

  it('accepts only the newest code', async () => {
    const account = await registerShopper(t, 'Ravi')
    await put(`/auth/forget-password/${account.phone}`, { email: account.email })
    const first = await lastOtp(account.email)
    await put(`/auth/forget-password/${account.phone}`, { email: account.email })
    const second = await lastOtp(account.email)
    if (first !== second) {
      expect(
        (await put('/user/verify-forgot-password-otp', { otp: first, email: account.email }))
          .statusCode,
      ).toBe(400)
    }
    expect(
      (await put('/user/verify-forgot-password-otp', { otp: second, email: account.email }))
        .statusCode,
    ).toBe(200)
  })

  it.each([
    ['a 7-digit OTP', { otp: '1234567' }, 'otp'],
    ['letters in the OTP', { otp: '12ab56' }, 'otp'],
    ['a missing e-mail', { email: undefined }, 'email'],
  ])('answers 400 for %s', async (_case, change, field) => {
    const res = await put('/user/verify-forgot-password-otp', {
      otp: '123456',
      email: 'a@example.in',
      ...change,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(field)
  })

  it('refuses a reset without a verified ticket, and changes nothing', async () => {
    const account = await registerShopper(t, 'Ravi')
    const res = await put('/user/reset-password', {
      email: account.email,
      newPassword: 'sneaky password',
      confirmPassword: 'sneaky password',
      resetToken: 'x'.repeat(43),
    })
    expect(res.statusCode).toBe(400)
    expect(
      (await post('/auth/login', { phone: account.phone, password: account.password })).statusCode,
    ).toBe(200)
  })

  it("refuses another account's ticket", async () => {
    const victim = await registerShopper(t, 'Ravi')
    const attacker = await registerShopper(t, 'Ravi')
    await put(`/auth/forget-password/${attacker.phone}`, { email: attacker.email })
    const verified = await put('/user/verify-forgot-password-otp', {
      otp: await lastOtp(attacker.email),
      email: attacker.email,
    })
    const res = await put('/user/reset-password', {
      email: victim.email,
      newPassword: 'taken over 123',
      confirmPassword: 'taken over 123',
      resetToken: verified.json().data.resetToken,
    })
    expect(res.statusCode).toBe(400)
  })
})
