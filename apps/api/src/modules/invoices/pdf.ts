import { readFileSync } from 'node:fs'
import nodeModule from 'node:module'
import { istDay } from '@store/contract'
import { amountInWords } from './amount-in-words.js'

// The printed tax invoice and credit note, with every field CGST Rule 46 asks of a B2C invoice
// (and the buyer's GSTIN when a business bought). DejaVu Sans is embedded: it prints ₹, and it
// comes from an npm package, so nothing is downloaded at run time.

const fontRequire = nodeModule.createRequire(import.meta.url)
const fontFile = (name: string) => fontRequire.resolve(`dejavu-fonts-ttf/ttf/${name}`)
// Read once: every document embeds a subset of them.
let fonts: { body: Buffer; bold: Buffer } | undefined
const loadFonts = () =>
  (fonts ??= {
    body: readFileSync(fontFile('DejaVuSans.ttf')),
    bold: readFileSync(fontFile('DejaVuSans-Bold.ttf')),
  })

export type Party = {
  legalName: string
  tradeName: string
  gstin: string
  address: string
  state: string
  stateCode: string
}
export type Buyer = { name: string; phone: string; address: string; gstin: string | null }
export type PrintedLine = {
  hsn: string
  description: string
  quantity: number
  unitPricePaise: number
  discountPaise: number
  rate: number
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
  totalPaise: number
}
export type PrintedDocument = {
  kind: 'invoice' | 'credit-note'
  number: string
  issuedAt: string
  orderNumber: string
  /** For a credit note: the invoice it adjusts. */
  against?: { number: string; issuedAt: string; reason: string }
  supplier: Party
  buyer: Buyer
  placeOfSupply: { state: string; code: string }
  intraState: boolean
  lines: PrintedLine[]
  totals: { taxable: number; cgst: number; sgst: number; igst: number; total: number }
}

const rupees = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
const money = (paise: number) => rupees.format(paise / 100)
/** A date in India as DD-MM-YYYY. */
const indianDate = (iso: string) => {
  const day = istDay(iso)
  return `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`
}

type Column = {
  title: string
  width: number
  align: 'left' | 'right'
  value: (l: PrintedLine) => string
}

function columnsFor(intraState: boolean): Column[] {
  const tax: Column[] = intraState
    ? [
        { title: 'CGST ₹', width: 46, align: 'right', value: (l) => money(l.cgstPaise) },
        { title: 'SGST ₹', width: 46, align: 'right', value: (l) => money(l.sgstPaise) },
      ]
    : [{ title: 'IGST ₹', width: 60, align: 'right', value: (l) => money(l.igstPaise) }]
  const description = intraState ? 110 : 142
  return [
    { title: 'HSN', width: 34, align: 'left', value: (l) => l.hsn },
    { title: 'Description', width: description, align: 'left', value: (l) => l.description },
    { title: 'Qty', width: 24, align: 'right', value: (l) => String(l.quantity) },
    { title: 'Unit', width: 24, align: 'left', value: () => 'PCS' },
    { title: 'Price ₹', width: 50, align: 'right', value: (l) => money(l.unitPricePaise) },
    { title: 'Discount ₹', width: 54, align: 'right', value: (l) => money(l.discountPaise) },
    { title: 'Taxable ₹', width: 54, align: 'right', value: (l) => money(l.taxablePaise) },
    { title: 'Rate', width: 28, align: 'right', value: (l) => `${l.rate}%` },
    ...tax,
    { title: 'Total ₹', width: 54, align: 'right', value: (l) => money(l.totalPaise) },
  ]
}

