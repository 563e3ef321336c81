import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { LIMITS, STORE_NAME, type ConsentSource, type MarketingConsent } from '@store/contract'
import type { Db } from '../../db/index.js'
import { inTransaction } from '../../db/transaction.js'
import { nowIso } from '../../db/sql.js'
import { badRequest } from '../../lib/errors.js'
import { escapeHtml } from '../../lib/html.js'
import type { MailQueue } from '../../lib/mail.js'
import type { Contact } from '../../records/customer.js'
import type { MarketingTokens } from './marketing-token.js'
import * as repo from './repo.js'
import { toConsentEvent, toErasure } from './to-http.js'

const CODE_TTL_MS = 10 * 60 * 1000
const MAX_WRONG_CODES = 5

export const DELETE_CODE_SENT =
  'We have sent a code to your e-mail. Enter it to delete your account.'
export const DELETE_CODE_INVALID = 'The code is wrong or has expired. Please ask for a new one.'
export const UNSUBSCRIBED = 'You will get no more offers by e-mail.'

/**
 * Marketing consent (given or withdrawn, with its history), the link that withdraws it from a
 * mail, and the e-mailed code that confirms an account's erasure (decision 078).
 */
export function createPrivacyService({
  db,
  outbox,
  tokens,
  publicUrl,
  contactOf,
  secret,
  log,
  logCodes,
}: {
  db: Db
  outbox: MailQueue & { readonly usesFolder: boolean }
  tokens: MarketingTokens
  publicUrl: string
  contactOf: (userId: number) => Promise<Contact | undefined>
  secret: string
  log: FastifyBaseLogger
  /** Development only: write each code to the log so a person trying the store can finish. */
  logCodes: boolean
}) {
  const codeHash = (userId: number, code: string) =>
    createHmac('sha256', secret).update(`account-delete:${userId}:${code}`).digest('hex')
  const unsubscribeLink = (userId: number) =>
    `${publicUrl}/marketing/unsubscribe?token=${encodeURIComponent(tokens.make(userId))}`

  /** The one marketing mail the store sends today: the welcome to its offers, with the link. */
  async function welcome(trx: Db, contact: Contact) {
    const link = unsubscribeLink(contact.id)
    await outbox.enqueue(trx, {
      to: contact.email,
      subject: `You will hear about ${STORE_NAME} offers`,
      text: `Hello ${contact.name},\n\nThank you for asking for ${STORE_NAME} offers and news by e-mail. You can stop them at any time from your account or with this link:\n${link}\n`,
      html: `<p>Hello ${escapeHtml(contact.name)},</p><p>Thank you for asking for ${STORE_NAME} offers and news by e-mail. You can stop them at any time from your account or with <a href="${escapeHtml(link)}">this link</a>.</p>`,
    })
  }

  async function setMarketing(
    userId: number,
    given: boolean,
    source: ConsentSource,
    ip: string | null,
  ) {
    const contact = await contactOf(userId)
    await inTransaction(db, async (trx) => {
      const current = await repo.latestConsent(trx, userId)
      if ((current?.given === 1) === given) return
      await repo.insertConsent(trx, { userId, given, source, ip, at: nowIso() })
      if (given && contact) await welcome(trx, contact)
    })
  }

  return {
    unsubscribeLink,

    async consent(userId: number): Promise<MarketingConsent> {
      const events = await repo.consentEvents(db, userId)
      return {
        marketing: events.at(-1)?.given === 1,
        history: events.map(toConsentEvent),
      }
    },

    /** Records a change of mind (none when the choice is already that); a new consent is welcomed by mail. */
    setMarketing,

    /** The mail's link: the shopper it names stops receiving marketing mail. */
    async unsubscribe(token: string, ip: string | null) {
      const userId = tokens.read(token)
      if (userId === null || !(await contactOf(userId)))
        throw badRequest(
          'This link is not valid. Please use the link in your e-mail.',
          'TOKEN_INVALID',
        )
      await setMarketing(userId, false, 'mail-link', ip)
    },

    /** E-mails a fresh code (the earlier one stops working), 10 minutes, 5 tries. */
    async sendDeletionCode(contact: Contact) {
      const code = String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0')
      const now = Date.now()
      const expiresAt = new Date(now + CODE_TTL_MS).toISOString()
      await inTransaction(db, async (trx) => {
        await repo.saveDeletionCode(trx, {
          user_id: contact.id,
          code_hash: codeHash(contact.id, code),
          expires_at: expiresAt,
          created_at: new Date(now).toISOString(),
        })
        await outbox.enqueue(trx, {
          to: contact.email,
          subject: `${STORE_NAME} account deletion code`,
          text: `Hello ${contact.name},\n\nYour code to delete your ${STORE_NAME} account is ${code}. It is valid for 10 minutes.\nIf you did not ask for it, do not share it with anyone and change your password.\n`,
          html: `<p>Hello ${escapeHtml(contact.name)},</p><p>Your code to delete your ${STORE_NAME} account is <strong>${code}</strong>. It is valid for 10 minutes.</p><p>If you did not ask for it, do not share it with anyone and change your password.</p>`,
          codeExpiresAt: expiresAt,
        })
      })
      if (logCodes && outbox.usesFolder)
        log.info({ email: contact.email, code }, 'account deletion code (development)')
    },

    /** Answers when the code was asked for; a wrong code counts, the fifth spends it. */
    async checkDeletionCode(userId: number, code: string): Promise<string> {
      const open = await repo.deletionCode(db, userId)
      if (!open || open.expires_at <= nowIso() || open.attempts >= MAX_WRONG_CODES)
        throw badRequest(DELETE_CODE_INVALID, 'OTP_INVALID')
      const expected = Buffer.from(open.code_hash, 'hex')
      const given = Buffer.from(codeHash(userId, code), 'hex')
      if (!timingSafeEqual(expected, given)) {
        await repo.countWrongCode(db, userId)
        throw badRequest(DELETE_CODE_INVALID, 'OTP_INVALID')
      }
      return open.created_at
    },

    /** In the erasure's transaction: consent history and codes go, the erasure is listed. */
    erase: (trx: Db, erasure: Parameters<typeof repo.erase>[1]) => repo.erase(trx, erasure),

    async erasures(page: { page: number; limit: number }) {
      const { rows, total } = await repo.erasures(db, {
        limit: page.limit,
        offset: (page.page - 1) * page.limit,
      })
      return { items: rows.map(toErasure), total }
    },
  }
}

export type PrivacyService = ReturnType<typeof createPrivacyService>
