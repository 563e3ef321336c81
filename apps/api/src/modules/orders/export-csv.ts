import { istDateTime, PAYMENT } from '@store/contract'
import type { Db } from '../../db/index.js'
import { csvRows, toCsv } from '../../lib/csv.js'
import { toRupees } from '../../lib/money.js'
import type { ReadContacts } from '../../records/customer.js'
import * as repo from './repo.js'

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
  'COD fee (INR)',
  'Delivery by',
  'Courier',
  'Tracking link',
]

/** Orders read per step of an export: what waits in memory at once is one step's text. */
const EXPORT_BATCH = 100

type After = { createdAt: string; id: number }

/** One step of an export as its CSV text: the orders after the last one of the step before. */
async function exportStep(
  db: Db,
  contacts: ReadContacts,
  filter: repo.OrderFilter,
  after: After | undefined,
) {
  const orders = await repo.listOrdersAfter(db, filter, { limit: EXPORT_BATCH, after })
  const last = orders.at(-1)
  if (!last) return null
  const [items, found] = await Promise.all([
    repo.listItems(
      db,
      orders.map((o) => o.id),
    ),
    contacts([...new Set(orders.map((o) => o.user_id))]),
  ])
  const byId = new Map(found.map((contact) => [contact.id, contact]))
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
      o.replacement_for !== null
        ? PAYMENT.replacement
        : o.payment_method === PAYMENT.online
          ? 'Prepaid'
          : o.payment_method,
      String(item.product_id),
      item.name,
      item.size,
      item.sku ?? '',
      String(item.quantity),
      toRupees(item.unit_price_paise).toFixed(2),
      toRupees(item.unit_price_paise * item.quantity).toFixed(2),
      toRupees(o.total_paise + o.cod_fee_paise).toFixed(2),
      toRupees(o.cod_fee_paise).toFixed(2),
      o.delivery_by ?? '',
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

/**
 * Every line of the filtered orders as CSV, newest first, ready for a spreadsheet: the header,
 * then a hundred orders at a time, each step reading after the last order of the one before.
 */
export async function* exportCsv(
  db: Db,
  contacts: ReadContacts,
  filter: repo.OrderFilter,
): AsyncGenerator<string> {
  yield toCsv([CSV_HEADER])
  let after: After | undefined
  for (;;) {
    const step = await exportStep(db, contacts, filter, after)
    if (!step) return
    yield step.text
    if (step.orders < EXPORT_BATCH) return
    after = step.last
  }
}
