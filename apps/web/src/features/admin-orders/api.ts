import type {
  AdminOrder,
  CustomerCod,
  DeliverySettings,
  Envelope,
  OrderStatus,
  Overview,
  Paged,
  ReturnsOverview,
} from '@store/contract'
import { api } from '@/lib/api-client'
import { downloadApiFile } from '@/lib/api-file'

export type OrderFilters = {
  status: OrderStatus | ''
  from: string
  to: string
  q: string
  /** Only orders on their way whose promised delivery day has passed. */
  late: boolean
}

export const filterQuery = (f: OrderFilters) => {
  const query = new URLSearchParams()
  if (f.status) query.set('status', f.status)
  if (f.from) query.set('from', f.from)
  if (f.to) query.set('to', f.to)
  if (f.q.trim()) query.set('q', f.q.trim())
  if (f.late) query.set('late', 'true')
  return query
}

/** The first and last day of a month (YYYY-MM), as the orders filter takes them. */
export function monthRange(month: string) {
  const [year = 0, number = 1] = month.split('-').map(Number)
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate()
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` }
}

export const listOrders = (page: number, filters: OrderFilters, signal?: AbortSignal) => {
  const query = filterQuery(filters)
  query.set('page', String(page))
  query.set('limit', '20')
  return api<Paged<AdminOrder>>(`/admin/orders?${query.toString()}`, { signal })
}

export const getAdminOrder = (id: string, signal?: AbortSignal) =>
  api<Envelope<AdminOrder>>(`/admin/orders/${id}`, { signal }).then((r) => r.data)

export const moveOrder = (
  id: string,
  body: { status: OrderStatus; courierName?: string; trackingUrl?: string; note?: string },
) => api<Envelope<AdminOrder>>(`/admin/orders/${id}/status`, { method: 'PUT', body })

/** Downloads the filtered orders as a CSV file. */
export const downloadOrdersCsv = (filters: OrderFilters) =>
  downloadApiFile(`/admin/orders/export.csv?${filterQuery(filters).toString()}`, 'orders.csv')

/** The overview's figures: the day's and month's sales, statuses, best sellers, low stock. */
export const getOverview = (signal?: AbortSignal) =>
  api<Envelope<Overview>>('/admin/overview', { signal }).then((r) => r.data)

/** The overview's returns figures: the return rate of the last 30 days and the top reasons. */
export const getReturnsOverview = (signal?: AbortSignal) =>
  api<Envelope<ReturnsOverview>>('/admin/returns/overview', { signal }).then((r) => r.data)

/** A shopper's parcels returned to origin within the window, and whether they may pay on delivery. */
export const getCustomerCod = (userId: string, signal?: AbortSignal) =>
  api<Envelope<CustomerCod>>(`/admin/customers/${userId}/cod`, { signal }).then((r) => r.data)

/** Lets the shopper pay on delivery again: parcels refused before now no longer count. */
export const allowCodAgain = (userId: string) =>
  api<Envelope<CustomerCod>>(`/admin/customers/${userId}/cod`, { method: 'POST' })

/** The delivery settings, for the refused-parcel rule they hold (limit and window). */
export const getDeliveryRules = (signal?: AbortSignal) =>
  api<Envelope<DeliverySettings>>('/admin/delivery-settings', { signal }).then((r) => r.data)
