import { type AdminOrderQuery, LIMITS, ORDER_STATUSES, type Overview } from '@store/contract'
import type { Db } from '../../db/index.js'
import { likePattern } from '../../db/sql.js'
import { toCsv } from '../../lib/csv.js'
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

/** The admin's view of the order book: the filtered list, its CSV export and the overview. */
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
  /** Status, IST days, and order number, customer mobile or name containing `q`. */
  function toFilter(query: Filters): repo.OrderFilter {
    const text = query.q?.trim()
    return {
      status: query.status,
      since: query.from && istMidnight(query.from).toISOString(),
      before: query.to && istMidnight(nextDay(query.to)).toISOString(),
      text: text ? { pattern: likePattern(text), userIds: users.idsMatching(text) } : undefined,
    }
  }

  return {
    /** One page of orders, newest first, with the customer of each. */
    async list(query: AdminOrderQuery) {
      const { ids, total } = await repo.pageOrderIds(db, toFilter(query), {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      })
      return { items: await orders.forAdmin(ids), total }
    },

    /** Every line of the filtered orders as CSV, newest first, ready for a spreadsheet. */
    async exportCsv(query: Filters): Promise<string> {
      const rows = await repo.listOrderLines(db, toFilter(query))
      const contacts = await users.contacts([...new Set(rows.map((row) => row.user_id))])
      const byId = new Map(contacts.map((contact) => [contact.id, contact]))
      const lines = rows.map((r) => [
        r.order_number,
        istDateTime(r.created_at),
        r.status,
        byId.get(r.user_id)?.name ?? '',
        byId.get(r.user_id)?.mobile ?? '',
        r.consignee_phone,
        r.shipping_address,
        r.payment_method,
        String(r.product_id),
        r.product,
        r.size,
        r.sku ?? '',
        String(r.quantity),
        toRupees(r.unit_price_paise).toFixed(2),
        toRupees(r.unit_price_paise * r.quantity).toFixed(2),
        toRupees(r.total_paise).toFixed(2),
        r.courier_name ?? '',
        r.tracking_url ?? '',
      ])
      return toCsv([CSV_HEADER, ...lines])
    },

    /** Today's and this month's orders and revenue, statuses, 30 days, best sellers, low stock. */
    async overview(now = new Date()): Promise<Overview> {
      const today = istDay(now.toISOString())
      const monthStart = `${today.slice(0, 8)}01`
      const firstDay = daysBefore(today, 29)
      const since = [monthStart, firstDay].sort()[0] as string
      const [recent, statuses, best, lowStock] = await Promise.all([
        repo.listOrdersSince(db, istMidnight(since).toISOString()),
        repo.countByStatus(db),
        repo.listBestSellers(db, 10),
        catalog.lowStock(LIMITS.lowStockBelow - 1, 100),
      ])
      const names = await catalog.productNames(best.map((b) => b.product_id))
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
          name: names.get(b.product_id) ?? '',
          units: Number(b.units),
        })),
        lowStock,
      }
    },
  }
}

export type OrderReports = ReturnType<typeof createOrderReports>
