import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { ResetPasswordBody } from '@store/contract'
import { LIMITS, STORE_NAME } from '@store/contract'
import type { Db } from '../../db/index.js'
import { inTransaction } from '../../db/transaction.js'
import { badRequest } from '../../lib/errors.js'
import { escapeHtml } from '../../lib/html.js'
import { assertStrongPassword } from '../../lib/passwords.js'
import { hashToken, newOpaqueToken } from '../../lib/tokens.js'
import type { Accounts } from '../../records/account.js'
import type { MailQueue } from '../../lib/mail.js'
import * as repo from './repo.js'
import type { SessionService } from './service.js'

const OTP_TTL_MS = 10 * 60 * 1000
const TICKET_TTL_MS = 10 * 60 * 1000
const MAX_WRONG_OTPS = 5

export const OTP_SENT = 'If the details match an account, we have sent an OTP to its e-mail.'
export const OTP_INVALID = 'The OTP is wrong or has expired. Please try again.'
export const RESET_NEEDS_OTP = 'Please verify the OTP sent to your e-mail first.'

/**
 * Password recovery: an e-mailed 6-digit code (random, kept only as a keyed hash, single use, 10
 * minutes, 5 tries), then a single-use reset ticket bound to the account, then the new password.
 */
export function createPasswordReset({
  db,
  users,
  sessions,
  outbox,
  secret,
  log,
  logOtps,
}: {
  db: Db
  users: Accounts
  sessions: SessionService
  outbox: MailQueue & { readonly usesFolder: boolean }
  secret: string
  log: FastifyBaseLogger
  /** Development only: write each code to the log so a person trying the store can finish. */
  logOtps: boolean
}) {
  const otpHash = (userId: number, otp: string) =>
    createHmac('sha256', secret).update(`${userId}:${otp}`).digest('hex')

  return {
    async requestOtp(mobile: string, email: string) {
      const user = await users.findByMobile(mobile)
      if (!user || user.email.toLowerCase() !== email) return
      const otp = String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0')
      const now = new Date()
      await inTransaction(db, async (trx) => {
        await repo.voidResets(trx, user.id, now.toISOString())
        await repo.insertReset(trx, {
          user_id: user.id,
          otp_hash: otpHash(user.id, otp),
          otp_expires_at: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
          created_at: now.toISOString(),
        })
        await outbox.enqueue(trx, {
          to: user.email,
          subject: `${STORE_NAME} password reset code`,
          text: `Hello ${user.name},\n\nYour code to reset your ${STORE_NAME} password is ${otp}. It is valid for 10 minutes.\nIf you did not ask for it, you can ignore this e-mail.\n`,
          html: `<p>Hello ${escapeHtml(user.name)},</p><p>Your code to reset your ${STORE_NAME} password is <strong>${otp}</strong>. It is valid for 10 minutes.</p><p>If you did not ask for it, you can ignore this e-mail.</p>`,
          codeExpiresAt: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
        })
      })
      if (logOtps && outbox.usesFolder)
        log.info({ email: user.email, otp }, 'password reset OTP (development)')
    },

    /** Answers the reset ticket for a right code. */
    async verifyOtp(email: string, otp: string): Promise<string> {
      const user = await users.findByEmail(email)
      const now = new Date()
      const open = user ? await repo.findOpenReset(db, user.id, now.toISOString()) : undefined
      if (!user || !open) throw badRequest(OTP_INVALID, 'OTP_INVALID')
      const expected = Buffer.from(open.otp_hash, 'hex')
      const given = Buffer.from(otpHash(user.id, otp), 'hex')
      if (!timingSafeEqual(expected, given)) {
        const spent = open.attempts + 1 >= MAX_WRONG_OTPS
        await repo.recordWrongOtp(db, open.id, spent ? now.toISOString() : null)
        throw badRequest(OTP_INVALID, 'OTP_INVALID')
      }
      const ticket = newOpaqueToken()
      await repo.issueTicket(db, open.id, {
        ticket_hash: hashToken(ticket),
        ticket_expires_at: new Date(now.getTime() + TICKET_TTL_MS).toISOString(),
        verified_at: now.toISOString(),
      })
      return ticket
    },

    async reset(body: ResetPasswordBody) {
      // Rated before the account is looked up, so the answer never tells whether it exists.
      await assertStrongPassword(body.newPassword, [body.email, body.email.split('@')[0] ?? ''])
      const user = await users.findByEmail(body.email)
      const now = new Date().toISOString()
      if (!user || !(await repo.spendTicket(db, user.id, hashToken(body.resetToken), now))) {
        throw badRequest(RESET_NEEDS_OTP, 'OTP_INVALID')
      }
      await users.setPassword(user.id, body.newPassword)
      await sessions.end(user.id)
    },
  }
}

export type PasswordReset = ReturnType<typeof createPasswordReset>