/** Renders the document as a PDF (pdfkit loads with the first one, not at start). */
export async function renderPdf(document: PrintedDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit')
  const title = document.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note'
  const doc = new PDFDocument({
    size: 'A4',
    margin: 36,
    info: { Title: `${title} ${document.number}`, Author: document.supplier.legalName },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const { body, bold } = loadFonts()
  doc.registerFont('body', body)
  doc.registerFont('bold', bold)

  const left = 36
  const width = doc.page.width - 72
  const { supplier, buyer, placeOfSupply } = document

  doc.font('bold').fontSize(14).text(title.toUpperCase(), left, 36, { width, align: 'center' })
  doc.font('body').fontSize(8).text('Original for recipient', { width, align: 'center' })
  doc.moveDown(0.8)

  const top = doc.y
  const half = width / 2 - 8
  doc.font('bold').fontSize(10).text(supplier.tradeName, left, top, { width: half })
  doc.font('body').fontSize(8.5)
  doc.text(supplier.legalName, { width: half })
  doc.text(supplier.address, { width: half })
  doc.text(`State: ${supplier.state}, State code: ${supplier.stateCode}`, { width: half })
  doc.font('bold').text(`GSTIN: ${supplier.gstin}`, { width: half })
  const leftEnd = doc.y

  const right = left + width / 2 + 8
  const facts: Array<[string, string]> = [
    [document.kind === 'invoice' ? 'Invoice No.' : 'Credit Note No.', document.number],
    [
      document.kind === 'invoice' ? 'Invoice date' : 'Credit note date',
      indianDate(document.issuedAt),
    ],
    ...(document.against
      ? ([
          ['Against invoice', document.against.number],
          ['Invoice date', indianDate(document.against.issuedAt)],
          ['Reason', document.against.reason],
        ] as Array<[string, string]>)
      : []),
    ['Order No.', document.orderNumber],
    ['Place of supply', `${placeOfSupply.state} (${placeOfSupply.code})`],
    ['Reverse charge', 'No'],
  ]
  doc.y = top
  for (const [label, value] of facts) {
    const y = doc.y
    doc.font('body').fontSize(8.5).text(`${label}:`, right, y, { width: 120 })
    doc.font('bold').text(value, right + 122, y, { width: half - 122 })
  }
  doc.y = Math.max(leftEnd, doc.y) + 10

  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.5)
    .stroke('#888888')
  doc.moveDown(0.5)
  doc.font('bold').fontSize(9).text('Billed and shipped to', left)
  doc.font('body').fontSize(8.5)
  doc.text(buyer.name, { width })
  doc.text(buyer.address, { width })
  doc.text(`State: ${placeOfSupply.state}, State code: ${placeOfSupply.code}`, { width })
  doc.text(`Phone: ${buyer.phone}`, { width })
  if (buyer.gstin) doc.font('bold').text(`Buyer GSTIN: ${buyer.gstin}`, { width })
  doc.moveDown(0.8)

  const columns = columnsFor(document.intraState)
  const scale = width / columns.reduce((sum, c) => sum + c.width, 0)
  const drawRow = (cells: string[], bold: boolean, shade: boolean) => {
    doc.font(bold ? 'bold' : 'body').fontSize(7.5)
    const heights = cells.map((cell, i) =>
      doc.heightOfString(cell, { width: (columns[i] as Column).width * scale - 4 }),
    )
    const height = Math.max(...heights) + 6
    if (doc.y + height > doc.page.height - 72) doc.addPage()
    const y = doc.y
    if (shade) doc.rect(left, y, width, height).fill('#eeeeee').fillColor('#000000')
    let x = left
    cells.forEach((cell, i) => {
      const column = columns[i] as Column
      doc.text(cell, x + 2, y + 3, { width: column.width * scale - 4, align: column.align })
      x += column.width * scale
    })
    doc.y = y + height
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.3)
      .stroke('#bbbbbb')
  }
  drawRow(
    columns.map((c) => c.title),
    true,
    true,
  )
  for (const line of document.lines)
    drawRow(
      columns.map((c) => c.value(line)),
      false,
      false,
    )

  const { totals } = document
  doc.moveDown(0.6)
  const sums: Array<[string, number]> = [
    ['Taxable value', totals.taxable],
    ...(document.intraState
      ? ([
          ['CGST', totals.cgst],
          ['SGST', totals.sgst],
        ] as Array<[string, number]>)
      : ([['IGST', totals.igst]] as Array<[string, number]>)),
    [document.kind === 'invoice' ? 'Invoice total' : 'Credit note total', totals.total],
  ]
  for (const [label, paise] of sums) {
    const y = doc.y
    const bold = label.endsWith('total')
    doc.font(bold ? 'bold' : 'body').fontSize(bold ? 10 : 8.5)
    doc.text(label, left + width - 260, y, { width: 140 })
    doc.text(`₹ ${money(paise)}`, left + width - 120, y, { width: 120, align: 'right' })
  }
  doc.moveDown(0.6)
  doc
    .font('body')
    .fontSize(8.5)
    .text(`Amount in words: ${amountInWords(totals.total)}`, left, doc.y, {
      width,
    })
  doc.text('Tax is payable on reverse charge: No', { width })
  doc.moveDown(2)
  doc.font('bold').text(`For ${supplier.legalName}`, left, doc.y, { width, align: 'right' })
  doc.moveDown(1.5)
  doc.font('body').text('Authorised signatory', { width, align: 'right' })
  doc.moveDown(1)
  doc
    .fontSize(7)
    .fillColor('#555555')
    .text('This is a computer-generated document issued electronically.', left, doc.y, {
      width,
      align: 'center',
    })
  doc.end()
  return finished
}
