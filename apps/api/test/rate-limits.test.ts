import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers.js'
import { registerShopper } from './sign-in.js'

let t: TestApp
let account: Awaited<ReturnType<typeof registerShopper>>

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_LOGIN_FAILURES: '3', RATE_LIMIT_OTP_REQUESTS: '2' } })
  account = await registerShopper(t, 'Meera')
})
afterAll(async () => t.close())

const login = (password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { phone: account.phone, password },
  })

it('lets a shopper who gets it right in, and slows repeated failures per phone with 429', async () => {
  for (let i = 0; i < 5; i++) expect((await login(account.password)).statusCode).toBe(200)
  for (let i = 0; i < 3; i++) expect((await login('wrong')).statusCode).toBe(401)
  const blocked = await login(account.password)
  expect(blocked.statusCode).toBe(429)
  expect(blocked.json().message).toMatch(/Too many attempts\. Please try again in \d+ minutes?\./)
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
