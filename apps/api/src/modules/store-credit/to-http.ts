import type { StoreCredit } from '@store/contract'
import { toRupees } from '../../lib/money.js'
import type * as repo from './repo.js'

type EntryRow = Awaited<ReturnType<typeof repo.listEntries>>[number]

export const toStoreCredit = (balancePaise: number, entries: EntryRow[]): StoreCredit => ({
  balance: toRupees(balancePaise),
  ledger: entries.map((entry) => ({
    _id: String(entry.id),
    kind: entry.kind as StoreCredit['ledger'][number]['kind'],
    amount: toRupees(Number(entry.amount_paise)),
    note: entry.note,
    orderId: entry.order_id === null ? null : String(entry.order_id),
    returnId: entry.return_id === null ? null : String(entry.return_id),
    at: entry.created_at,
  })),
})
