import type { InjectOptions } from 'fastify'
import { ensureAdmin } from '../src/modules/users/service.js'
import { newAccount } from './factories.js'
import type { TestApp } from './helpers.js'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Calls /api/v1 on the test app, as the holder of `token` or, without one, anonymously. */
export function callAs(t: TestApp, token?: string) {
  return (
    method: Method,
    url: string,
    payload?: InjectOptions['payload'],
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
      ...(payload === undefined ? {} : { payload }),
    })
}

/** Logs an account in; throws unless the login succeeds. */
export async function logIn(t: TestApp, account: { phone: string; password: string }) {
  const res = await callAs(t)('POST', '/auth/login', {
    phone: account.phone,
    password: account.password,
  })
  if (res.statusCode !== 200) {
    throw new Error(`login of ${account.phone} answered ${res.statusCode}: ${res.body}`)
  }
  const body = res.json()
  const token = body.token as string
  return {
    token,
    refreshToken: body.refreshToken as string,
    userId: body.data.userId as string,
    userType: body.data.userType as string,
    call: callAs(t, token),
  }
}

/** Registers a shopper with details no other account in the file has; throws unless created. */
export async function registerShopper(t: TestApp, name?: string) {
  const account = newAccount(name)
  const res = await callAs(t)('POST', '/auth/register', account)
  if (res.statusCode !== 201) {
    throw new Error(`registering ${account.phone} answered ${res.statusCode}: ${res.body}`)
  }
  return account
}

/** Registers and logs in a new shopper: their details, tokens, id and an authorised `call`. */
export async function signUpShopper(t: TestApp, name?: string) {
  const account = await registerShopper(t, name)
  return { ...account, ...(await logIn(t, account)) }
}

export type Shopper = Awaited<ReturnType<typeof signUpShopper>>

/** Makes the shop's owner an admin and logs them in. */
export async function signInAdmin(t: TestApp) {
  const owner = { phone: '9911111111', password: 'owner password' }
  await ensureAdmin(t.db, owner)
  return logIn(t, owner)
}

export type Admin = Awaited<ReturnType<typeof signInAdmin>>
