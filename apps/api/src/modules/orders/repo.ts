import {
  type ExpressionBuilder,
  type Insertable,
  type QueryCreator,
  type Updateable,
  sql,
} from 'kysely'
import type { Db } from '../../db/index.js'
import { PAYMENT } from '@store/contract'
import { afterPrefix, inByteOrder, isPostgres } from '../../db/sql.js'
import type {
  Database,
  OrderItemTable,
  OrderRow,
  OrderStatusHistoryTable,
  OrderTable,
} from '../../db/schema.js'

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

export async function hasOrdered(db: Db, userId: number) {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '!=', 'Cancelled')
    .where('replacement_for', 'is', null)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
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

/** The history entries of orders delivered since an instant (ISO); Delivered is final, one each. */
const deliveredSinceQuery = (db: Db, since: string) =>
  db
    .selectFrom('order_status_history')
    .where('status', '=', 'Delivered')
    .where('created_at', '>=', since)

/** Orders delivered since an instant, and the units they held. */
export async function deliveredSince(db: Db, since: string) {
  const [orders, units] = await Promise.all([
    deliveredSinceQuery(db, since)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('order_items')
      .select((eb) => eb.fn.sum<number | string | null>('quantity').as('n'))
      .where('order_id', 'in', deliveredSinceQuery(db, since).select('order_id'))
      .executeTakeFirstOrThrow(),
  ])
  return { orders: Number(orders.n), units: Number(units.n ?? 0) }
}

/** Which of these orders were delivered since an instant. */
export async function deliveredAmong(db: Db, orderIds: number[], since: string) {
  const found: number[] = []
  // A few hundred ids a statement, well inside either database's limit on parameters.
  for (let start = 0; start < orderIds.length; start += 500) {
    const rows = await deliveredSinceQuery(db, since)
      .select('order_id')
      .where('order_id', 'in', orderIds.slice(start, start + 500))
      .execute()
    found.push(...rows.map((row) => row.order_id))
  }
  return found
}

const deliveredLines = (db: Db) =>
  db
    .selectFrom('order_status_history as h')
    .innerJoin('orders as o', 'o.id', 'h.order_id')
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .select([
      'i.id as orderItemId',
      'o.id as orderId',
      'o.user_id as userId',
      'i.product_id as productId',
      'i.name',
      'i.image',
      'i.size',
      'i.quantity',
      'h.created_at as deliveredAt',
    ])
    .where('h.status', '=', 'Delivered')
    .where('o.status', '=', 'Delivered')

/** A shopper's delivered lines of one product, newest first. */
export async function deliveredLinesOf(db: Db, userId: number, productId: number) {
  return deliveredLines(db)
    .where('o.user_id', '=', userId)
    .where('i.product_id', '=', productId)
    .orderBy('i.id', 'desc')
    .execute()
}

/** Lines of orders delivered in [from, to), after an order line id, in id order. */
export async function linesDeliveredBetween(
  db: Db,
  window: { from: string; to: string },
  afterItemId: number,
  limit: number,
) {
  return deliveredLines(db)
    .where('h.created_at', '>=', window.from)
    .where('h.created_at', '<', window.to)
    .where('i.id', '>', afterItemId)
    .orderBy('i.id')
    .limit(limit)
    .execute()
}

