import { z } from 'zod'
import { textLine } from './common.js'

// The seller as the Consumer Protection (E-Commerce) Rules 2020 ask a store to show it (rule 4(2),
// 5(3)): legal name, address, GSTIN, customer care and the grievance officer (decision 075).
// The legal part is Store Settings' (the invoices' seller); the contacts are saved beside it.

/** A telephone number a shopper can call: a mobile, a landline with its STD code or a 1800 line. */
export const ContactPhoneSchema = z
  .string({ error: 'phone is required' })
  .trim()
  .regex(
    /^\+?[0-9][0-9 -]{6,16}[0-9]$/,
    'phone must be a telephone number: digits, spaces or dashes, 8 to 18 characters',
  )

const contactEmail = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .toLowerCase()
    .max(120, `${name} must be at most 120 characters`)
    .pipe(z.email(`${name} must be a valid e-mail address`))
    .meta({ format: 'email' })

export const GrievanceOfficerSchema = z.strictObject({
  name: textLine('grievanceOfficer.name', 120),
  designation: textLine('grievanceOfficer.designation', 120),
  phone: ContactPhoneSchema,
  email: contactEmail('grievanceOfficer.email'),
})
export type GrievanceOfficer = z.infer<typeof GrievanceOfficerSchema>

/** What an admin saves in Store Settings beside the invoices' seller details. */
export const SellerContactsBodySchema = z.strictObject({
  careEmail: contactEmail('careEmail'),
  carePhone: ContactPhoneSchema,
  careHours: textLine('careHours', 80),
  grievanceOfficer: GrievanceOfficerSchema,
})
export type SellerContactsBody = z.input<typeof SellerContactsBodySchema>

export const SellerContactsSchema = z.object({
  careEmail: z.string(),
  carePhone: z.string(),
  careHours: z.string(),
  grievanceOfficer: z.object({
    name: z.string(),
    designation: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  /** Saved by an admin, or the demo's example (shown as such) until then. */
  source: z.enum(['saved', 'example']),
})
export type SellerContacts = z.infer<typeof SellerContactsSchema>

/** The admin's view: the contacts, or null before anyone saved them (and no demo). */
export const SellerContactsAnswerSchema = z.object({ contacts: SellerContactsSchema.nullable() })
export type SellerContactsAnswer = z.infer<typeof SellerContactsAnswerSchema>

/** `GET /seller`: everything a shopper must be told about who sells to her. Unknown parts are null. */
export const SellerSchema = z.object({
  legalName: z.string().nullable(),
  tradeName: z.string().nullable(),
  address: z.string().nullable(),
  state: z.string().nullable(),
  gstin: z.string().nullable(),
  customerCare: z.object({ email: z.string(), phone: z.string(), hours: z.string() }).nullable(),
  grievanceOfficer: z
    .object({ name: z.string(), designation: z.string(), phone: z.string(), email: z.string() })
    .nullable(),
  /** True while any part is the demo's made-up example. */
  isExample: z.boolean(),
})
export type Seller = z.infer<typeof SellerSchema>
