import {
  chargeShares,
  firstUnitsDiscount,
  gstRate,
  type GstReport,
  gstStateOf,
  istDay,
  PAYMENT,
  type OrderStatus,
  type OrderTaxDocuments,
  splitInclusive,
  type StoreSettings,
  taxableOf,
  unitGroups,
} from '@store/contract'
import type { Db } from '../../db/index.js'
import { nowIso, parseJson } from '../../db/sql.js'
import { badRequest, conflict, notFound } from '../../lib/errors.js'
import type { Actor, OrderRecord } from '../../records/order.js'
import { buildGstReport } from './gst-report.js'
import { nextNumber } from './numbering.js'
import { type Buyer, type Party, type PrintedDocument, renderPdf } from './pdf.js'
import * as repo from './repo.js'
import { toTaxDocuments } from './to-http.js'

type LineRow = Awaited<ReturnType<typeof repo.listInvoiceLines>>[number]
type InvoiceRow = NonNullable<Awaited<ReturnType<typeof repo.findInvoice>>>

export type CreditRequest = {
  orderId: number
  lines: Array<{ orderItemId: number; quantity: number }>
  /** Printed on the credit note: 'Goods returned', 'Cancelled after shipping' ... */
  reason?: string
  /** Credit the Cash on Delivery fee too (a parcel that came back: nothing was supplied). */
  withFee?: boolean
}

/** How the fee's lines read on an invoice and a credit note. */
const COD_FEE_LINE = 'Cash on Delivery fee'
/** CGST rule 46(e): from this taxable value an unregistered buyer's address is on the invoice. */
const ADDRESS_ON_INVOICE_FROM_PAISE = 50_000_00

const monthOf = (iso: string) => istDay(iso).slice(0, 7)

type GoodsLine = {
  order_item_id: number
  hsn: string
  rate: number
  total_paise: number
}

/**
 * The Cash on Delivery fee as invoice lines: its share of each goods line (by value) taxed at that
 * line's rate, one line per rate, under the HSN code of the rate's largest goods line
 * (decision 072). None when there is no fee.
 */
function codFeeLines(feePaise: number, goods: GoodsLine[], intraState: boolean) {
  if (feePaise === 0) return []
  const shares = chargeShares(
    feePaise,
    goods.map((line) => line.total_paise),
  )
  const byRate = new Map<number, { paise: number; largest: GoodsLine }>()
  goods.forEach((line, i) => {
    const group = byRate.get(line.rate) ?? { paise: 0, largest: line }
    group.paise += shares[i] as number
    if (line.total_paise > group.largest.total_paise) group.largest = line
    byRate.set(line.rate, group)
  })
  return [...byRate].map(([rate, { paise, largest }]) => {
    const split = splitInclusive(paise, rate, intraState)
    return {
      kind: 'cod_fee',
      order_item_id: largest.order_item_id,
      hsn: largest.hsn,
      description: COD_FEE_LINE,
      quantity: 1,
      unit_price_paise: paise,
      discount_paise: 0,
      rate,
      taxable_paise: split.taxable,
      cgst_paise: split.cgst,
      sgst_paise: split.sgst,
      igst_paise: split.igst,
      total_paise: split.total,
    }
  })
}

const sumOf = <T extends Record<string, unknown>>(rows: T[], key: keyof T) =>
  rows.reduce((sum, row) => sum + Number(row[key]), 0)

/**
 * GST tax invoices and credit notes. An invoice is issued in the transaction that ships an
 * order, from the order's lines and the store's settings, and kept as printed; the PDF is drawn
 * from what was kept. Credit notes take back (part of) an invoice's lines, in the caller's
 * transaction, with the same tax split.
 */
