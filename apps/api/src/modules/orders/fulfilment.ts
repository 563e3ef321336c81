import {
  type AdminOrder,
  type AdminOrderQuery,
  ORDER_MOVES,
  type OrderStatus,
  type OrderStatusChange,
  type Overview,
  ORDER_STATUSES,
  STORE_NAME,
} from '@store/contract'
import { sql } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/index.js'
import { nowIso } from '../../db/sql.js'
import { conflict, notFound } from '../../lib/errors.js'
import { type Mailer, escapeHtml } from '../../lib/mail.js'
import { toRupees } from '../../lib/money.js'
import type { ResponseCache } from '../../lib/response-cache.js'
import type { OrderService } from './service.js'

// Days and months are India's (UTC+5:30), whatever the server's clock zone.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000
const istDay = (iso: string) => new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 10)
const istMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS)
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

type Actor = { id: number; role: 'ADMIN' | 'USER' }

/**
 * Moves orders along Pending -> Confirmed -> Shipped -> Delivered (or to Cancelled from Pending
 * or Confirmed), stamps each move in the history, returns stock on cancellation in the same
 * transaction and e-mails the shopper. A move is a conditional update on the status it starts
 * from, so of two moves racing on one order exactly one wins.
 */
export function createFulfilment({
  db,
  orders,
  mailer,
  publicUrl,
  log,
  cache,
}: {
  db: Db
  orders: OrderService
  cache: ResponseCache
  mailer: Mailer
  publicUrl: string
  log: FastifyBaseLogger
}) {
  async function notify(order: AdminOrder) {
    const user = order.customer
    const link = `${publicUrl}/dashboard/orderdetail/${order._id}`
    const tracking =
      order.status === 'Shipped' && order.trackingUrl
        ? `It is on its way with ${order.courierName ?? 'our courier'}. Track it here: ${order.trackingUrl}\n`
        : ''
    await mailer.send({
      to: user.email,
      subject: `${STORE_NAME} order ${order.orderId}: ${order.status}`,
      text: `Hello ${user.name},\n\nYour order ${order.orderId} is now ${order.status}.\n${tracking}See your order: ${link}\n`,
      html: `<p>Hello ${escapeHtml(user.name)},</p><p>Your order <strong>${order.orderId}</strong> is now <strong>${order.status}</strong>.</p>${
        tracking
          ? `<p>It is on its way with ${escapeHtml(order.courierName ?? 'our courier')}: <a href="${escapeHtml(order.trackingUrl ?? '')}">track your parcel</a>.</p>`
          : ''
      }<p><a href="${escapeHtml(link)}">See your order</a></p>`,
    })
  }

  async function move(orderId: number, change: OrderStatusChange, actor: Actor) {
    const to = change.status
    await db.transaction().execute(async (trx) => {
      const order = await trx
        .selectFrom('orders')
        .select(['id', 'status', 'user_id'])
        .where('id', '=', orderId)
        .executeTakeFirst()
      if (!order || (actor.role !== 'ADMIN' && order.user_id !== actor.id)) {
        throw notFound('Order not found')
      }
      const from = order.status as OrderStatus
      if (actor.role !== 'ADMIN' && !(from === 'Pending' && to === 'Cancelled')) {
        throw conflict('Only a pending order can be cancelled')
      }
      if (!ORDER_MOVES[from]?.includes(to)) {
        throw conflict(`An order that is ${from} cannot become ${to}`)
      }
      const now = nowIso()
      const moved = await trx
        .updateTable('orders')
        .set({
          status: to,
          updated_at: now,
          ...(to === 'Shipped'
            ? { courier_name: change.courierName ?? null, tracking_url: change.trackingUrl ?? null }
            : {}),
        })
        .where('id', '=', orderId)
        .where('status', '=', from)
        .executeTakeFirst()
      if (Number(moved.numUpdatedRows) !== 1) {
        throw conflict('The order was changed meanwhile; reload it and try again')
      }
      if (to === 'Cancelled') {
        const items = await trx
          .selectFrom('order_items')
          .select(['product_id', 'quantity'])
          .where('order_id', '=', orderId)
          .orderBy('product_id')
          .execute()
        for (const item of items) {
          await trx
            .updateTable('products')
            .set((eb) => ({ stock: eb('stock', '+', item.quantity), updated_at: now }))
            .where('id', '=', item.product_id)
            .execute()
        }
      }
      await trx
        .insertInto('order_status_history')
        .values({
          order_id: orderId,
          status: to,
          note: change.note ?? null,
          changed_by: actor.id,
          created_at: now,
        })
        .execute()
    })
    // Stock came back: product pages and lists must show it.
    if (to === 'Cancelled') cache.invalidate()
    const order = await get(orderId)
    // The move stands even if the mail cannot be sent now; the failure is logged for the shop.
    await notify(order).catch((error: unknown) =>
      log.error({ err: error, orderId }, 'order status e-mail failed'),
    )
    return order
  }

  function filtered(query: Omit<AdminOrderQuery, 'page' | 'limit'>) {
    let q = db.selectFrom('orders as o').innerJoin('users as u', 'u.id', 'o.user_id')
    if (query.status) q = q.where('o.status', '=', query.status)
    if (query.from) q = q.where('o.created_at', '>=', istMidnight(query.from).toISOString())
    if (query.to) q = q.where('o.created_at', '<', istMidnight(nextDay(query.to)).toISOString())
    const text = query.q?.trim()
    if (text) {
      const pattern = likePattern(text)
      q = q.where((eb) =>
        eb.or([
          eb(sql<string>`lower(o.order_number)`, 'like', sql<string>`${pattern} escape '\\'`),
          eb('u.mobile', 'like', sql<string>`${pattern} escape '\\'`),
          eb(sql<string>`lower(u.name)`, 'like', sql<string>`${pattern} escape '\\'`),
        ]),
      )
    }
    return q
  }

  async function withCustomers(ids: number[]): Promise<AdminOrder[]> {
    const list = await orders.getMany(ids)
    if (list.length === 0) return []
    const users = await db
      .selectFrom('users')
      .select(['id', 'name', 'mobile', 'email'])
      .where(
        'id',
        'in',
        list.map((o) => Number(o.user._id)),
      )
      .execute()
    return list.map((order) => {
      const user = users.find((u) => String(u.id) === order.user._id)
      return {
        ...order,
        customer: { name: user?.name ?? '', mobile: user?.mobile ?? '', email: user?.email ?? '' },
      }
    })
  }

  async function get(orderId: number): Promise<AdminOrder> {
    const [order] = await withCustomers([orderId])
    if (!order) throw notFound('Order not found')
    return order
  }

  return {
    move,
    get,

    /** One page of orders, newest first, with the customer of each. */
    async list(query: AdminOrderQuery) {
      const base = filtered(query)
      const [rows, count] = await Promise.all([
        base
          .select('o.id')
          .orderBy('o.created_at', 'desc')
          .orderBy('o.id', 'desc')
          .limit(query.limit)
          .offset((query.page - 1) * query.limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ])
      return {
        items: await withCustomers(rows.map((row) => row.id)),
        total: Number(count.n),
      }
    },

    /** Every line of the filtered orders as CSV, newest first, ready for a spreadsheet. */
    async exportCsv(query: Omit<AdminOrderQuery, 'page' | 'limit'>): Promise<string> {
      const rows = await filtered(query)
        .innerJoin('order_items as i', 'i.order_id', 'o.id')
        .select([
          'o.order_number',
          'o.created_at',
          'o.status',
          'u.name as customer',
          'u.mobile',
          'o.consignee_phone',
          'o.shipping_address',
          'o.payment_method',
          'i.product_id',
          'i.name as product',
          'i.size',
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
      const header = [
        'Order No',
        'Date (IST)',
        'Status',
        'Customer',
        'Mobile',
        'Delivery phone',
        'Address',
        'Payment',
        'Product ID',
        'Product',
        'Size',
        'Quantity',
        'Unit price (INR)',
        'Line total (INR)',
        'Order total (INR)',
        'Courier',
        'Tracking link',
      ]
      const lines = rows.map((r) => [
        r.order_number,
        new Date(Date.parse(r.created_at) + IST_OFFSET_MS)
          .toISOString()
          .slice(0, 16)
          .replace('T', ' '),
        r.status,
        r.customer,
        r.mobile,
        r.consignee_phone,
        r.shipping_address,
        r.payment_method,
        String(r.product_id),
        r.product,
        r.size,
        String(r.quantity),
        toRupees(r.unit_price_paise).toFixed(2),
        toRupees(r.unit_price_paise * r.quantity).toFixed(2),
        toRupees(r.total_paise).toFixed(2),
        r.courier_name ?? '',
        r.tracking_url ?? '',
      ])
      // A byte order mark, so spreadsheets read the rupee names and addresses as UTF-8.
      return `\uFEFF${[header, ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`
    },

    /** Today's and this month's orders and revenue, statuses, 30 days, best sellers, low stock. */
    async overview(now = new Date()): Promise<Overview> {
      const today = istDay(now.toISOString())
      const monthStart = `${today.slice(0, 8)}01`
      const firstDay = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000)
        .toISOString()
        .slice(0, 10)
      const since = [monthStart, firstDay].sort()[0] as string
      const [recent, statuses, best, low] = await Promise.all([
        db
          .selectFrom('orders')
          .select(['created_at', 'total_paise', 'status'])
          .where('created_at', '>=', istMidnight(since).toISOString())
          .execute(),
        db
          .selectFrom('orders')
          .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('status')
          .execute(),
        db
          .selectFrom('order_items as i')
          .innerJoin('orders as o', 'o.id', 'i.order_id')
          .select(['i.product_id', (eb) => eb.fn.sum<number>('i.quantity').as('units')])
          .where('o.status', '!=', 'Cancelled')
          .groupBy('i.product_id')
          .orderBy('units', 'desc')
          .orderBy('i.product_id')
          .limit(10)
          .execute(),
        db
          .selectFrom('products')
          .select(['id', 'name', 'stock'])
          .where('deleted_at', 'is', null)
          .where('stock', '<=', 4)
          .orderBy('stock')
          .orderBy('id')
          .limit(100)
          .execute(),
      ])
      const names = best.length
        ? await db
            .selectFrom('products')
            .select(['id', 'name'])
            .where(
              'id',
              'in',
              best.map((b) => b.product_id),
            )
            .execute()
        : []
      const sold = recent.filter((o) => o.status !== 'Cancelled')
      const sum = (list: typeof sold) => toRupees(list.reduce((s, o) => s + o.total_paise, 0))
      const onDay = (day: string) => sold.filter((o) => istDay(o.created_at) === day)
      const inMonth = sold.filter((o) => istDay(o.created_at) >= monthStart)
      const days: Overview['days'] = []
      for (let day = firstDay; day <= today; day = nextDay(day)) {
        const list = onDay(day)
        days.push({ date: day, orders: list.length, revenue: sum(list) })
      }
      return {
        today: { orders: onDay(today).length, revenue: sum(onDay(today)) },
        month: { orders: inMonth.length, revenue: sum(inMonth) },
        byStatus: Object.fromEntries(
          ORDER_STATUSES.map((s) => [s, Number(statuses.find((r) => r.status === s)?.n ?? 0)]),
        ) as Overview['byStatus'],
        days,
        bestSellers: best.map((b) => ({
          _id: String(b.product_id),
          name: names.find((n) => n.id === b.product_id)?.name ?? '',
          units: Number(b.units),
        })),
        lowStock: low.map((p) => ({ _id: String(p.id), name: p.name, stock: p.stock })),
      }
    },
  }
}

/** A CSV field, quoted when needed; a leading =, +, - or @ is defused so no cell runs a formula. */
function csvCell(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export type Fulfilment = ReturnType<typeof createFulfilment>
