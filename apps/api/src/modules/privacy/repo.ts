import type { Db } from '../../db/index.js'

export async function consentEvents(db: Db, userId: number) {
  return db
    .selectFrom('consent_events')
    .select(['id', 'purpose', 'given', 'source', 'created_at'])
    .where('user_id', '=', userId)
    .where('purpose', '=', 'marketing')
    .orderBy('id')
    .execute()
}

export async function latestConsent(db: Db, userId: number) {
  return db
    .selectFrom('consent_events')
    .select('given')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'marketing')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

export async function insertConsent(
  db: Db,
  event: { userId: number; given: boolean; source: string; ip: string | null; at: string },
) {
  await db
    .insertInto('consent_events')
    .values({
      user_id: event.userId,
      purpose: 'marketing',
      given: event.given ? 1 : 0,
      source: event.source,
      ip: event.ip,
      created_at: event.at,
    })
    .execute()
}

export async function saveDeletionCode(
  db: Db,
  row: { user_id: number; code_hash: string; expires_at: string; created_at: string },
) {
  await db.deleteFrom('account_deletion_codes').where('user_id', '=', row.user_id).execute()
  await db.insertInto('account_deletion_codes').values(row).execute()
}

export async function deletionCode(db: Db, userId: number) {
  return db
    .selectFrom('account_deletion_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

export async function countWrongCode(db: Db, userId: number) {
  await db
    .updateTable('account_deletion_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', userId)
    .execute()
}

/** Her consent history and codes go; the erasure itself is listed with dates and counts only. */
export async function erase(
  db: Db,
  erasure: {
    userId: number
    requestedAt: string
    erasedAt: string
    ordersKept: number
    invoicesKept: number
  },
) {
  await db.deleteFrom('consent_events').where('user_id', '=', erasure.userId).execute()
  await db.deleteFrom('account_deletion_codes').where('user_id', '=', erasure.userId).execute()
  await db
    .insertInto('account_erasures')
    .values({
      user_id: erasure.userId,
      requested_at: erasure.requestedAt,
      erased_at: erasure.erasedAt,
      orders_kept: erasure.ordersKept,
      invoices_kept: erasure.invoicesKept,
    })
    .execute()
}

export async function erasures(db: Db, page: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('account_erasures')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('account_erasures')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}
