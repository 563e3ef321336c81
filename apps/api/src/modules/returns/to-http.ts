import {
  type AdminReturn,
  type Return,
  type ReturnReason,
  type ReturnResolution,
  type ReturnStatus,
} from '@store/contract'
import type { ReturnItemRow, ReturnRow } from '../../db/schema.js'
import { parseJson } from '../../db/sql.js'
import { toRupees } from '../../lib/money.js'
import { expectedDates, isOverdue } from './policy.js'

type HistoryRow = { return_id: number; status: string; note: string | null; created_at: string }

const maskUpi = (upi: string) => {
  const [name = '', bank = ''] = upi.split('@')
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(3, name.length - 2))}@${bank}`
}
const maskAccount = (number: string) =>
  `${'X'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`

/** Where the refund goes: masked for the shopper, in full for admins. */
function refundTo(row: ReturnRow, full: boolean): Return['refundTo'] {
  switch (row.refund_kind) {
    case 'upi': {
      const upi = row.refund_upi ?? ''
      return { kind: 'upi', label: `UPI ${full ? upi : maskUpi(upi)}`, ...(full ? { upi } : {}) }
    }
    case 'bank': {
      const number = row.refund_account_number ?? ''
      const ifsc = row.refund_ifsc ?? ''
      const name = row.refund_account_name ?? ''
      return {
        kind: 'bank',
        label: `Bank account ${full ? number : maskAccount(number)} (${ifsc}), ${name}`,
        ...(full ? { accountName: name, accountNumber: number, ifsc } : {}),
      }
    }
    case 'source':
      return { kind: 'source', label: 'Original payment method' }
    case 'store_credit':
      return { kind: 'store_credit', label: 'Store credit' }
    default:
      return null
  }
}

export function toReturn(
  row: ReturnRow,
  items: ReturnItemRow[],
  history: HistoryRow[],
  full = false,
): Return {
  return {
    _id: String(row.id),
    orderId: String(row.order_id),
    orderNumber: row.order_number,
    status: row.status as ReturnStatus,
    reason: row.reason as ReturnReason,
    comment: row.comment,
    resolution: row.resolution as ReturnResolution,
    exchangeSize: row.exchange_size,
    photos: parseJson<string[]>(row.photos, []),
    items: items.map((item) => ({
      orderItemId: String(item.order_item_id),
      productId: String(item.product_id),
      name: item.name,
      image: item.image,
      size: item.size,
      quantity: item.quantity,
      price: toRupees(item.unit_price_paise),
    })),
    amount: toRupees(row.amount_paise),
    refundTo: refundTo(row, full),
    pickupDate: row.pickup_date,
    qc: row.qc === 'passed' || row.qc === 'failed' ? row.qc : null,
    refundReference: row.refund_reference,
    replacementOrderId: row.replacement_order_id === null ? null : String(row.replacement_order_id),
    expected: expectedDates(row.created_at, row.approved_at),
    history: history.map((entry) => ({
      status: entry.status as ReturnStatus,
      at: entry.created_at,
      note: entry.note,
    })),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export const toAdminReturn = (ret: Return, customer: AdminReturn['customer']): AdminReturn => ({
  ...ret,
  customer,
  overdue: isOverdue(ret.status, ret.createdAt),
})
