import { z } from 'zod'
import { PageQuerySchema, pagedEnvelope } from './common.js'

// The store's outgoing mail as admins see it: what is still waiting to go out and what could not
// be sent after every try, with a way to send a failed one again.

export const MAIL_LIST_STATUSES = ['failed', 'pending'] as const

export const AdminMailQuerySchema = PageQuerySchema.extend({
  status: z
    .enum(MAIL_LIST_STATUSES, { error: 'status must be failed or pending' })
    .default('failed'),
})
export type AdminMailQuery = z.infer<typeof AdminMailQuerySchema>

export const MailIdParamsSchema = z.object({
  mailId: z.coerce
    .number({ error: 'mailId must be a number' })
    .int('mailId must be a whole number')
    .min(1, 'mailId must be at least 1')
    .max(2_147_483_647, 'mailId is too large'),
})

export const AdminMailSchema = z.object({
  _id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** pending: waiting for its next try; sending: a sender has it now; failed: every try failed. */
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** The mail carries a login or reset code, which no admin screen shows. */
  codeRedacted: z.boolean(),
})
export type AdminMail = z.infer<typeof AdminMailSchema>

/** Counts shown on both tabs of the mail screen. */
export const AdminMailCountsSchema = z.object({
  failed: z.number().int(),
  pending: z.number().int(),
})
export type AdminMailCounts = z.infer<typeof AdminMailCountsSchema>

/** A page of one tab, with both tabs' counts. */
export const AdminMailListSchema = pagedEnvelope(AdminMailSchema).extend({
  counts: AdminMailCountsSchema,
})
export type AdminMailList = z.infer<typeof AdminMailListSchema>
