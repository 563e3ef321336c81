import { type AdminOrderQuery, LIMITS, ORDER_STATUSES, type Overview } from '@store/contract'
import type { Db } from '../../db/index.js'
import { csvRows, toCsv } from '../../lib/csv.js'
import { daysBefore, istDateTime, istDay, istMidnight, nextDay } from '../../lib/india-time.js'
import { toRupees } from '../../lib/money.js'
import type { CatalogService } from '../catalog/service.js'
import type { UsersService } from '../users/service.js'
import * as repo from './repo.js'
import type { OrderService } from './service.js'

type Filters = Omit<AdminOrderQuery, 'page' | 'limit'>

const CSV_HEADER = [
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
  'SKU',
  'Quantity',
  'Unit price (INR)',
  'Line total (INR)',
  'Order total (INR)',
  'Courier',
  'Tracking link',
]

/** Customers a search looks at: a mobile number or a name, not a list of the whole shop. */
const MATCHING_CUSTOMERS = 1000

/**
 * Orders read per step of an export: memory stays flat and the server answers in between. A
 * step holds the event loop while it reads and formats its orders (on SQLite, the reads too),
 * so it is kept short enough for a shopper's request never to wait long behind one.
 */
const EXPORT_BATCH = 100

/**
 * The admin's view of the order book: the filtered list, its CSV export and the overview.
 * Counts, the overview and the way to a deep page come from the kept sales figures
 * (sales-figures.ts), so none of them reads every order.
 */
export function createOrderReports({
  db,
  orders,
  users,
  catalog,
}: {
  db: Db
  orders: OrderService
  users: UsersService
  catalog: CatalogService
}) {
  /** Status, IST days, and an order number starting with `q` or a customer matching it. */
  async function toFilter(query: Filters): Promise<repo.OrderFilter> {
    const text = query.q?.trim()
    return {
      status: query.status,
      since: query.from && istMidnight(query.from).toISOString(),
      before: query.to && istMidnight(nextDay(query.to)).toISOString(),
      text: text
        ? {
            numberPrefix: text.toUpperCase(),
            userIds: await users.idsMatching(text, MATCHING_CUSTOMERS),
          }
        : undefined,
    }
  }

  /** The ids of one page: a search counts its matches; other lists skip whole days. */
  async function pageIds(query: AdminOrderQuery) {
    const filter = await toFilter(query)
    const offset = (query.page - 1) * query.limit
    if (filter.text) {
      const [ids, total] = await Promise.all([
        repo.pageOrderIds(db, filter, { limit: query.limit, offset }),
        repo.countOrders(db, filter),
      ])
      return { ids, total }
    }
    const perDay = await repo.ordersPerDay(db, {
      status: query.status,
      fromDay: query.from,
      toDay: query.to,
    })
    const total = perDay.reduce((sum, day) => sum + day.orders, 0)
    // The page starts on the newest day whose orders, with every newer day's, pass the offset.
    let newer = 0
    const start = perDay.find((day) => {
      if (newer + day.orders > offset) return true
      newer += day.orders
      return false
    })
    if (!start) return { ids: [], total }
    const before = istMidnight(nextDay(start.day)).toISOString()
    const ids = await repo.pageOrderIds(
      db,
      { ...filter, before },
      { limit: query.limit, offset: offset - newer },
    )
    return { ids, total }
  }

  /** One step of an export as its CSV text: the orders after the last one of the step before. */
  async function exportStep(filter: repo.OrderFilter, after?: { createdAt: string; id: number }) {
    const orders = await repo.listOrdersAfter(db, filter, { limit: EXPORT_BATCH, after })
    const last = orders.at(-1)
    if (!last) return null
    const [items, contacts] = await Promise.all([
      repo.listItems(
        db,
        orders.map((o) => o.id),
      ),
      users.contacts([...new Set(orders.map((o) => o.user_id))]),
    ])
    const byId = new Map(contacts.map((contact) => [contact.id, contact]))
    const linesOf = new Map<number, typeof items>()
    for (const item of items) {
      const lines = linesOf.get(item.order_id)
      if (lines) lines.push(item)
      else linesOf.set(item.order_id, [item])
    }
    const rows = orders.flatMap((o) =>
      (linesOf.get(o.id) ?? []).map((item) => [
        o.order_number,
        istDateTime(o.created_at),
        o.status,
        byId.get(o.user_id)?.name ?? '',
        byId.get(o.user_id)?.mobile ?? '',
        o.consignee_phone,
        o.shipping_address,
        o.payment_method,
        String(item.product_id),
        item.name,
        item.size,
        item.sku ?? '',
        String(item.quantity),
        toRupees(item.unit_price_paise).toFixed(2),
        toRupees(item.unit_price_paise * item.quantity).toFixed(2),
        toRupees(o.total_paise).toFixed(2),
        o.courier_name ?? '',
        o.tracking_url ?? '',
      ]),
    )
    return {
      text: csvRows(rows),
      orders: orders.length,
      last: { createdAt: last.created_at, id: last.id },
    }
  }

  return {
    /** One page of orders, newest first, with the customer of each. */
    async list(query: AdminOrderQuery) {
      const { ids, total } = await pageIds(query)
      return { items: await orders.forAdmin(ids), total }
    },

    /**
     * Every line of the filtered orders as CSV, newest first, ready for a spreadsheet: yielded
     * a few hundred orders at a time, each step reading after the last order of the one before.
     */
    async *exportCsv(query: Filters): AsyncGenerator<string> {
      yield toCsv([CSV_HEADER])
      const filter = await toFilter(query)
      let after: { createdAt: string; id: number } | undefined
      for (;;) {
        const step = await exportStep(filter, after)
        if (!step) return
        yield step.text
        if (step.orders < EXPORT_BATCH) return
        after = step.last
      }
    },

    /** Today's and this month's orders and revenue, statuses, 30 days, best sellers, low stock. */
    async overview(now = new Date()): Promise<Overview> {
      const today = istDay(now.toISOString())
      const monthStart = `${today.slice(0, 8)}01`
      const firstDay = daysBefore(today, 29)
      const since = [monthStart, firstDay].sort()[0] as string
      const [recent, statuses, best, lowStock] = await Promise.all([
        repo.dayTotalsFrom(db, since),
        repo.countByStatus(db),
        repo.listBestSellers(db, 10),
        catalog.lowStock(LIMITS.lowStockBelow - 1, 100),
      ])
      const names = await catalog.productNames(best.map((b) => b.product_id))
      const sold = recent.filter((row) => row.status !== 'Cancelled')
      const total = (rows: typeof sold) => ({
        orders: rows.reduce((sum, row) => sum + row.orders, 0),
        revenue: toRupees(rows.reduce((sum, row) => sum + row.revenue_paise, 0)),
      })
      const days: Overview['days'] = []
      for (let day = firstDay; day <= today; day = nextDay(day)) {
        const { orders: count, revenue } = total(sold.filter((row) => row.day === day))
        days.push({ date: day, orders: count, revenue })
      }
      return {
        today: total(sold.filter((row) => row.day === today)),
        month: total(sold.filter((row) => row.day >= monthStart && row.day <= today)),
        byStatus: Object.fromEntries(
          ORDER_STATUSES.map((s) => [s, statuses.find((r) => r.status === s)?.n ?? 0]),
        ) as Overview['byStatus'],
        days,
        bestSellers: best.map((b) => ({
          _id: String(b.product_id),
          name: names.get(b.product_id) ?? '',
          units: Number(b.units),
        })),
        lowStock,
      }
    },
  }
}

export type OrderReports = ReturnType<typeof createOrderReports>