/** How many of a shopper's orders were returned to origin since an instant. */
export async function refusedSince(db: Db, userId: number, since: string) {
  const row = await db
    .selectFrom('order_status_history as h')
    .innerJoin('orders as o', 'o.id', 'h.order_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('o.user_id', '=', userId)
    .where('h.status', '=', 'RTO')
    .where('h.created_at', '>=', since)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Orders that reached the shopper, and orders returned to origin, since an instant. */
export async function outcomesSince(db: Db, since: string) {
  const rows = await db
    .selectFrom('order_status_history')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', 'in', ['Delivered', 'RTO'])
    .where('created_at', '>=', since)
    .groupBy('status')
    .execute()
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0)
  return { delivered: count('Delivered'), rto: count('RTO') }
}

/** Orders placed since an instant, not cancelled and not replacements: all, and Cash on Delivery. */
export async function paymentMethodsSince(db: Db, since: string) {
  const rows = await db
    .selectFrom('orders')
    .select(['payment_method', (eb) => eb.fn.countAll<number>().as('n')])
    .where('created_at', '>=', since)
    .where('status', '!=', 'Cancelled')
    .where('replacement_for', 'is', null)
    .groupBy('payment_method')
    .execute()
  const all = rows.reduce((sum, row) => sum + Number(row.n), 0)
  const cod = Number(rows.find((row) => row.payment_method === PAYMENT.cod)?.n ?? 0)
  return { all, cod }
}

/**
 * Writes a new order with its lines and first history entry; answers its id. On PostgreSQL the
 * three inserts are one statement, so the order's transaction waits on one round trip for them,
 * not three (decision 087); SQLite's statements are not round trips.
 */
export async function insertPlacedOrder(
  db: Db,
  order: Insertable<OrderTable>,
  lines: Array<Omit<Insertable<OrderItemTable>, 'order_id'>>,
  first: Omit<Insertable<OrderStatusHistoryTable>, 'order_id'>,
): Promise<number> {
  const insertOrder = db.insertInto('orders').values(order).returning('id')
  if (isPostgres(db)) {
    // The lines and the entry travel as JSON and take the table's own column types.
    const columns = Object.keys(lines[0] ?? {})
    const lineColumns = sql.join(columns.map((column) => sql.ref(column)))
    const fromLine = sql.join(columns.map((column) => sql.ref(`line.${column}`)))
    const { rows } = await sql<{ id: number }>`
      with placed as (${insertOrder}), lines as (
        insert into order_items (order_id, ${lineColumns})
        select placed.id, ${fromLine}
        from placed, json_populate_recordset(null::order_items, ${JSON.stringify(lines)}) as line
      ), history as (
        insert into order_status_history (order_id, status, note, changed_by, created_at)
        select placed.id, entry.status, entry.note, entry.changed_by, entry.created_at
        from placed, json_populate_record(null::order_status_history, ${JSON.stringify(first)}) as entry
      )
      select id from placed`.execute(db)
    return (rows[0] as { id: number }).id
  }
  const { id } = await insertOrder.executeTakeFirstOrThrow()
  await db
    .insertInto('order_items')
    .values(lines.map((line) => ({ ...line, order_id: id })))
    .execute()
  await insertHistory(db, { ...first, order_id: id })
  return id
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

/** Changes a Pending order's payment method from `from`, and its fee; false when it was not so. */
export async function setPaymentMethod(
  db: Db,
  orderId: number,
  from: string,
  to: string,
  codFeePaise: number,
) {
  const result = await db
    .updateTable('orders')
    .set({
      payment_method: to,
      payment_by: to,
      cod_fee_paise: codFeePaise,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', orderId)
    .where('status', '=', 'Pending')
    .where('payment_method', '=', from)
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
  /** Order numbers starting with `numberPrefix` (upper case), or orders of these users. */
  text?: { numberPrefix: string; userIds: number[] } | undefined
  /** Orders on their way whose promised day is before this day (India). */
  lateOn?: string | undefined
}

/** The statuses of an order still on its way to the shopper. */
const ON_THE_WAY = ['Pending', 'Confirmed', 'Shipped']

function filtered(db: Db, filter: OrderFilter) {
  let query = db.selectFrom('orders as o')
  if (filter.status) query = query.where('o.status', '=', filter.status)
  if (filter.since) query = query.where('o.created_at', '>=', filter.since)
  if (filter.before) query = query.where('o.created_at', '<', filter.before)
  if (filter.lateOn) {
    query = query.where('o.status', 'in', ON_THE_WAY).where('o.delivery_by', '<', filter.lateOn)
  }
  const { text } = filter
  if (text) {
    // Each side of the OR has its index (order numbers in byte order, orders by user), and the
    // users are a list of ids, not a subquery, so PostgreSQL can combine the two indexes.
    const number = inByteOrder(db, 'o.order_number')
    const byNumber = (eb: ExpressionBuilder<Database & { o: OrderTable }, 'o'>) =>
      eb.and([eb(number, '>=', text.numberPrefix), eb(number, '<', afterPrefix(text.numberPrefix))])
    query = query.where((eb) =>
      text.userIds.length
        ? eb.or([byNumber(eb), eb('o.user_id', 'in', text.userIds)])
        : byNumber(eb),
    )
  }
  return query
}

/** One page of order ids, newest first. */
export async function pageOrderIds(
  db: Db,
  filter: OrderFilter,
  { limit, offset }: { limit: number; offset: number },
) {
  const rows = await filtered(db, filter)
    .select('o.id')
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
  return rows.map((row) => row.id)
}

/** How many orders match; for searches, which the kept figures cannot answer. */
export async function countOrders(db: Db, filter: OrderFilter) {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Up to `limit` matching orders placed before the cursor, newest first. */
export async function listOrdersAfter(
  db: Db,
  filter: OrderFilter,
  { limit, after }: { limit: number; after?: { createdAt: string; id: number } | undefined },
) {
  // After a step, its last order is the upper bound: the range starts there, where with the
  // filter's own upper bound beside it SQLite may start at that one and skip past every order
  // already exported, a longer walk each step.
  let orders = filtered(db, after ? { ...filter, before: undefined } : filter)
  if (after) {
    // The plain bound on created_at is what the index ranges over; the OR only settles ties.
    orders = orders
      .where('o.created_at', '<=', after.createdAt)
      .where((eb) => eb.or([eb('o.created_at', '<', after.createdAt), eb('o.id', '<', after.id)]))
  }
  return orders
    .select([
      'o.id',
      'o.order_number',
      'o.created_at',
      'o.status',
      'o.user_id',
      'o.consignee_phone',
      'o.shipping_address',
      'o.payment_method',
      'o.replacement_for',
      'o.total_paise',
      'o.cod_fee_paise',
      'o.delivery_by',
      'o.courier_name',
      'o.tracking_url',
    ])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute()
}

// Kept figures: written in the transaction of every placement and status move, read by the
// overview, the admin list's counts and its deep pages.

type DayChange = { day: string; status: string; orders: number; revenuePaise: number }

const addToDays = (qb: QueryCreator<Database>, changes: DayChange[]) =>
  qb
    .insertInto('order_day_totals')
    .values(
      changes.map((change) => ({
        day: change.day,
        status: change.status,
        orders: change.orders,
        revenue_paise: change.revenuePaise,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['day', 'status']).doUpdateSet((eb) => ({
        orders: eb('order_day_totals.orders', '+', eb.ref('excluded.orders')),
        revenue_paise: eb('order_day_totals.revenue_paise', '+', eb.ref('excluded.revenue_paise')),
      })),
    )

const addToProducts = (
  qb: Pick<QueryCreator<Database>, 'insertInto'>,
  units: Map<number, number>,
) =>
  qb
    .insertInto('product_sales')
    .values([...units].map(([product_id, sold]) => ({ product_id, units: sold })))
    .onConflict((oc) =>
      oc.column('product_id').doUpdateSet((eb) => ({
        units: eb('product_sales.units', '+', eb.ref('excluded.units')),
      })),
    )

/**
 * Adds to the day totals (one change per day and status) and to units per product (negative to
 * take them back). Their rows are shared by every order, held until the caller's commit: on
 * PostgreSQL both change in one statement, one round trip while they are held.
 */
export async function addFigures(db: Db, days: DayChange[], units: Map<number, number>) {
  if (units.size === 0) return void (await addToDays(db, days).execute())
  if (isPostgres(db)) {
    const afterDays = db.with('days', (qb) => addToDays(qb, days).returning('day'))
    await addToProducts(afterDays, units).execute()
    return
  }
  await addToDays(db, days).execute()
  await addToProducts(db, units).execute()
}

/** Orders and revenue per day and status, from `fromDay` (YYYY-MM-DD, India) on. */
export async function dayTotalsFrom(db: Db, fromDay: string) {
  const rows = await db
    .selectFrom('order_day_totals')
    .select(['day', 'status', 'orders', 'revenue_paise'])
    .where('day', '>=', fromDay)
    .execute()
  return rows.map((row) => ({ ...row, revenue_paise: Number(row.revenue_paise) }))
}

export async function countByStatus(db: Db) {
  const rows = await db
    .selectFrom('order_day_totals')
    .select(['status', (eb) => eb.fn.sum<number>('orders').as('n')])
    .groupBy('status')
    .execute()
  return rows.map((row) => ({ status: row.status, n: Number(row.n) }))
}

/** Orders per day, newest day first, with this status and within these days (India). */
export async function ordersPerDay(
  db: Db,
  filter: { status?: string | undefined; fromDay?: string | undefined; toDay?: string | undefined },
) {
  let query = db
    .selectFrom('order_day_totals')
    .select(['day', (eb) => eb.fn.sum<number>('orders').as('n')])
  if (filter.status) query = query.where('status', '=', filter.status)
  if (filter.fromDay) query = query.where('day', '>=', filter.fromDay)
  if (filter.toDay) query = query.where('day', '<=', filter.toDay)
  const rows = await query.groupBy('day').orderBy('day', 'desc').execute()
  return rows.map((row) => ({ day: row.day, orders: Number(row.n) })).filter((r) => r.orders > 0)
}

/** Products by units sold in orders that were not cancelled, most first. */
export async function listBestSellers(db: Db, limit: number) {
  return db
    .selectFrom('product_sales')
    .select(['product_id', 'units'])
    .where('units', '>', 0)
    .orderBy('units', 'desc')
    .orderBy('product_id')
    .limit(limit)
    .execute()
}

/** Orders that have shipped (Shipped or Delivered), oldest first: those that need an invoice. */
export async function listShippedOrderIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', 'in', ['Shipped', 'Delivered'])
    .orderBy('id')
    .execute()
  return rows.map((row) => row.id)
}

/** Units sold per product, for every product that sold any. */
export async function listUnitsSold(db: Db) {
  return db
    .selectFrom('product_sales')
    .select(['product_id', 'units'])
    .where('units', '>', 0)
    .execute()
}

/** A shopper's orders not yet delivered, cancelled or returned to origin: number and status. */
export async function openOrdersOfUser(db: Db, userId: number) {
  return db
    .selectFrom('orders')
    .select(['order_number', 'status'])
    .where('user_id', '=', userId)
    .where('status', 'in', ['Pending', 'Confirmed', 'Shipped'])
    .orderBy('id')
    .execute()
}

/**
 * An erased account's orders keep their number, dates, lines, money and status; the consignee's
 * phone, address, PIN and instructions go, and her name stays only on the orders in `keepName`
 * (those whose invoice prints it).
 */
export async function eraseOrderContacts(db: Db, userId: number, keepName: number[]) {
  await db
    .updateTable('orders')
    .set({
      consignee_phone: '',
      shipping_address: '',
      delivery_pincode: null,
      address_id: null,
      delivery_instructions: '[]',
      idempotency_key: null,
      idempotency_hash: null,
    })
    .where('user_id', '=', userId)
    .execute()
  let unnamed = db.updateTable('orders').set({ consignee_name: '' }).where('user_id', '=', userId)
  if (keepName.length > 0) unnamed = unnamed.where('id', 'not in', keepName)
  await unnamed.execute()
}
