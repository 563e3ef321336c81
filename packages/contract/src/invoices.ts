import { z } from 'zod'
import { GSTIN_PATTERN, GST_STATES, gstinProblem } from './gst.js'
import { IdSchema, textLine } from './common.js'

// GST tax invoices, credit notes, the store's settings they are issued under, and the monthly
// GST summary for filing.

/** A buyer's or the store's GSTIN: upper-cased, shape, state code and check character. */
export const GstinSchema = z
  .string({ error: 'gstin must be text' })
  .trim()
  .toUpperCase()
  .regex(
    GSTIN_PATTERN,
    'gstin must be 15 characters: state code, PAN, entity number, Z and a check character',
  )
  .superRefine((gstin, ctx) => {
    const problem = gstinProblem(gstin)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

export const GstStateCodeSchema = z.enum(GST_STATES.map((s) => s.code) as [string, ...string[]], {
  error: 'stateCode must be a GST state code such as 29',
})

export const RETURN_WINDOW_DEFAULT_DAYS = 7

export const StoreSettingsBodySchema = z
  .strictObject({
    legalName: textLine('legalName', 120),
    tradeName: textLine('tradeName', 120),
    gstin: GstinSchema,
    address: textLine('address', 300),
    stateCode: GstStateCodeSchema,
    /** Starts every invoice number: KK gives KK/26-27/000123. */
    invoicePrefix: z
      .string({ error: 'invoicePrefix is required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{1,3}$/, 'invoicePrefix must be 1 to 3 letters or digits'),
    returnWindowDays: z
      .number({ error: 'returnWindowDays must be a number' })
      .int('returnWindowDays must be a whole number')
      .min(0, 'returnWindowDays must be at least 0')
      .max(90, 'returnWindowDays must be at most 90'),
  })
  .superRefine((body, ctx) => {
    if (GSTIN_PATTERN.test(body.gstin) && body.gstin.slice(0, 2) !== body.stateCode) {
      ctx.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: `gstin must start with the state code ${body.stateCode}`,
      })
    }
  })
export type StoreSettingsBody = z.input<typeof StoreSettingsBodySchema>

export const StoreSettingsSchema = z.object({
  legalName: z.string(),
  tradeName: z.string(),
  gstin: z.string(),
  address: z.string(),
  state: z.string(),
  stateCode: z.string(),
  invoicePrefix: z.string(),
  returnWindowDays: z.number().int(),
  /** True while the store runs on the demo's example settings (a sample GSTIN). */
  isExample: z.boolean(),
  /** Where the values come from: saved by an admin, the environment, or the demo example. */
  source: z.enum(['saved', 'environment', 'example']),
})
export type StoreSettings = z.infer<typeof StoreSettingsSchema>

/** The settings page: the settings, or null before anyone set them; and orders awaiting invoices. */
export const StoreSettingsAnswerSchema = z.object({
  settings: StoreSettingsSchema.nullable(),
  states: z.array(z.object({ code: z.string(), name: z.string() })),
})
export type StoreSettingsAnswer = z.infer<typeof StoreSettingsAnswerSchema>

export const SettingsSavedSchema = z.object({
  settings: StoreSettingsSchema,
  /** Invoices issued on saving, for shipped orders that had none. */
  invoicesIssued: z.number().int(),
})

/** A calendar month in India, YYYY-MM. */
export const MonthSchema = z
  .string({ error: 'month is required' })
  .regex(/^20[0-9]{2}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM')

export const GstReportQuerySchema = z.strictObject({
  month: MonthSchema,
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json'),
})

export const InvoiceMonthQuerySchema = z.strictObject({ month: MonthSchema })

const taxes = {
  taxableValue: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
}

export const GstReportSchema = z.object({
  month: z.string(),
  gstin: z.string().nullable(),
  invoices: z.object({
    count: z.number().int(),
    first: z.string().nullable(),
    last: z.string().nullable(),
  }),
  creditNotes: z.object({
    count: z.number().int(),
    first: z.string().nullable(),
    last: z.string().nullable(),
    ...taxes,
  }),
  /** Supplies to buyers without a GSTIN, net of credit notes, per place of supply and rate. */
  b2c: z.array(
    z.object({ placeOfSupply: z.string(), stateCode: z.string(), rate: z.number(), ...taxes }),
  ),
  /** Supplies to registered buyers, net of credit notes, per buyer GSTIN, place of supply and rate. */
  b2b: z.array(
    z.object({
      buyerGstin: z.string(),
      placeOfSupply: z.string(),
      stateCode: z.string(),
      rate: z.number(),
      ...taxes,
    }),
  ),
  /** Per HSN and rate, net of credit notes; quantity in pieces (UQC PCS). */
  hsn: z.array(
    z.object({
      hsn: z.string(),
      rate: z.number(),
      quantity: z.number().int(),
      ...taxes,
      totalTax: z.number(),
      totalValue: z.number(),
    }),
  ),
  totals: z.object({ ...taxes, totalTax: z.number(), totalValue: z.number() }),
})
export type GstReport = z.infer<typeof GstReportSchema>

export const CreditNoteParamsSchema = z.object({ orderId: IdSchema, creditNoteId: IdSchema })

/** What an order's page shows of its invoice and credit notes. */
export const OrderTaxDocumentsSchema = z.object({
  invoice: z.object({ number: z.string(), issuedAt: z.string() }).nullable(),
  creditNotes: z.array(
    z.object({ _id: z.string(), number: z.string(), issuedAt: z.string(), total: z.number() }),
  ),
})
export type OrderTaxDocuments = z.infer<typeof OrderTaxDocumentsSchema>
