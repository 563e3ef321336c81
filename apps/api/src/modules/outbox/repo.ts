import { sql } from 'kysely'
import type { Db } from '../../db/index.js'
import type { MailOutboxTable } from '../../db/schema.js'
import { isPostgres } from '../../db/sql.js'
import type { QueuedMail } from '../../lib/mail.js'

export async function insertMail(db: Db, mail: QueuedMail, at: string) {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      code_expires_at: mail.codeExpiresAt ?? null,
      status: 'pending',
      next_attempt_at: at,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

const CLAIMED = [
  'id',
  'to_address',
  'subject',
  'text',
  'html',
  'attempts',
  'code_expires_at',
] as const satisfies ReadonlyArray<keyof MailOutboxTable>

/**
 * Takes up to `limit` due mails for one sender until `until`, oldest first: pending ones whose time has come and
 * ones whose sender's claim ran out. On PostgreSQL rows another instance is claiming are skipped,
 * never waited for; on SQLite the one process claims alone.
 */
export async function claimDue(db: Db, now: string, until: string, limit: number) {
  const postgres = isPostgres(db)
  const due = db
    .selectFrom('mail_outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', now)]),
      ]),
    )
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
  const claimed = await db
    .updateTable('mail_outbox')
    .set((eb) => ({ status: 'sending', claimed_until: until, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', postgres ? due.forUpdate().skipLocked() : due)
    .returning(CLAIMED)
    .execute()
  // An update returns its rows in no set order: oldest written first.
  return claimed.sort((a, b) => a.id - b.id)
}

/** Sent, in one statement for a sender's batch: a code mail's body goes, so the table never keeps a code that was delivered. */
export async function markSent(db: Db, ids: number[], at: string) {
  if (ids.length === 0) return
  const blankWithCode = (column: 'text' | 'html') =>
    sql<string>`case when code_expires_at is null then ${sql.ref(column)} else '' end`
  await db
    .updateTable('mail_outbox')
    .set({
      status: 'sent',
      sent_at: at,
      claimed_until: null,
      last_error: null,
      text: blankWithCode('text'),
      html: blankWithCode('html'),
    })
    .where('id', 'in', ids)
    .execute()
}

/** Claimed mail a stopping sender did not reach: due again at once, for any sender. */
export async function release(db: Db, ids: number[]) {
  if (ids.length === 0) return
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({ status: 'pending', claimed_until: null, attempts: eb('attempts', '-', 1) }))
    .where('id', 'in', ids)
    .where('status', '=', 'sending')
    .execute()
}

/** Drops unsent mail whose code no longer works: sending it would only mislead. */
export async function dropExpiredCodeMail(db: Db, now: string) {
  await db
    .deleteFrom('mail_outbox')
    .where('status', 'in', ['pending', 'failed'])
    .where('code_expires_at', '<', now)
    .execute()
}

export async function dropMail(db: Db, id: number) {
  await db.deleteFrom('mail_outbox').where('id', '=', id).execute()
}

/** After a failed try: due again at `retryAt`, or failed for good when that is null. */
export async function markFailedTry(db: Db, id: number, error: string, retryAt: string | null) {
  await db
    .updateTable('mail_outbox')
    .set({
      status: retryAt ? 'pending' : 'failed',
      next_attempt_at: retryAt ?? sql<string>`next_attempt_at`,
      claimed_until: null,
      last_error: error,
    })
    .where('id', '=', id)
    .execute()
}

export type MailFilter = 'failed' | 'pending'

export async function listMails(
  db: Db,
  status: MailFilter,
  page: { limit: number; offset: number },
) {
  const statuses: Array<MailOutboxTable['status']> =
    status === 'failed' ? ['failed'] : ['pending', 'sending']
  const base = db.selectFrom('mail_outbox').where('status', 'in', statuses)
  const [rows, total] = await Promise.all([
    base
      .select([
        'id',
        'to_address',
        'subject',
        'status',
        'attempts',
        'next_attempt_at',
        'last_error',
        'created_at',
        'code_expires_at',
      ])
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.count) }
}

export async function countByStatus(db: Db) {
  return db
    .selectFrom('mail_outbox')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('status', '!=', 'sent')
    .groupBy('status')
    .execute()
}

/** A failed mail due again now with a fresh set of tries; false when it is not failed. */
export async function retryFailed(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, last_error: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function findMail(db: Db, id: number) {
  return db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'to_address',
      'subject',
      'status',
      'attempts',
      'next_attempt_at',
      'last_error',
      'created_at',
      'code_expires_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst()
}

/** Every mail to an address, sent or waiting: an erased account's mail holds her name and orders. */
export async function eraseMailTo(db: Db, address: string) {
  await db
    .deleteFrom('mail_outbox')
    .where((eb) => eb(eb.fn('lower', ['to_address']), '=', address.toLowerCase()))
    .execute()
}
