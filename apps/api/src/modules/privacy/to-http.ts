import type { ConsentEvent, ConsentSource, Erasure } from '@store/contract'
import type { AccountErasureTable } from '../../db/schema.js'
import type { Selectable } from 'kysely'

export const toConsentEvent = (row: {
  given: number
  source: string
  created_at: string
}): ConsentEvent => ({
  purpose: 'marketing',
  given: row.given === 1,
  source: row.source as ConsentSource,
  at: row.created_at,
})

export const toErasure = (row: Selectable<AccountErasureTable>): Erasure => ({
  _id: String(row.id),
  accountId: String(row.user_id),
  requestedAt: row.requested_at,
  erasedAt: row.erased_at,
  ordersKept: row.orders_kept,
  invoicesKept: row.invoices_kept,
})
