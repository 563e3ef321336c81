import type { Insertable } from 'kysely'
import type { Db } from '../../db/index.js'
import type {
  CreditNoteLineTable,
  CreditNoteTable,
  InvoiceLineTable,
  InvoiceTable,
} from '../../db/schema.js'

/** Adds one to the series' counter (creating it at 0 first) and answers the new value. */
export async function takeNextInSeries(trx: Db, series: string, year: string): Promise<number> {
  await trx
    .insertInto('document_counters')
    .values({ series, financial_year: year, last_number: 0 })
    .onConflict((oc) => oc.columns(['series', 'financial_year']).doNothing())
    .execute()
  const row = await trx
    .updateTable('document_counters')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('series', '=', series)
    .where('financial_year', '=', year)
    .returning('last_number')
    .executeTakeFirstOrThrow()
  return Number(row.last_number)
}

export async function insertInvoice(
  trx: Db,
  invoice: Insertable<InvoiceTable>,
  lines: Array<Omit<Insertable<InvoiceLineTable>, 'invoice_id'>>,
) {
  const { id } = await trx
    .insertInto('invoices')
    .values(invoice)
    .returning('id')
    .executeTakeFirstOrThrow()
  // Every row names every column: SQLite has no DEFAULT in a many-row VALUES list, so a row
  // without its discount (a fee's) would insert null.
  await trx
    .insertInto('invoice_lines')
    .values(
      lines.map((line) => ({
        ...line,
        bag_discount_paise: line.bag_discount_paise ?? 0,
        invoice_id: id,
      })),
    )
    .execute()
  return id
}

export async function findInvoiceOfOrder(db: Db, orderId: number) {
  return db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst()
}

export async function invoicedOrderIds(db: Db, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('invoices')
    .select('order_id')
    .where('order_id', 'in', orderIds)
    .execute()
  return new Set(rows.map((row) => row.order_id))
}

export async function listInvoiceLines(db: Db, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return []
  return db
    .selectFrom('invoice_lines')
    .selectAll()
    .where('invoice_id', 'in', invoiceIds)
    .orderBy('id')
    .execute()
}

/** What earlier credit notes took back of each invoice line. */
export async function creditedSoFar(db: Db, invoiceLineIds: number[]) {
  if (invoiceLineIds.length === 0) return []
  return db
    .selectFrom('credit_note_lines')
    .select((eb) => [
      'invoice_line_id',
      eb.fn.sum<number>('quantity').as('quantity'),
      eb.fn.sum<number>('taxable_paise').as('taxable'),
      eb.fn.sum<number>('cgst_paise').as('cgst'),
      eb.fn.sum<number>('sgst_paise').as('sgst'),
      eb.fn.sum<number>('igst_paise').as('igst'),
      eb.fn.sum<number>('total_paise').as('total'),
    ])
    .where('invoice_line_id', 'in', invoiceLineIds)
    .groupBy('invoice_line_id')
    .execute()
}

export async function insertCreditNote(
  trx: Db,
  note: Insertable<CreditNoteTable>,
  lines: Array<Omit<Insertable<CreditNoteLineTable>, 'credit_note_id'>>,
) {
  const { id } = await trx
    .insertInto('credit_notes')
    .values(note)
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('credit_note_lines')
    .values(lines.map((line) => ({ ...line, credit_note_id: id })))
    .execute()
  return id
}

export async function listCreditNotesOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('credit_notes')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute()
}

export async function findCreditNote(db: Db, id: number) {
  return db.selectFrom('credit_notes').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function findInvoice(db: Db, id: number) {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function listCreditNoteLines(db: Db, noteIds: number[]) {
  if (noteIds.length === 0) return []
  return db
    .selectFrom('credit_note_lines')
    .selectAll()
    .where('credit_note_id', 'in', noteIds)
    .orderBy('id')
    .execute()
}

/** One batch of a month's invoices after `afterId`, oldest first. */
export async function pageInvoicesOfMonth(db: Db, month: string, afterId: number, limit: number) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('month', '=', month)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute()
}

export async function pageCreditNotesOfMonth(
  db: Db,
  month: string,
  afterId: number,
  limit: number,
) {
  return db
    .selectFrom('credit_notes')
    .selectAll()
    .where('month', '=', month)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute()
}

const sums = ['taxable_paise', 'cgst_paise', 'sgst_paise', 'igst_paise', 'total_paise'] as const

/** A month's invoice lines added up per buyer GSTIN, place of supply and rate. */
export async function invoiceSupplies(db: Db, month: string) {
  return db
    .selectFrom('invoice_lines as l')
    .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
    .select((eb) => [
      'i.buyer_gstin',
      'i.place_of_supply',
      'i.place_of_supply_code',
      'l.rate',
      ...sums.map((column) => eb.fn.sum<number>(`l.${column}`).as(column)),
    ])
    .where('i.month', '=', month)
    .groupBy(['i.buyer_gstin', 'i.place_of_supply', 'i.place_of_supply_code', 'l.rate'])
    .execute()
}

/** A month's credit-note lines added up the same way (place and buyer of their invoice). */
export async function creditedSupplies(db: Db, month: string) {
  return db
    .selectFrom('credit_note_lines as l')
    .innerJoin('credit_notes as c', 'c.id', 'l.credit_note_id')
    .innerJoin('invoices as i', 'i.id', 'c.invoice_id')
    .select((eb) => [
      'i.buyer_gstin',
      'i.place_of_supply',
      'i.place_of_supply_code',
      'l.rate',
      ...sums.map((column) => eb.fn.sum<number>(`l.${column}`).as(column)),
    ])
    .where('c.month', '=', month)
    .groupBy(['i.buyer_gstin', 'i.place_of_supply', 'i.place_of_supply_code', 'l.rate'])
    .execute()
}

export async function invoiceHsn(db: Db, month: string) {
  return db
    .selectFrom('invoice_lines as l')
    .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
    .select((eb) => [
      'l.hsn',
      'l.rate',
      eb.fn.sum<number>('l.quantity').as('quantity'),
      ...sums.map((column) => eb.fn.sum<number>(`l.${column}`).as(column)),
    ])
    .where('i.month', '=', month)
    .groupBy(['l.hsn', 'l.rate'])
    .execute()
}

export async function creditedHsn(db: Db, month: string) {
  return db
    .selectFrom('credit_note_lines as l')
    .innerJoin('credit_notes as c', 'c.id', 'l.credit_note_id')
    .select((eb) => [
      'l.hsn',
      'l.rate',
      eb.fn.sum<number>('l.quantity').as('quantity'),
      ...sums.map((column) => eb.fn.sum<number>(`l.${column}`).as(column)),
    ])
    .where('c.month', '=', month)
    .groupBy(['l.hsn', 'l.rate'])
    .execute()
}

/** How many documents a month has, and its first and last numbers. */
export async function documentRange(db: Db, table: 'invoices' | 'credit_notes', month: string) {
  const [count, first, last] = await Promise.all([
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('month', '=', month)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom(table)
      .select('number')
      .where('month', '=', month)
      .orderBy('sequence')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom(table)
      .select('number')
      .where('month', '=', month)
      .orderBy('sequence', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ])
  return { count: Number(count.count), first: first?.number ?? null, last: last?.number ?? null }
}

export async function invoicesOfOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return []
  return db
    .selectFrom('invoices')
    .select(['id', 'order_id', 'buyer', 'taxable_paise'])
    .where('order_id', 'in', orderIds)
    .execute()
}

export async function setInvoiceBuyer(db: Db, id: number, buyer: string) {
  await db.updateTable('invoices').set({ buyer }).where('id', '=', id).execute()
}
