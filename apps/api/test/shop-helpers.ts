import { ensureAdmin } from '../src/modules/users/service.js'
import type { TestApp } from './helpers.js'

let phoneSequence = 0

/** Registers and logs in a shopper; answers their id and an authorised inject helper. */
export async function signUpShopper(t: TestApp, name = 'Asha') {
  const phone = `98${String(++phoneSequence).padStart(8, '0')}`
  const password = 'shopper password'
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: {
      name,
      email: `${phone}@example.in`,
      phone,
      password,
      confirmPassword: password,
    },
  })
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { phone, password },
  })
  const body = login.json()
  const token = body.token as string
  const userId = body.data.userId as string
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    })
  return { token, userId, phone, call }
}

export type Shopper = Awaited<ReturnType<typeof signUpShopper>>

export const address = {
  name: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  zip: '411001',
  phone: '9876543210',
}

/** Makes the shop's owner an admin and logs them in, like signUpShopper. */
export async function signInAdmin(t: TestApp) {
  const phone = '9911111111'
  const password = 'owner password'
  await ensureAdmin(t.db, { phone, password })
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { phone, password },
  })
  const token = login.json().token as string
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    })
  return { token, call }
}
