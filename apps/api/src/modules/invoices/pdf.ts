import { istDay } from '@store/contract'
import { amountInWords } from './amount-in-words.js'
import { type Family, fontOf, runsOf, type Weight } from './pdf-fonts.js'

// The printed tax invoice and credit note, with every field CGST Rule 46 asks of a B2C invoice
// (and the buyer's GSTIN when a business bought). Each run of text prints in the font of its
// script (pdf-fonts.ts), so names and addresses typed in the scripts of India print as typed.

type TextOptions = PDFKit.Mixins.TextOptions

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
  /** 'Prepaid' or 'Cash on Delivery'. */
  paymentMode: string
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
  const [{ default: PDFDocument }, fontkit] = await Promise.all([
    import('pdfkit'),
    import('fontkit'),
  ])
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
  // Registered on first use: a document embeds only the fonts it uses.
  const registered = new Set<string>()
  const useFont = (family: Family, weight: Weight) => {
    const name = family === 'dejavu' ? weight : `${family}-${weight}`
    if (!registered.has(name)) {
      doc.registerFont(
        name,
        fontOf(fontkit.create, family, weight) as unknown as PDFKit.Mixins.PDFFontSource,
      )
      registered.add(name)
    }
    return doc.font(name)
  }
  /** Hands each run of the text to `print` with its font selected, as pdfkit's `continued` text. */
  const eachRun = (
    weight: Weight,
    text: string,
    options: TextOptions,
    print: (run: string, options: TextOptions) => unknown,
  ) => {
    const runs = runsOf(text)
    runs.forEach((run, i) => {
      useFont(run.family, weight)
      print(run.text, { ...options, continued: i < runs.length - 1 })
    })
    useFont('dejavu', weight)
  }
  /** Writes text in the fonts of its scripts, at (x, y) or where the last text ended. */
  const write = (weight: Weight, text: string, options: TextOptions, x = doc.x, y = doc.y) => {
    let placed = options
    let shift = 0
    if (runsOf(text).length > 1) {
      // pdfkit would align each `continued` run by itself, and move to the next page only the runs
      // in a font with taller lines: a line of runs is placed as a whole.
      let used = 0
      let lineHeight = 0
      eachRun(weight, text, {}, (run) => {
        used += doc.widthOfString(run)
        lineHeight = Math.max(lineHeight, doc.currentLineHeight(true))
      })
      const room = (options.width ?? 0) - used
      if (room >= 0 && (options.align === 'right' || options.align === 'center')) {
        shift = options.align === 'right' ? room : room / 2
        placed = { ...options, align: 'left', width: used + 1 }
      }
      if (y + lineHeight > doc.page.maxY()) {
        doc.addPage()
        y = doc.y
      }
    }
    doc.x = x + shift
    doc.y = y
    eachRun(weight, text, placed, (run, runOptions) => doc.text(run, runOptions))
    doc.x = x
  }
  const heightOf = (weight: Weight, text: string, options: TextOptions) => {
    let height = 0
    eachRun(
      weight,
      text,
      options,
      (run, runOptions) => (height += doc.heightOfString(run, runOptions)),
    )
    return height
  }

  const left = 36
  const width = doc.page.width - 72
  const { supplier, buyer, placeOfSupply } = document

  useFont('dejavu', 'bold')
    .fontSize(14)
    .text(title.toUpperCase(), left, 36, { width, align: 'center' })
  useFont('dejavu', 'body').fontSize(8).text('Original for recipient', { width, align: 'center' })
  doc.moveDown(0.8)

  const top = doc.y
  const half = width / 2 - 8
  doc.fontSize(10)
  write('bold', supplier.tradeName, { width: half }, left, top)
  doc.fontSize(8.5)
  write('body', supplier.legalName, { width: half })
  write('body', supplier.address, { width: half })
  doc.text(`State: ${supplier.state}, State code: ${supplier.stateCode}`, { width: half })
  useFont('dejavu', 'bold').text(`GSTIN: ${supplier.gstin}`, { width: half })
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
    ['Payment', document.paymentMode],
  ]
  doc.y = top
  for (const [label, value] of facts) {
    const y = doc.y
    useFont('dejavu', 'body').fontSize(8.5).text(`${label}:`, right, y, { width: 120 })
    write('bold', value, { width: half - 122 }, right + 122, y)
  }
  doc.y = Math.max(leftEnd, doc.y) + 10

  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.5)
    .stroke('#888888')
  doc.moveDown(0.5)
  useFont('dejavu', 'bold').fontSize(9).text('Billed and shipped to', left)
  useFont('dejavu', 'body').fontSize(8.5)
  write('body', buyer.name, { width })
  // An erased account's invoice keeps no phone, and an address only from ₹50,000 (decision 078).
  if (buyer.address) write('body', buyer.address, { width })
  doc.text(`State: ${placeOfSupply.state}, State code: ${placeOfSupply.code}`, { width })
  if (buyer.phone) doc.text(`Phone: ${buyer.phone}`, { width })
  if (buyer.gstin) useFont('dejavu', 'bold').text(`Buyer GSTIN: ${buyer.gstin}`, { width })
  doc.moveDown(0.8)

  const columns = columnsFor(document.intraState)
  const scale = width / columns.reduce((sum, c) => sum + c.width, 0)
  const drawRow = (cells: string[], bold: boolean, shade: boolean) => {
    const weight = bold ? 'bold' : 'body'
    doc.fontSize(7.5)
    const heights = cells.map((cell, i) =>
      heightOf(weight, cell, { width: (columns[i] as Column).width * scale - 4 }),
    )
    const height = Math.max(...heights) + 6
    if (doc.y + height > doc.page.height - 72) doc.addPage()
    const y = doc.y
    if (shade) doc.rect(left, y, width, height).fill('#eeeeee').fillColor('#000000')
    let x = left
    cells.forEach((cell, i) => {
      const column = columns[i] as Column
      write(weight, cell, { width: column.width * scale - 4, align: column.align }, x + 2, y + 3)
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
    useFont('dejavu', bold ? 'bold' : 'body').fontSize(bold ? 10 : 8.5)
    doc.text(label, left + width - 260, y, { width: 140 })
    doc.text(`₹ ${money(paise)}`, left + width - 120, y, { width: 120, align: 'right' })
  }
  doc.moveDown(0.6)
  useFont('dejavu', 'body')
    .fontSize(8.5)
    .text(`Amount in words: ${amountInWords(totals.total)}`, left, doc.y, {
      width,
    })
  doc.text('Tax is payable on reverse charge: No', { width })
  doc.moveDown(2)
  write('bold', `For ${supplier.legalName}`, { width, align: 'right' }, left, doc.y)
  doc.moveDown(1.5)
  useFont('dejavu', 'body').text('Authorised signatory', { width, align: 'right' })
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
