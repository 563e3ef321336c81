import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { nowIso } from '../src/db/sql.js'
import { inTransaction } from '../src/db/transaction.js'
import { insertMail } from '../src/modules/outbox/repo.js'
import { createOutbox } from '../src/modules/outbox/service.js'
import type { Mail } from '../src/lib/mail.js'
import { address, createProduct } from './factories.js'
import { createTestApp, type TestApp } from './helpers.js'
import { freePort } from './processes.js'
import { type Admin, callAs, signInAdmin, signUpShopper } from './sign-in.js'
import { startSilentServer, startSmtpSink } from './smtp.js'

// Mail is written in the transaction of what causes it and sent by the outbox's sender: a mail
// server that never answers costs the request nothing, the mail arrives once a working server
// is there, survives a restart, and after its last try waits, failed, for an admin's retry.

const smtpEnv = (port: number, extra: Record<string, string> = {}) => ({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  MAIL_TIMEOUT_SECONDS: '0.5',
  MAIL_RETRY_SECONDS: '0.2',
  ...extra,
})

const mailRows = (t: TestApp) => t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute()

async function until<T>(what: () => Promise<T | undefined | false>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await what()
    if (value) return value
    if (Date.now() > deadline) throw new Error('gave up waiting')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('with a mail server that never answers', () => {
  let t: TestApp
  let silent: Awaited<ReturnType<typeof startSilentServer>>
  let port: number

  beforeAll(async () => {
    silent = await startSilentServer()
    port = silent.port
    t = await createTestApp({ env: smtpEnv(port, { MAIL_MAX_ATTEMPTS: '50' }) })
  })
  afterAll(async () => {
    await silent.close()
    await t.close()
  })

  it('answers forgot-password at once, and the code arrives when a mail server does', async () => {
    const shopper = await signUpShopper(t, 'Meera')
    const started = performance.now()
    const asked = await callAs(t)('PUT', `/auth/forget-password/${shopper.phone}`, {
      email: shopper.email,
    })
    expect(asked.statusCode).toBe(200)
    expect(performance.now() - started).toBeLessThan(1000)

    // The hung server costs tries, not answers: the mail waits, pending, with the reason.
    const tried = await until(async () => {
      const [row] = await mailRows(t)
      return row && row.attempts >= 1 && row.status === 'pending' ? row : undefined
    })
    expect(tried.last_error).toMatch(/greeting never received/i)

    await silent.close()
    const sink = await startSmtpSink(port)
    try {
      const raw = await sink.waitFor(shopper.email)
      const otp = /password is (\d{6})/.exec(raw)?.[1]
      expect(otp).toBeDefined()
      const verified = await callAs(t)('PUT', '/user/verify-forgot-password-otp', {
        otp,
        email: shopper.email,
      })
      expect(verified.statusCode).toBe(200)
      await until(async () => (await mailRows(t))[0]?.status === 'sent')
    } finally {
      await sink.close()
      silent = await startSilentServer()
    }
  })
})

describe('a status move with the mail server down', () => {
  let t: TestApp
  let port: number
  let admin: Admin
  let restarted: Awaited<ReturnType<typeof buildApp>> | null = null

  beforeAll(async () => {
    port = await freePort()
    t = await createTestApp({ env: smtpEnv(port, { MAIL_MAX_ATTEMPTS: '50' }) })
    admin = await signInAdmin(t)
  })
  afterAll(async () => {
    await restarted?.close()
    await t.close()
  })

  it('keeps the mail through a restart and sends it when the server is back', async () => {
    const shopper = await signUpShopper(t, 'Kabir')
    const addressId = (await shopper.call('POST', '/addresss', address)).json().data._id
    const product = await createProduct(t.db, { stock: 5, sizes: [] })
    const placed = await shopper.call('POST', '/orders/NewOrder', {
      orderItems: [{ _id: String(product.id), quantity: 1 }],
      addressid: addressId,
      paymentMethod: 'Cash on Delivery',
      paymentby: 'Cash on Delivery',
    })
    const orderId = placed.json().data._id as string
    const started = performance.now()
    const moved = await admin.call('PUT', `/admin/orders/${orderId}/status`, {
      status: 'Confirmed',
    })
    expect(moved.statusCode).toBe(200)
    expect(performance.now() - started).toBeLessThan(1000)
    const rows = await mailRows(t)
    expect(rows.map((row) => row.subject)).toEqual([
      expect.stringMatching(/: Placed$/),
      expect.stringMatching(/: Confirmed$/),
    ])
    expect(rows.every((row) => row.to_address === shopper.email)).toBe(true)
    expect(rows.every((row) => row.status === 'pending' || row.status === 'sending')).toBe(true)

    // The store stops and starts again; a mail server is there this time.
    await t.app.close()
    const sink = await startSmtpSink(port)
    try {
      restarted = await buildApp(t.config, { logger: false })
      await restarted.ready()
      await sink.waitFor(shopper.email, 'is now Confirmed')
      await sink.waitFor(shopper.email, 'Thank you for your order')
      await until(async () => (await mailRows(t)).every((row) => row.status === 'sent'))
    } finally {
      await sink.close()
    }
  })
})

describe('admin mail screen API', () => {
  let t: TestApp
  let port: number
  let admin: Admin

  beforeAll(async () => {
    port = await freePort()
    t = await createTestApp({ env: smtpEnv(port, { MAIL_MAX_ATTEMPTS: '2' }) })
    admin = await signInAdmin(t)
  })
  afterAll(async () => t.close())

  it('lists mail that failed every try, and sends one again on request', async () => {
    const shopper = await signUpShopper(t, 'Zoya')
    await callAs(t)('PUT', `/auth/forget-password/${shopper.phone}`, { email: shopper.email })
    const failed = await until(async () => {
      const [row] = await mailRows(t)
      return row?.status === 'failed' ? row : undefined
    })
    expect(failed.attempts).toBe(2)

    const list = await admin.call('GET', '/admin/mail?status=failed')
    expect(list.statusCode).toBe(200)
    expect(list.json()).toMatchObject({
      totalCount: 1,
      counts: { failed: 1, pending: 0 },
      data: [{ _id: failed.id, to: shopper.email, status: 'failed', attempts: 2 }],
    })
    expect(list.json().data[0].lastError).toMatch(/ECONNREFUSED/)
    expect((await admin.call('GET', '/admin/mail?status=pending')).json().data).toEqual([])

    // The code is in the body only, never in what an admin can read.
    const code = /password is (\d{6})/.exec(failed.text)?.[1] ?? 'none'
    expect(code).toMatch(/^\d{6}$/)
    expect(failed.subject).toBe('KapdaKart password reset code')
    expect(list.json().data[0].codeRedacted).toBe(true)
    expect(list.body).not.toContain(code)

    const sink = await startSmtpSink(port)
    try {
      const retried = await admin.call('POST', `/admin/mail/${failed.id}/retry`)
      expect(retried.statusCode).toBe(200)
      expect(retried.json().data).toMatchObject({ _id: failed.id, attempts: 0 })
      expect(retried.body).not.toContain(code)
      expect(await sink.waitFor(shopper.email)).toContain(code)
      await until(async () => (await mailRows(t))[0]?.status === 'sent')
    } finally {
      await sink.close()
    }
    // Once sent, the table keeps no trace of the code.
    const [sent] = await mailRows(t)
    expect(sent).toMatchObject({ status: 'sent', text: '', html: '' })
    expect(JSON.stringify(sent)).not.toContain(code)
    const again = await admin.call('POST', `/admin/mail/${failed.id}/retry`)
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('CONFLICT')
  })

  it('drops a failed code mail once its code has expired, and never sends it again', async () => {
    const shopper = await signUpShopper(t, 'Meera')
    await callAs(t)('PUT', `/auth/forget-password/${shopper.phone}`, { email: shopper.email })
    const mine = async () =>
      (await mailRows(t)).find((row) => row.to_address === shopper.email && row.status === 'failed')
    const failed = await until(mine)
    expect(failed.code_expires_at).not.toBeNull()

    // Ten minutes on, the code no longer works: sending it again is refused and the mail goes.
    await t.db
      .updateTable('mail_outbox')
      .set({ code_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', failed.id)
      .execute()
    const retried = await admin.call('POST', `/admin/mail/${failed.id}/retry`)
    expect(retried.statusCode).toBe(409)
    expect(retried.json().message).toMatch(/expired/)
    expect(await mine()).toBeUndefined()

    // One that expires while failed is dropped by the sender's next pass, unasked.
    const other = await signUpShopper(t, 'Neel')
    await callAs(t)('PUT', `/auth/forget-password/${other.phone}`, { email: other.email })
    const otherFailed = await until(async () =>
      (await mailRows(t)).find((row) => row.to_address === other.email && row.status === 'failed'),
    )
    await t.db
      .updateTable('mail_outbox')
      .set({ code_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', otherFailed.id)
      .execute()
    await until(async () => !(await mailRows(t)).some((row) => row.id === otherFailed.id))
  })

  it('refuses shoppers, strangers and bad input, changing nothing', async () => {
    const shopper = await signUpShopper(t, 'Ishaan')
    const before = await mailRows(t)
    const cases = [
      [callAs(t), 'GET', '/admin/mail', 401],
      [shopper.call, 'GET', '/admin/mail', 403],
      [shopper.call, 'POST', '/admin/mail/1/retry', 403],
      [admin.call, 'GET', '/admin/mail?status=sent', 400],
      [admin.call, 'GET', '/admin/mail?page=0', 400],
      [admin.call, 'GET', '/admin/mail?limit=1000', 400],
      [admin.call, 'POST', '/admin/mail/abc/retry', 400],
      [admin.call, 'POST', '/admin/mail/0/retry', 400],
      [admin.call, 'POST', '/admin/mail/99999/retry', 404],
    ] as const
    for (const [call, method, url, status] of cases) {
      const res = await call(method, url)
      expect(res.statusCode, `${method} ${url}`).toBe(status)
      expect(res.json()).toMatchObject({ success: false, error: true })
    }
    expect(await mailRows(t)).toEqual(before)
  })
})

describe('a sender with a burst of mail', () => {
  // The app's own sender stops, so that only the sender under test takes the mail.
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    await t.app.close()
  })
  afterAll(() => t.close())

  const burst = (count: number) =>
    inTransaction(t.db, async (trx) => {
      for (let n = 0; n < count; n++) {
        const codeExpiresAt = n % 2 ? new Date(Date.now() + 600_000).toISOString() : undefined
        const mail = { to: `burst${n}@example.in`, subject: `Mail ${n}`, text: `code ${n}` }
        await insertMail(trx, { ...mail, html: `<p>${mail.text}</p>`, codeExpiresAt }, nowIso())
      }
    })
  const sender = (send: (mail: Mail) => Promise<void>) =>
    createOutbox({
      db: t.db,
      mailer: { usesOutbox: true, send },
      log: t.app.log,
      maxAttempts: 3,
      retryBaseMs: 1000,
    })

  it('sends mail committed together once each, oldest first, and keeps no code it sent', async () => {
    await t.db.deleteFrom('mail_outbox').execute()
    await burst(30)
    const sent: string[] = []
    const outbox = sender(async (mail) => void sent.push(mail.subject))
    outbox.start()
    await until(async () => sent.length === 30)
    await outbox.stop()
    expect(sent).toEqual(Array.from({ length: 30 }, (_, n) => `Mail ${n}`))
    const rows = await mailRows(t)
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true)
    expect(rows.filter((row) => row.code_expires_at !== null).map((row) => row.text)).toEqual(
      Array(15).fill(''),
    )
    expect(rows.find((row) => row.code_expires_at === null)?.text).toBe('code 0')
  })

  it('hands back the mail of its batch it did not reach when it stops', async () => {
    await t.db.deleteFrom('mail_outbox').execute()
    await burst(10)
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    const sent: string[] = []
    const outbox = sender(async (mail) => {
      if (sent.length === 2) await held
      sent.push(mail.subject)
    })
    outbox.start()
    await until(async () => sent.length === 2)
    const stopped = outbox.stop()
    release()
    await stopped
    expect(sent).toEqual(['Mail 0', 'Mail 1', 'Mail 2'])
    const rows = await mailRows(t)
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ...Array(3).fill(['sent', 1]),
      ...Array(7).fill(['pending', 0]),
    ])
  })
})
