import {
  type AdminOrderQuery,
  daysBefore,
  istDay,
  istMidnight,
  LIMITS,
  nextDay,
  ORDER_STATUSES,
  type OrderStatus,
  type Overview,
  UNSOLD_STATUSES,
} from '@store/contract'
import type { Db, DatabaseConfig } from '../../db/index.js'
import type { ExportJob } from '../../export-worker.js'
import { toRupees } from '../../lib/money.js'
import { readFromWorker } from '../../workers.js'
import type { FindCustomers } from '../../records/customer.js'
import * as repo from './repo.js'
import type { OrderService } from './service.js'

type Filters = Omit<AdminOrderQuery, 'page' | 'limit'>

/**
 * An export worker's heap: enough for its libraries and one step, small enough that V8 collects
 * it often instead of growing the process (a hundred orders make about 40 KB of CSV).
 */
const EXPORT_MEMORY = { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 }

/** Customers a search looks at: a mobile number or a name, not a list of the whole shop. */
const MATCHING_CUSTOMERS = 1000

/**
 * The admin's view of the order book: the filtered list, its CSV export and the overview.
 * Counts, the overview and the way to a deep page come from the kept sales figures
 * (sales-figures.ts), so none of them reads every order.
 */
export function createOrderReports({
  db,
  database,
  orders,
  findCustomers,
  prepaidSince,
  products,
}: {
  db: Db
  database: DatabaseConfig
  orders: OrderService
  findCustomers: FindCustomers
  /** Online orders paid and placed since each instant: count and paise (the payments module). */
  prepaidSince: (since: string[]) => Promise<Array<{ orders: number; paise: number }>>
  /** What the overview shows of the catalogue. */
  products: {
    lowStock: (
      below: number,
      limit: number,
    ) => Promise<Array<{ productId: number; name: string; size: string; stock: number }>>
    productNames: (productIds: number[]) => Promise<Map<number, string>>
  }
}) {
  /** Status, IST days, and an order number starting with `q` or a customer matching it. */
  async function toFilter(query: Filters): Promise<repo.OrderFilter> {
    const text = query.q?.trim()
    return {
      status: query.status,
      lateOn: query.late ? istDay() : undefined,
      since: query.from && istMidnight(query.from).toISOString(),
      before: query.to && istMidnight(nextDay(query.to)).toISOString(),
      text: text
        ? {
            numberPrefix: text.toUpperCase(),
            userIds: await findCustomers(text, MATCHING_CUSTOMERS),
          }
        : undefined,
    }
  }

  /** The ids of one page: a search or the late orders count their matches; other lists skip whole days. */
  async function pageIds(query: AdminOrderQuery) {
    const filter = await toFilter(query)
    const offset = (query.page - 1) * query.limit
    if (filter.text || filter.lateOn) {
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

  return {
    /** One page of orders, newest first, with the customer of each. */
    async list(query: AdminOrderQuery) {
      const { ids, total } = await pageIds(query)
      return { items: await orders.forAdmin(ids), total }
    },

    /**
     * Every line of the filtered orders as CSV, newest first (export-csv.ts), read and written
     * in a worker thread on a connection of its own: the server's thread only passes the text on.
     */
    async *exportCsv(query: Filters): AsyncGenerator<Buffer> {
      const job: ExportJob = { database, filter: await toFilter(query) }
      yield* readFromWorker('export-worker', job, EXPORT_MEMORY)
    },

    /** Today's and this month's orders and revenue, statuses, 30 days, best sellers, low stock. */
    async overview(): Promise<Overview> {
      const today = istDay()
      const monthStart = `${today.slice(0, 8)}01`
      const firstDay = daysBefore(today, 29)
      const since = [monthStart, firstDay].sort()[0] as string
      const monthSince = istMidnight(monthStart).toISOString()
      const [recent, statuses, best, lowStock, prepaid, outcomes, methods] = await Promise.all([
        repo.dayTotalsFrom(db, since),
        repo.countByStatus(db),
        repo.listBestSellers(db, 10),
        products.lowStock(LIMITS.lowStockBelow - 1, 100),
        prepaidSince([istMidnight(today).toISOString(), monthSince]),
        repo.outcomesSince(db, monthSince),
        repo.paymentMethodsSince(db, monthSince),
      ])
      const percent = (part: number, whole: number) =>
        whole === 0 ? null : Math.round((part * 1000) / whole) / 10
      const paid = (i: number) => ({
        orders: prepaid[i]?.orders ?? 0,
        revenue: toRupees(prepaid[i]?.paise ?? 0),
      })
      const names = await products.productNames(best.map((b) => b.product_id))
      const sold = recent.filter((row) => !UNSOLD_STATUSES.includes(row.status as OrderStatus))
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
        prepaid: { today: paid(0), month: paid(1) },
        byStatus: Object.fromEntries(
          ORDER_STATUSES.map((s) => [s, statuses.find((r) => r.status === s)?.n ?? 0]),
        ) as Overview['byStatus'],
        delivery: {
          rtoOrders: outcomes.rto,
          deliveredOrders: outcomes.delivered,
          rtoRate: percent(outcomes.rto, outcomes.rto + outcomes.delivered),
          codOrders: methods.cod,
          orders: methods.all,
          codShare: percent(methods.cod, methods.all),
        },
        days,
        bestSellers: best.map((b) => ({
          _id: String(b.product_id),
          name: names.get(b.product_id) ?? '',
          units: Number(b.units),
        })),
        lowStock: lowStock.map(({ productId, ...size }) => ({ _id: String(productId), ...size })),
      }
    },
  }
}

export type OrderReports = ReturnType<typeof createOrderReports>
