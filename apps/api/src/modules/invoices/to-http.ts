import type { OrderTaxDocuments } from '@store/contract'
import { toRupees } from '../../lib/money.js'
import type * as repo from './repo.js'

type InvoiceRow = NonNullable<Awaited<ReturnType<typeof repo.findInvoiceOfOrder>>>
type CreditNoteRow = Awaited<ReturnType<typeof repo.listCreditNotesOfOrder>>[number]

export const toTaxDocuments = (
  invoice: InvoiceRow | undefined,
  notes: CreditNoteRow[],
): OrderTaxDocuments => ({
  invoice: invoice ? { number: invoice.number, issuedAt: invoice.issued_at } : null,
  creditNotes: notes.map((note) => ({
    _id: String(note.id),
    number: note.number,
    issuedAt: note.issued_at,
    total: toRupees(note.total_paise),
  })),
})
