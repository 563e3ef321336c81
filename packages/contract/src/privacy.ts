import { z } from 'zod'
import { LIMITS } from './constants.js'
import { IdSchema, PageQuerySchema } from './common.js'

// Personal data (decision 078): marketing consent and its history, the shopper's data export,
// erasure of her account, and the admins' audit log.

export const CONSENT_SOURCES = ['registration', 'account', 'mail-link'] as const
export const ConsentSourceSchema = z.enum(CONSENT_SOURCES)
export type ConsentSource = z.infer<typeof ConsentSourceSchema>

export const CONSENT_SOURCE_LABELS: Record<ConsentSource, string> = {
  registration: 'At registration',
  account: 'Account page',
  'mail-link': 'Link in an e-mail',
}

export const ConsentEventSchema = z.object({
  purpose: z.literal('marketing'),
  given: z.boolean(),
  source: ConsentSourceSchema,
  at: z.string(),
})
export type ConsentEvent = z.infer<typeof ConsentEventSchema>

export const MarketingConsentSchema = z.object({
  marketing: z.boolean(),
  history: z.array(ConsentEventSchema),
})
export type MarketingConsent = z.infer<typeof MarketingConsentSchema>

export const MarketingConsentBodySchema = z.strictObject({
  marketing: z.boolean({ error: 'marketing must be true or false' }),
})
export type MarketingConsentBody = z.infer<typeof MarketingConsentBodySchema>

export const MarketingUnsubscribeBodySchema = z.strictObject({
  token: z
    .string({ error: 'token is required' })
    .min(1, 'token is required')
    .max(200, 'token must be at most 200 characters'),
})

export const AccountDeleteConfirmBodySchema = z.strictObject({
  otp: z
    .string({ error: 'otp is required' })
    .regex(new RegExp(`^[0-9]{${LIMITS.otpLength}}$`), `otp must be ${LIMITS.otpLength} digits`),
})
export type AccountDeleteConfirmBody = z.infer<typeof AccountDeleteConfirmBodySchema>

/** What the store keeps of an erased account, and why; the account page shows it before she confirms. */
export const ERASURE_KEEPS = [
  'Invoices and credit notes, with the billing name and state printed on them (the full billing address only on an invoice of ₹50,000 or more), as the CGST Act requires for 72 months after the annual return of their year.',
  'The orders behind those invoices, reduced to their number, date, items, prices, payments and status.',
  'Store credit entries as accounting records, without your name; any balance left is given up.',
] as const

export const ERASURE_REMOVES =
  'Your name, e-mail, mobile number, password, photo, addresses, cart, wishlist, alerts, sessions, consent choices, return bank details and photos are erased at once, and you are logged out.'

// The admin's audit log: the actions admin routes tag themselves with.
export const AUDIT_ACTIONS = [
  'orders.list',
  'orders.read',
  'orders.export',
  'orders.move',
  'returns.list',
  'returns.read',
  'returns.move',
  'payments.list',
  'payments.refund',
  'invoices.read',
  'invoices.export',
  'gst.report',
  'customers.read',
  'customers.cod',
  'mail.list',
  'mail.retry',
  'audit.read',
  'grievances.list',
  'grievances.read',
  'grievances.act',
  'reviews.list',
] as const
export const AuditActionSchema = z.enum(AUDIT_ACTIONS, {
  error: `action must be one of ${AUDIT_ACTIONS.join(', ')}`,
})
export type AuditAction = z.infer<typeof AuditActionSchema>

const DaySchema = (name: string) => z.iso.date({ error: `${name} must be a date (YYYY-MM-DD)` })

export const AuditQuerySchema = PageQuerySchema.extend({
  adminId: IdSchema.optional(),
  action: AuditActionSchema.optional(),
  from: DaySchema('from').optional(),
  to: DaySchema('to').optional(),
})
export type AuditQuery = z.infer<typeof AuditQuerySchema>

export const AuditEntrySchema = z.object({
  _id: z.string(),
  adminId: z.string(),
  adminName: z.string(),
  action: z.string(),
  record: z.string().nullable(),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  ip: z.string(),
  at: z.string(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>

export const ErasureSchema = z.object({
  _id: z.string(),
  accountId: z.string(),
  requestedAt: z.string(),
  erasedAt: z.string(),
  ordersKept: z.number().int(),
  invoicesKept: z.number().int(),
})
export type Erasure = z.infer<typeof ErasureSchema>
