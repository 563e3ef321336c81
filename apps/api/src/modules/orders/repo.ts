import { type Insertable, type Updateable, sql } from 'kysely'
import type { Db } from '../../db/index.js'
import type {
  OrderItemTable,
  OrderRow,
  OrderStatusHistoryTable,
  OrderTable,
} from '../../db/schema.js'
import type { UserIdQuery } from '../users/service.js'

export type HistoryRow = {
  order_id: number
  status: string
  note: string | null
  created_at: string
}

export async function findOrder(db: Db, orderId: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst()
}

export async function findOrders(db: Db, orderIds: number[]): Promise<OrderRow[]> {
  if (orderIds.length === 0) return []
  return db.selectFrom('orders').selectAll().where('id', 'in', orderIds).execute()
}

export async function findOrderOfUser(db: Db, userId: number, orderId: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

export async function findByIdempotencyKey(db: Db, userId: number, key: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst()
}

/** The user's orders, newest first. */
export async function listOrdersOfUser(db: Db, userId: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export async function listOrderIdsOfUser(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute()
  return rows.map((row) => row.id)
}

export async function listItems(db: Db, orderIds: number[]) {
  return db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute()
}

export async function listHistory(db: Db, orderIds: number[]): Promise<HistoryRow[]> {
  return db
    .selectFrom('order_status_history')
    .select(['order_id', 'status', 'note', 'created_at'])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute()
}

export async function insertOrder(db: Db, order: Insertable<OrderTable>): Promise<number> {
  const row = await db.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function insertItems(db: Db, items: Array<Insertable<OrderItemTable>>) {
  await db.insertInto('order_items').values(items).execute()
}

export async function insertHistory(db: Db, entry: Insertable<OrderStatusHistoryTable>) {
  await db.insertInto('order_status_history').values(entry).execute()
}

/** Moves an order on, only if it still has status `from`; false when it had moved meanwhile. */
export async function moveStatus(
  db: Db,
  orderId: number,
  from: string,
  changes: Updateable<OrderTable>,
) {
  const result = await db
    .updateTable('orders')
    .set(changes)
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

// Admin lists, exports and figures.

export type OrderFilter = {
  status?: string | undefined
  /** Placed at or after this instant (ISO). */
  since?: string | undefined
  /** Placed before this instant (ISO). */
  before?: string | undefined
  /** Order numbers containing this LIKE pattern, or orders of these users. */
  text?: { pattern: string; userIds: UserIdQuery } | undefined
}

function filtered(db: Db, filter: OrderFilter) {
  let query = db.selectFrom('orders as o')
  if (filter.status) query = query.where('o.status', '=', filter.status)
  if (filter.since) query = query.where('o.created_at', '>=', filter.since)
  if (filter.before) query = query.where('o.created_at', '<', filter.before)
  const { text } = filter
  if (text) {
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(o.order_number)`, 'like', sql<string>`${text.pattern} escape '\\'`),
        eb('o.user_id', 'in', text.userIds),
      ]),
    )
  }
  return query
}

/** One page of order ids, newest first, and how many orders match. */
export async function pageOrderIds(
  db: Db,
  filter: OrderFilter,
  { limit, offset }: { limit: number; offset: number },
) {
  const query = filtered(db, filter)
  const [rows, count] = await Promise.all([
    query
      .select('o.id')
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { ids: rows.map((row) => row.id), total: Number(count.n) }
}

/** Every line of the matching orders, newest order first. */
export async function listOrderLines(db: Db, filter: OrderFilter) {
  return filtered(db, filter)
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .select([
      'o.order_number',
      'o.created_at',
      'o.status',
      'o.user_id',
      'o.consignee_phone',
      'o.shipping_address',
      'o.payment_method',
      'i.product_id',
      'i.name as product',
      'i.size',
      'i.sku',
      'i.quantity',
      'i.unit_price_paise',
      'o.total_paise',
      'o.courier_name',
      'o.tracking_url',
    ])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .orderBy('i.id')
    .execute()
}

export async function listOrdersSince(db: Db, since: string) {
  return db
    .selectFrom('orders')
    .select(['created_at', 'total_paise', 'status'])
    .where('created_at', '>=', since)
    .execute()
}

export async function countByStatus(db: Db) {
  return db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute()
}

/** Products by units sold in orders that were not cancelled, most first. */
export async function listBestSellers(db: Db, limit: number) {
  return db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['i.product_id', (eb) => eb.fn.sum<number>('i.quantity').as('units')])
    .where('o.status', '!=', 'Cancelled')
    .groupBy('i.product_id')
    .orderBy('units', 'desc')
    .orderBy('i.product_id')
    .limit(limit)
    .execute()
}