export function createInvoiceService({
  db,
  orderFacts,
  storeSettings,
}: {
  db: Db
  /** The number, owner and status of each order among the ids that exists (the orders module). */
  orderFacts: (
    orderIds: number[],
  ) => Promise<Map<number, { number: string; userId: number; status: OrderStatus }>>
  /** The store's seller details, null until saved (the settings module). */
  storeSettings: (trx?: Db) => Promise<StoreSettings | null>
}) {
  /**
   * Issues the order's invoice inside the caller's transaction and answers its number, from the
   * order as sold, each product's HSN code and the seller's details as they are now.
   */
  async function issue(
    trx: Db,
    { order, hsn, seller }: { order: OrderRecord; hsn: Map<number, string>; seller: StoreSettings },
  ): Promise<string> {
    const orderId = order.id
    // An address whose state is not recognised is taken as within the store's state.
    const place = gstStateOf(order.deliveryState) ?? { code: seller.stateCode, name: seller.state }
    const intraState = place.code === seller.stateCode
    const goods = order.lines.flatMap((item) => {
      const code = hsn.get(item.productId) as string
      // Each piece's slab is decided on its price after the order's discount; a line's pieces
      // differ by a paisa at most, and only at the threshold do they fall in two slabs: then
      // the line is invoiced as two (decision 081).
      const groups = unitGroups(item.unitPaise, item.discountPaise, item.quantity).map((group) => ({
        ...group,
        rate: gstRate(code, group.pricePaise),
      }))
      const parts = groups.every((group) => group.rate === groups[0]?.rate)
        ? [{ count: item.quantity, discount: item.discountPaise, rate: groups[0]?.rate ?? 0 }]
        : groups
      return parts.map(({ count, discount, rate }) => {
        const split = splitInclusive(item.unitPaise * count - discount, rate, intraState)
        const beforeDiscount = taxableOf(item.mrpPaise * count, rate)
        return {
          kind: 'goods',
          order_item_id: item.id,
          hsn: code,
          description: item.size === 'Free Size' ? item.name : `${item.name} (Size ${item.size})`,
          quantity: count,
          unit_price_paise: item.unitPaise,
          bag_discount_paise: discount,
          discount_paise: Math.max(0, beforeDiscount - split.taxable),
          rate,
          taxable_paise: split.taxable,
          cgst_paise: split.cgst,
          sgst_paise: split.sgst,
          igst_paise: split.igst,
          total_paise: split.total,
        }
      })
    })
    const lines = [...goods, ...codFeeLines(order.codFeePaise, goods, intraState)]
    const total = sumOf(lines, 'total_paise')
    if (total !== order.totalPaise + order.codFeePaise) {
      throw new Error(
        `invoice of order ${orderId} adds up to ${total}, not ${order.totalPaise + order.codFeePaise}`,
      )
    }
    const issuedAt = nowIso()
    const numbered = await nextNumber(trx, 'invoice', seller.invoicePrefix, issuedAt)
    const supplier: Party = {
      legalName: seller.legalName,
      tradeName: seller.tradeName,
      gstin: seller.gstin,
      address: seller.address,
      state: seller.state,
      stateCode: seller.stateCode,
    }
    const buyer: Buyer = {
      name: order.consigneeName,
      phone: order.consigneePhone,
      address: order.shippingAddress,
      gstin: order.buyerGstin,
    }
    await repo.insertInvoice(
      trx,
      {
        number: numbered.number,
        financial_year: numbered.financialYear,
        sequence: numbered.sequence,
        issued_at: issuedAt,
        month: monthOf(issuedAt),
        order_id: orderId,
        supplier: JSON.stringify(supplier),
        buyer: JSON.stringify(buyer),
        buyer_gstin: order.buyerGstin,
        place_of_supply: place.name,
        place_of_supply_code: place.code,
        intra_state: intraState ? 1 : 0,
        payment_mode: order.paymentMethod === PAYMENT.online ? 'Prepaid' : PAYMENT.cod,
        taxable_paise: sumOf(lines, 'taxable_paise'),
        cgst_paise: sumOf(lines, 'cgst_paise'),
        sgst_paise: sumOf(lines, 'sgst_paise'),
        igst_paise: sumOf(lines, 'igst_paise'),
        total_paise: total,
      },
      lines,
    )
    return numbered.number
  }

  function printable(
    invoice: InvoiceRow,
    lines: LineRow[] | Awaited<ReturnType<typeof repo.listCreditNoteLines>>,
    orderNumber: string,
  ): PrintedDocument {
    const printedLines = lines.map((l) => ({
      hsn: l.hsn,
      description: l.description,
      quantity: l.quantity,
      unitPricePaise: l.unit_price_paise,
      discountPaise: l.discount_paise,
      rate: l.rate,
      taxablePaise: l.taxable_paise,
      cgstPaise: l.cgst_paise,
      sgstPaise: l.sgst_paise,
      igstPaise: l.igst_paise,
      totalPaise: l.total_paise,
    }))
    return {
      kind: 'invoice',
      number: invoice.number,
      issuedAt: invoice.issued_at,
      orderNumber,
      supplier: parseJson<Party>(invoice.supplier, {} as Party),
      buyer: parseJson<Buyer>(invoice.buyer, {} as Buyer),
      placeOfSupply: { state: invoice.place_of_supply, code: invoice.place_of_supply_code },
      paymentMode: invoice.payment_mode,
      intraState: invoice.intra_state === 1,
      lines: printedLines,
      totals: {
        taxable: sumOf(printedLines, 'taxablePaise'),
        cgst: sumOf(printedLines, 'cgstPaise'),
        sgst: sumOf(printedLines, 'sgstPaise'),
        igst: sumOf(printedLines, 'igstPaise'),
        total: sumOf(printedLines, 'totalPaise'),
      },
    }
  }

  async function orderNumberOf(orderId: number) {
    return (await orderFacts([orderId])).get(orderId)?.number ?? ''
  }

  async function invoicePdf(invoice: InvoiceRow, orderNumber?: string) {
    const lines = await repo.listInvoiceLines(db, [invoice.id])
    return renderPdf(
      printable(invoice, lines, orderNumber ?? (await orderNumberOf(invoice.order_id))),
    )
  }

  async function creditNotePdf(
    note: NonNullable<Awaited<ReturnType<typeof repo.findCreditNote>>>,
    orderNumber?: string,
  ) {
    const invoice = (await repo.findInvoice(db, note.invoice_id)) as InvoiceRow
    const lines = await repo.listCreditNoteLines(db, [note.id])
    return renderPdf({
      ...printable(invoice, lines, orderNumber ?? (await orderNumberOf(note.order_id))),
      kind: 'credit-note',
      number: note.number,
      issuedAt: note.issued_at,
      against: { number: invoice.number, issuedAt: invoice.issued_at, reason: note.reason },
    })
  }

  return {
    /**
     * In an account's erasure (decision 078): each invoice of her orders keeps what CGST rule 46
     * has it carry for an unregistered buyer (her name and the place of supply; the address
     * only when the taxable value is ₹50,000 or more) and loses her phone. Answers the orders
     * that have an invoice.
     */
    async eraseBuyer(trx: Db, orderIds: number[]): Promise<number[]> {
      const rows = await repo.invoicesOfOrders(trx, orderIds)
      for (const row of rows) {
        const buyer = parseJson<Partial<Buyer>>(row.buyer, {})
        const kept: Buyer = {
          name: buyer.name ?? '',
          phone: '',
          address: row.taxable_paise >= ADDRESS_ON_INVOICE_FROM_PAISE ? (buyer.address ?? '') : '',
          gstin: buyer.gstin ?? null,
        }
        await repo.setInvoiceBuyer(trx, row.id, JSON.stringify(kept))
      }
      return rows.map((row) => row.order_id)
    },

    issue,

    /** Whether the order has its invoice, read in the caller's transaction. */
    async isInvoiced(trx: Db, orderId: number): Promise<boolean> {
      return (await repo.findInvoiceOfOrder(trx, orderId)) !== undefined
    },

    /** Which of these orders have their invoice. */
    invoicedOrderIds: (orderIds: number[]) => repo.invoicedOrderIds(db, orderIds),

    /**
     * The order, when the caller may read its documents: its owner or an admin. Anyone else's
     * is reported as missing.
     */
    async orderOfCaller(caller: Actor, orderId: number) {
      const order = (await orderFacts([orderId])).get(orderId)
      if (!order || (caller.role !== 'ADMIN' && order.userId !== caller.id)) {
        throw notFound('No order data found.')
      }
      return { id: orderId, ...order }
    },

    /**
     * Issues a credit note for goods of an invoiced order that came back, in the caller's
     * transaction. Each line takes back `quantity` pieces of an invoice line with the invoice's
     * rate and split; amounts are the difference of what `quantity` pieces so far are worth, so
     * crediting a line in parts adds up to the invoice line exactly.
     */
    async issueCreditNote(trx: Db, request: CreditRequest) {
      if (request.lines.length === 0) throw badRequest('A credit note needs at least one line')
      const invoice = await repo.findInvoiceOfOrder(trx, request.orderId)
      if (!invoice) throw conflict('The order has no invoice to credit')
      const store = await storeSettings(trx)
      const issuedAt = nowIso()
      // Taking the number first queues concurrent credit notes, so each sees the ones before it.
      const numbered = await nextNumber(
        trx,
        'credit-note',
        store?.invoicePrefix ?? invoice.number.split('/')[0] ?? 'KK',
        issuedAt,
      )
      const invoiceLines = await repo.listInvoiceLines(trx, [invoice.id])
      const credited = await repo.creditedSoFar(
        trx,
        invoiceLines.map((l) => l.id),
      )
      const intraState = invoice.intra_state === 1
      const goods = invoiceLines.filter((l) => l.kind === 'goods')
      const feeLines = request.withFee ? invoiceLines.filter((l) => l.kind === 'cod_fee') : []
      const creditedOf = (line: LineRow) =>
        Number(credited.find((c) => c.invoice_line_id === line.id)?.quantity ?? 0)
      if (new Set(request.lines.map((l) => l.orderItemId)).size !== request.lines.length) {
        throw badRequest('A credit note names each order line once')
      }
      // An order line invoiced in two slabs is credited from its first invoice line on.
      const wanted = [
        ...request.lines.flatMap(({ orderItemId, quantity }) => {
          const of = goods.filter((l) => l.order_item_id === orderItemId)
          if (of.length === 0) throw badRequest(`Order line ${orderItemId} is not on the invoice`)
          if (!Number.isInteger(quantity) || quantity < 1) {
            throw badRequest('quantity must be a whole number of at least 1')
          }
          const left = of.reduce((sum, l) => sum + l.quantity - creditedOf(l), 0)
          if (quantity > left) {
            throw conflict(`Only ${left} of order line ${orderItemId} can still be credited`)
          }
          let rest = quantity
          return of.flatMap((line) => {
            const take = Math.min(rest, line.quantity - creditedOf(line))
            rest -= take
            return take > 0 ? [{ line, quantity: take }] : []
          })
        }),
        ...feeLines.map((line) => ({ line, quantity: 1 })),
      ]
      const lines = wanted.map(({ line, quantity }) => {
        const before = creditedOf(line)
        const worth = (pieces: number) =>
          splitInclusive(
            line.unit_price_paise * pieces -
              firstUnitsDiscount(line.bag_discount_paise, line.quantity, pieces),
            line.rate,
            intraState,
          )
        const [upTo, already] = [worth(before + quantity), worth(before)]
        const discount = (pieces: number) =>
          Math.round((line.discount_paise * pieces) / line.quantity)
        return {
          kind: line.kind,
          invoice_line_id: line.id,
          order_item_id: line.order_item_id,
          hsn: line.hsn,
          description: line.description,
          quantity,
          unit_price_paise: line.unit_price_paise,
          discount_paise: discount(before + quantity) - discount(before),
          rate: line.rate,
          taxable_paise: upTo.taxable - already.taxable,
          cgst_paise: upTo.cgst - already.cgst,
          sgst_paise: upTo.sgst - already.sgst,
          igst_paise: upTo.igst - already.igst,
          total_paise: upTo.total - already.total,
        }
      })
      const id = await repo.insertCreditNote(
        trx,
        {
          number: numbered.number,
          financial_year: numbered.financialYear,
          sequence: numbered.sequence,
          issued_at: issuedAt,
          month: monthOf(issuedAt),
          order_id: request.orderId,
          invoice_id: invoice.id,
          reason: request.reason ?? 'Goods returned',
          taxable_paise: sumOf(lines, 'taxable_paise'),
          cgst_paise: sumOf(lines, 'cgst_paise'),
          sgst_paise: sumOf(lines, 'sgst_paise'),
          igst_paise: sumOf(lines, 'igst_paise'),
          total_paise: sumOf(lines, 'total_paise'),
        },
        lines,
      )
      return { id, number: numbered.number, totalPaise: sumOf(lines, 'total_paise') }
    },

    /** The order's invoice and credit notes, for its page. */
    async documentsOf(orderId: number): Promise<OrderTaxDocuments> {
      const [invoice, notes] = await Promise.all([
        repo.findInvoiceOfOrder(db, orderId),
        repo.listCreditNotesOfOrder(db, orderId),
      ])
      return toTaxDocuments(invoice, notes)
    },

    /** The order's invoice as a PDF, with its number (for the file name). */
    async invoicePdfOfOrder(order: { id: number; number: string; status: OrderStatus }) {
      const invoice = await repo.findInvoiceOfOrder(db, order.id)
      if (!invoice) {
        if (order.status === 'Shipped' || order.status === 'Delivered') {
          throw conflict("The invoice is issued once the store's GST settings are saved")
        }
        throw notFound('The invoice is issued when the order ships')
      }
      return { number: invoice.number, pdf: await invoicePdf(invoice, order.number) }
    },

    async creditNotePdfOfOrder(order: { id: number; number: string }, creditNoteId: number) {
      const note = await repo.findCreditNote(db, creditNoteId)
      if (!note || note.order_id !== order.id) throw notFound('Credit note not found')
      return { number: note.number, pdf: await creditNotePdf(note, order.number) }
    },

    /** Every invoice and credit note of a month in India, one PDF at a time, oldest first. */
    async *monthDocuments(month: string) {
      for (const kind of ['invoice', 'credit-note'] as const) {
        let after = 0
        for (;;) {
          const rows =
            kind === 'invoice'
              ? await repo.pageInvoicesOfMonth(db, month, after, 50)
              : await repo.pageCreditNotesOfMonth(db, month, after, 50)
          const last = rows.at(-1)
          if (!last) break
          const numbers = await orderFacts([...new Set(rows.map((row) => row.order_id))])
          for (const row of rows) {
            const orderNumber = numbers.get(row.order_id)?.number ?? ''
            const pdf =
              kind === 'invoice'
                ? await invoicePdf(row as InvoiceRow, orderNumber)
                : await creditNotePdf(
                    row as Awaited<ReturnType<typeof repo.findCreditNote>> & {},
                    orderNumber,
                  )
            yield { kind, number: row.number, pdf }
          }
          after = last.id
        }
      }
    },

    async gstReport(month: string): Promise<GstReport> {
      const [store, supplies, credited, hsn, creditedHsn, invoices, creditNotes] =
        await Promise.all([
          storeSettings(),
          repo.invoiceSupplies(db, month),
          repo.creditedSupplies(db, month),
          repo.invoiceHsn(db, month),
          repo.creditedHsn(db, month),
          repo.documentRange(db, 'invoices', month),
          repo.documentRange(db, 'credit_notes', month),
        ])
      return buildGstReport({
        month,
        gstin: store?.gstin ?? null,
        supplies,
        credited,
        hsn,
        creditedHsn,
        invoices,
        creditNotes,
      })
    },
  }
}

export type InvoiceService = ReturnType<typeof createInvoiceService>
