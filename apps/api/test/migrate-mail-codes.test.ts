import { afterAll, beforeAll, expect, it } from 'vitest'
import { type EarlierDb, createTestApp, type TestApp } from './helpers.js'

// An outbox written before codes left the subject, migrated: the codes leave the subjects, a sent
// code mail's body is emptied, an unsent one keeps its body until its code expires, and every
// other mail is exactly as it was.

const BEFORE = '2026_11_24_40_add_mail_outbox'
const at = '2026-11-24T09:00:00.000Z'
// The failed one was written just now, so its code still works and the sender keeps it.
const justNow = new Date(Math.floor(Date.now() / 1000) * 1000)
const mail = (subject: string, status: string, text: string, createdAt = at) => ({
  to_address: 'asha@example.in',
  subject,
  text,
  html: `<p>${text}</p>`,
  status,
  attempts: 1,
  next_attempt_at: createdAt,
  created_at: createdAt,
  sent_at: status === 'sent' ? at : null,
})
const rows = [
  mail('KapdaKart password reset code: 123456', 'sent', 'Your code is 123456.'),
  mail(
    'KapdaKart login code: 654321',
    'failed',
    'Your login code is 654321.',
    justNow.toISOString(),
  ),
  mail('KapdaKart order KK-261124-ABCDEF: Shipped', 'sent', 'Shipped, 2 items.'),
]

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({
    earlier: {
      migration: BEFORE,
      fill: async (db: EarlierDb) => {
        await db.insertInto('mail_outbox').values(rows).execute()
      },
    },
  })
})
afterAll(async () => t.close())

it('takes the codes out of subjects and sent bodies, and keeps every other mail as it was', async () => {
  const after = await t.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text', 'html', 'status', 'code_expires_at', 'sent_at'])
    .orderBy('id')
    .execute()
  expect(after).toEqual([
    {
      subject: 'KapdaKart password reset code',
      text: '',
      html: '',
      status: 'sent',
      code_expires_at: '2026-11-24T09:10:00.000Z',
      sent_at: at,
    },
    {
      subject: 'KapdaKart login code',
      text: 'Your login code is 654321.',
      html: '<p>Your login code is 654321.</p>',
      status: 'failed',
      code_expires_at: new Date(justNow.getTime() + 10 * 60_000).toISOString(),
      sent_at: null,
    },
    {
      subject: 'KapdaKart order KK-261124-ABCDEF: Shipped',
      text: 'Shipped, 2 items.',
      html: '<p>Shipped, 2 items.</p>',
      status: 'sent',
      code_expires_at: null,
      sent_at: at,
    },
  ])
})
