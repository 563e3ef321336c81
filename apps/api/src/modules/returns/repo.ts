import { type Insertable, sql, type Updateable } from 'kysely'
import type { Db } from '../../db/index.js'
import { afterPrefix, inByteOrder, isPostgres } from '../../db/sql.js'
import type {
  ReturnHistoryTable,
  ReturnItemTable,
  ReturnRow,
  ReturnTable,
} from '../../db/schema.js'
import { photoUploads } from '../../lib/photo-allowance.js'

export async function findReturn(db: Db, id: number) {
  return db.selectFrom('returns').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The return, locked until the caller's transaction ends: a concurrent move waits for it. */
export async function lockReturn(trx: Db, id: number) {
  const query = trx.selectFrom('returns').selectAll().where('id', '=', id)
  return (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst()
}

export async function findByIdempotencyKey(db: Db, userId: number, orderId: number, key: string) {
  return db
    .selectFrom('returns')
    .selectAll()
    .where('user_id', '=', userId)
    .where('order_id', '=', orderId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst()
}

export async function listOfUser(db: Db, userId: number): Promise<ReturnRow[]> {
  return db
    .selectFrom('returns')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(200)
    .execute()
}

export async function findMany(db: Db, ids: number[]): Promise<ReturnRow[]> {
  if (ids.length === 0) return []
  return db.selectFrom('returns').selectAll().where('id', 'in', ids).execute()
}

export async function listItems(db: Db, returnIds: number[]) {
  if (returnIds.length === 0) return []
  return db
    .selectFrom('return_items')
    .selectAll()
    .where('return_id', 'in', returnIds)
    .orderBy('id')
    .execute()
}

export async function listHistory(db: Db, returnIds: number[]) {
  if (returnIds.length === 0) return []
  return db
    .selectFrom('return_history')
    .select(['return_id', 'status', 'note', 'created_at'])
    .where('return_id', 'in', returnIds)
    .orderBy('id')
    .execute()
}

/** An order's refunded returns (id, amount in paise), in the order they were refunded. */
export async function refundedReturns(db: Db, orderId: number) {
  return db
    .selectFrom('returns')
    .innerJoin('return_history', 'return_history.return_id', 'returns.id')
    .select(['returns.id', 'returns.amount_paise'])
    .where('returns.order_id', '=', orderId)
    .where('return_history.status', '=', 'Refunded')
    .orderBy('return_history.id')
    .execute()
}

// A key of its own for the advisory lock that queues the refunds of one order.
const REFUND_LOCK = 4_402

/** Holds an order's refunds until the caller's transaction ends: each splits after the last. */
export async function lockOrderRefunds(trx: Db, orderId: number) {
  if (isPostgres(trx))
    await sql`select pg_advisory_xact_lock(${REFUND_LOCK}, ${orderId})`.execute(trx)
}

export async function insertReturn(db: Db, row: Insertable<ReturnTable>) {
  const { id } = await db
    .insertInto('returns')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export async function insertItems(db: Db, items: Array<Insertable<ReturnItemTable>>) {
  await db.insertInto('return_items').values(items).execute()
}

export async function insertHistory(db: Db, entry: Insertable<ReturnHistoryTable>) {
  await db.insertInto('return_history').values(entry).execute()
}

/** Moves a return on, only if it still has status `from`; false when it moved meanwhile. */
export async function moveStatus(
  db: Db,
  id: number,
  from: string,
  changes: Updateable<ReturnTable>,
) {
  const result = await db
    .updateTable('returns')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Units of each order line already claimed by returns. */
export async function claimedUnits(db: Db, orderItemIds: number[]) {
  if (orderItemIds.length === 0) return new Map<number, number>()
  const rows = await db
    .selectFrom('return_claims')
    .select(['order_item_id', 'quantity'])
    .where('order_item_id', 'in', orderItemIds)
    .execute()
  return new Map(rows.map((row) => [row.order_item_id, Number(row.quantity)]))
}

/** The order's discount on each line's units in returns that were not rejected. */
export async function claimedDiscounts(db: Db, orderItemIds: number[]) {
  if (orderItemIds.length === 0) return new Map<number, number>()
  const rows = await db
    .selectFrom('return_items as i')
    .innerJoin('returns as r', 'r.id', 'i.return_id')
    .select([
      'i.order_item_id',
      (eb) => eb.fn.sum<number | string>('i.bag_discount_paise').as('paise'),
    ])
    .where('i.order_item_id', 'in', orderItemIds)
    .where('r.status', '!=', 'Rejected')
    .groupBy('i.order_item_id')
    .execute()
  return new Map(rows.map((row) => [row.order_item_id, Number(row.paise)]))
}

/**
 * Claims `quantity` units of an order line for a return, only while the claims stay within the
 * `delivered` units; false when they would not (another request took them meanwhile).
 */
export async function claim(db: Db, orderItemId: number, quantity: number, delivered: number) {
  await db
    .insertInto('return_claims')
    .values({ order_item_id: orderItemId, quantity: 0 })
    .onConflict((oc) => oc.column('order_item_id').doNothing())
    .execute()
  const result = await db
    .updateTable('return_claims')
    .set((eb) => ({ quantity: eb('quantity', '+', quantity) }))
    .where('order_item_id', '=', orderItemId)
    .where('quantity', '<=', delivered - quantity)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function unclaim(db: Db, orderItemId: number, quantity: number) {
  await db
    .updateTable('return_claims')
    .set((eb) => ({ quantity: eb('quantity', '-', quantity) }))
    .where('order_item_id', '=', orderItemId)
    .execute()
}

// Photos: counted per day, and a shopper may use only her own.
export const photos = photoUploads('return_photos', 4_401)

// The admin's queue.

export type ReturnFilter = {
  status?: string | undefined
  since?: string | undefined
  before?: string | undefined
  /**
   * Order numbers starting with `numberPrefix` or ending with `numberEnd` (upper case, letters,
   * digits and dashes only), or returns of these users.
   */
  text?: { numberPrefix: string; numberEnd?: string | undefined; userIds: number[] } | undefined
}

function filtered(db: Db, filter: ReturnFilter) {
  let query = db.selectFrom('returns')
  if (filter.status) query = query.where('status', '=', filter.status)
  if (filter.since) query = query.where('created_at', '>=', filter.since)
  if (filter.before) query = query.where('created_at', '<', filter.before)
  const { text } = filter
  if (text) {
    const number = inByteOrder(db, 'order_number')
    query = query.where((eb) => {
      const byNumber = eb.and([
        eb(number, '>=', text.numberPrefix),
        eb(number, '<', afterPrefix(text.numberPrefix)),
      ])
      const matches = [byNumber]
      // No wildcard can reach the pattern: the service passes letters, digits and dashes only.
      if (text.numberEnd) matches.push(eb('order_number', 'like', `%${text.numberEnd}`))
      if (text.userIds.length) matches.push(eb('user_id', 'in', text.userIds))
      return eb.or(matches)
    })
  }
  return query
}

export async function pageIds(
  db: Db,
  filter: ReturnFilter,
  { limit, offset }: { limit: number; offset: number },
) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select('id')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return { ids: rows.map((row) => row.id), total: Number(count.n) }
}

/** Returns asked for since an instant, by reason. */
export async function reasonsSince(db: Db, since: string) {
  const rows = await db
    .selectFrom('returns')
    .select(['reason', (eb) => eb.fn.countAll<number>().as('n')])
    .where('created_at', '>=', since)
    .groupBy('reason')
    .execute()
  return rows.map((row) => ({ reason: row.reason, count: Number(row.n) }))
}

/** Units that returns asked for since an instant ask back, per order; rejected requests aside. */
export async function unitsAskedSince(db: Db, since: string) {
  const rows = await db
    .selectFrom('returns')
    .innerJoin('return_items', 'return_items.return_id', 'returns.id')
    .select([
      'returns.order_id',
      (eb) => eb.fn.sum<number | string>('return_items.quantity').as('units'),
    ])
    .where('returns.created_at', '>=', since)
    .where('returns.status', '!=', 'Rejected')
    .groupBy('returns.order_id')
    .execute()
  return rows.map((row) => ({ orderId: row.order_id, units: Number(row.units) }))
}

/** A shopper's returns still under way: number and status. */
export async function openReturnsOfUser(db: Db, userId: number) {
  return db
    .selectFrom('returns')
    .select(['id', 'order_number', 'status'])
    .where('user_id', '=', userId)
    .where('status', 'not in', ['Rejected', 'Refunded', 'Exchanged', 'Closed'])
    .orderBy('id')
    .execute()
}

/**
 * An erased account's returns keep their items, amounts, outcome and history (the credit notes
 * and refunds rest on them); her comment, photos and bank or UPI details go. Answers the photos'
 * URLs, whose files go after the erasure commits.
 */
export async function eraseReturnDetails(db: Db, userId: number): Promise<string[]> {
  const uploaded = await db
    .selectFrom('return_photos')
    .select('url')
    .where('user_id', '=', userId)
    .execute()
  await db
    .updateTable('returns')
    .set({
      comment: null,
      photos: '[]',
      refund_upi: null,
      refund_account_name: null,
      refund_account_number: null,
      refund_ifsc: null,
      idempotency_key: null,
      idempotency_hash: null,
    })
    .where('user_id', '=', userId)
    .execute()
  await db.deleteFrom('return_photos').where('user_id', '=', userId).execute()
  return uploaded.map((photo) => photo.url).filter((url) => url !== '')
}
