import { sql } from 'kysely'
import type { Db } from '../../db/index.js'
import type { StockAlertRow, WishlistItemRow } from '../../db/schema.js'
import { isPostgres } from '../../db/sql.js'

// Wishlist lines ---------------------------------------------------------------------------

export async function listItems(db: Db, userId: number): Promise<WishlistItemRow[]> {
  return db
    .selectFrom('wishlist_items')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export async function countItems(db: Db, userId: number) {
  const row = await db
    .selectFrom('wishlist_items')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function savedProductIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('wishlist_items')
    .select('product_id')
    .where('user_id', '=', userId)
    .execute()
  return rows.map((row) => row.product_id)
}

export type NewItem = {
  userId: number
  productId: number
  name: string
  image: string
  pricePaise: number
}

/** Saves a product once; saving it again changes nothing. True when a line was added. */
export async function insertItem(db: Db, item: NewItem, now: string) {
  const rows = await db
    .insertInto('wishlist_items')
    .values({
      user_id: item.userId,
      product_id: item.productId,
      product_name: item.name.slice(0, 200),
      product_image: item.image.slice(0, 500),
      saved_price_paise: item.pricePaise,
      notified_price_paise: item.pricePaise,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .returning('id')
    .execute()
  return rows.length > 0
}

export async function deleteItem(db: Db, userId: number, productId: number) {
  await db
    .deleteFrom('wishlist_items')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .execute()
}

/**
 * Serialises one shopper's changes to her list on PostgreSQL (a transaction-scoped advisory lock
 * on her id), so two adds at once never pass the limit together; SQLite's writer is alone anyway.
 */
export async function lockList(db: Db, userId: number) {
  if (isPostgres(db)) await sql`select pg_advisory_xact_lock(31, ${userId})`.execute(db)
}

/**
 * Per wishlisted product (with price mail on) and pending flag: the lowest and highest price a
 * drop is measured from, so a pass touches only the products whose lines a price would change.
 */
export async function priceBases(db: Db) {
  const rows = await db
    .selectFrom('wishlist_items')
    .select((eb) => [
      'product_id',
      'drop_pending',
      eb.fn.min('notified_price_paise').as('low'),
      eb.fn.max('notified_price_paise').as('high'),
    ])
    .where('price_alerts', '=', 1)
    .groupBy(['product_id', 'drop_pending'])
    .execute()
  return rows.map((row) => ({
    productId: row.product_id,
    pending: row.drop_pending === 1,
    low: Number(row.low),
    high: Number(row.high),
  }))
}

/**
 * Brings each line of a product up to its price now (paise, after discount): a higher price is
 * the new base a drop is measured from; a drop of the rule's size from the base waits to be
 * mailed; a pending drop the price has since climbed out of is forgotten.
 */
export async function notePrice(
  db: Db,
  productId: number,
  pricePaise: number,
  dropPercent: number,
) {
  const of = () =>
    db
      .updateTable('wishlist_items')
      .where('product_id', '=', productId)
      .where('price_alerts', '=', 1)
  await of()
    .set({ notified_price_paise: pricePaise, drop_pending: 0 })
    .where('notified_price_paise', '<', pricePaise)
    .execute()
  const dropped = sql<boolean>`${pricePaise} * 100 <= notified_price_paise * ${100 - dropPercent}`
  await of().set({ drop_pending: 1 }).where('drop_pending', '=', 0).where(dropped).execute()
  await of()
    .set({ drop_pending: 0 })
    .where('drop_pending', '=', 1)
    .where(sql<boolean>`not (${dropped})`)
    .execute()
}

export async function usersWithPendingDrops(
  db: Db,
  afterUserId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('wishlist_items')
    .select('user_id')
    .distinct()
    .where('drop_pending', '=', 1)
    .where('user_id', '>', afterUserId)
    .orderBy('user_id')
    .limit(limit)
    .execute()
  return rows.map((row) => row.user_id)
}

/** Marks the shopper's price-drop mail of the day; false if she had one that day already. */
export async function claimMailDay(db: Db, userId: number, day: string) {
  const rows = await db
    .insertInto('price_drop_mail_days')
    .values({ user_id: userId, day })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .returning('user_id')
    .execute()
  return rows.length > 0
}

export async function pendingDrops(db: Db, userId: number) {
  return db
    .selectFrom('wishlist_items')
    .selectAll()
    .where('user_id', '=', userId)
    .where('drop_pending', '=', 1)
    .orderBy('id')
    .execute()
}

/** A drop told: its price becomes the base of the next. False if another pass told it first. */
export async function markDropTold(db: Db, id: number, pricePaise: number) {
  const result = await db
    .updateTable('wishlist_items')
    .set({ drop_pending: 0, notified_price_paise: pricePaise })
    .where('id', '=', id)
    .where('drop_pending', '=', 1)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function stopPriceAlerts(db: Db, userId: number, productId: number) {
  await db
    .updateTable('wishlist_items')
    .set({ price_alerts: 0, drop_pending: 0 })
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .execute()
}

// Restock alerts ---------------------------------------------------------------------------

export async function listAlerts(db: Db, userId: number): Promise<StockAlertRow[]> {
  return db
    .selectFrom('stock_alerts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export async function findAlert(db: Db, userId: number, productId: number, size: string) {
  return db
    .selectFrom('stock_alerts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .executeTakeFirst()
}

/** A subscription to a size: new, or an earlier one (already sent) waiting again. */
export async function upsertAlert(
  db: Db,
  alert: { userId: number; productId: number; size: string },
  now: string,
) {
  await db
    .insertInto('stock_alerts')
    .values({
      user_id: alert.userId,
      product_id: alert.productId,
      size: alert.size,
      status: 'active',
      created_at: now,
      sent_at: null,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'product_id', 'size'])
        .doUpdateSet({ status: 'active', created_at: now, sent_at: null })
        .where('stock_alerts.status', '<>', 'active'),
    )
    .execute()
}

export async function deleteAlert(db: Db, userId: number, alertId: number) {
  const result = await db
    .deleteFrom('stock_alerts')
    .where('id', '=', alertId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

export async function deleteAlertsOfProduct(db: Db, userId: number, productId: number) {
  await db
    .deleteFrom('stock_alerts')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .execute()
}

/** The sizes someone waits for, of these products (all products when none are named). */
export async function waitedSizes(db: Db, productIds?: number[]) {
  if (productIds && productIds.length === 0) return []
  let query = db
    .selectFrom('stock_alerts')
    .select(['product_id', 'size'])
    .distinct()
    .where('status', '=', 'active')
  if (productIds) query = query.where('product_id', 'in', productIds)
  return query.execute()
}

/**
 * Takes up to `limit` waiting alerts of one size for sending, marking them sent in the caller's
 * transaction. The condition on the status is checked again on each row as it is updated, and
 * PostgreSQL skips rows another pass is taking, so two passes never take the same alert.
 */
export async function claimAlerts(
  db: Db,
  productId: number,
  size: string,
  limit: number,
  now: string,
) {
  const waiting = db
    .selectFrom('stock_alerts')
    .select('id')
    .where('status', '=', 'active')
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .orderBy('id')
    .limit(limit)
  return db
    .updateTable('stock_alerts')
    .set({ status: 'sent', sent_at: now })
    .where('id', 'in', isPostgres(db) ? waiting.forUpdate().skipLocked() : waiting)
    .where('status', '=', 'active')
    .returning(['id', 'user_id'])
    .execute()
}

/** An erased account's list, alerts and mail days. */
export async function eraseWishlist(db: Db, userId: number) {
  await db.deleteFrom('wishlist_items').where('user_id', '=', userId).execute()
  await db.deleteFrom('stock_alerts').where('user_id', '=', userId).execute()
  await db.deleteFrom('price_drop_mail_days').where('user_id', '=', userId).execute()
}
