import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { LIMITS, STORE_NAME } from '@store/contract'
import type { Db } from '../../db/index.js'
import { AppError } from '../../lib/errors.js'
import { escapeHtml } from '../../lib/html.js'
import { inTransaction } from '../../db/transaction.js'
import type { MailQueue } from '../../lib/mail.js'
import * as repo from './repo.js'

const CODE_TTL_MS = 10 * 60 * 1000

export const LOGIN_CODE_SENT =
  'Too many failed logins. We have e-mailed you a code: enter it with your password to log in.'

type Options = {
  db: Db
  outbox: MailQueue
  secret: string
  /** Failures per account, and per account and address, before the checks below start. */
  failures: number
  /** Failures are forgotten this long after the last one; no delay grows past it. */
  windowSeconds: number
  /** Wrong login codes before a code is void. */
  codeChecks: number
}

type Account = { id: number; name: string; email: string }

/**
 * Login protection that a stranger cannot turn against the owner (decision 031). Failures are
 * counted in the database per account, per account and address, and per address:
 * - an account and address pair past the limit waits before its next try, 1 s doubling per
 *   failure up to the window: a guesser slows down, nobody is locked out;
 * - an account past the limit, or any login from an address past ten times the limit, needs a
 *   code e-mailed to the account besides the right password: the owner still gets in, a guesser
 *   who finds the password does not;
 * - a right password is never refused for the address it comes from.
 */
export function createLoginGuard({
  db,
  outbox,
  secret,
  failures,
  windowSeconds,
  codeChecks,
}: Options) {
  const keysOf = (mobile: string, ip: string) => ({
    account: `account:${mobile}`,
    pair: `pair:${mobile}|${ip}`,
    address: `address:${ip}`,
  })
  const codeHash = (key: string, code: string) =>
    createHmac('sha256', secret).update(`login:${key}:${code}`).digest('hex')

  async function counts(mobile: string, ip: string, now: number) {
    const keys = keysOf(mobile, ip)
    const rows = await repo.findLoginAttempts(db, Object.values(keys))
    const live = (key: string) => {
      const row = rows.find((r) => r.key === key)
      const fresh = row && now - Date.parse(row.last_failure_at) < windowSeconds * 1000
      return { row, failures: fresh ? row.failures : 0 }
    }
    return { keys, account: live(keys.account), pair: live(keys.pair), address: live(keys.address) }
  }

  return {
    /** Before the password is checked: 429 while this account and address pair must wait. */
    async beforeAttempt(mobile: string, ip: string) {
      const now = Date.now()
      const { pair } = await counts(mobile, ip, now)
      if (!pair.row || pair.failures < failures) return
      const waitMs = Math.min(2 ** (pair.failures - failures), windowSeconds) * 1000
      const left = Date.parse(pair.row.last_failure_at) + waitMs - now
      if (left > 0) {
        const seconds = Math.ceil(left / 1000)
        throw new AppError(
          429,
          'TOO_MANY_REQUESTS',
          `Too many attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        )
      }
    },

    async failed(mobile: string, ip: string) {
      const now = Date.now()
      const at = new Date(now).toISOString()
      const current = await counts(mobile, ip, now)
      for (const name of ['account', 'pair', 'address'] as const) {
        await repo.saveLoginFailures(db, current.keys[name], current[name].failures + 1, at)
      }
    },

    /**
     * The password was right. Lets the login through, or, when the account or the address is
     * under attack, asks for the e-mailed code (sending one when none was given).
     */
    async passed(mobile: string, ip: string, account: Account, code: string | undefined) {
      const now = Date.now()
      const current = await counts(mobile, ip, now)
      const underAttack =
        current.account.failures >= failures || current.address.failures >= failures * 10
      if (underAttack) {
        const row = current.account.row
        const open =
          row?.code_hash && row.code_expires_at && Date.parse(row.code_expires_at) > now
            ? row
            : undefined
        if (!code) {
          await sendCode(current.keys.account, account, now)
          throw new AppError(401, 'LOGIN_CODE_REQUIRED', LOGIN_CODE_SENT)
        }
        const matches =
          open?.code_hash &&
          open.code_failures < codeChecks &&
          timingSafeEqual(
            Buffer.from(open.code_hash, 'hex'),
            Buffer.from(codeHash(current.keys.account, code), 'hex'),
          )
        if (!matches) {
          if (open) await repo.countWrongLoginCode(db, current.keys.account)
          throw new AppError(401, 'OTP_INVALID', 'The code is wrong or has expired.')
        }
      }
      await repo.forgetLoginAttempts(db, [current.keys.account, current.keys.pair])
    },
  }

  async function sendCode(key: string, account: Account, now: number) {
    const code = String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0')
    await inTransaction(db, async (trx) => {
      await repo.saveLoginCode(trx, key, {
        hash: codeHash(key, code),
        expiresAt: new Date(now + CODE_TTL_MS).toISOString(),
        at: new Date(now).toISOString(),
      })
      await outbox.enqueue(trx, {
        to: account.email,
        subject: `${STORE_NAME} login code`,
        text: `Hello ${account.name},\n\nSomeone, perhaps you, logged in with your password after many failed tries. Your login code is ${code}; it is valid for 10 minutes.\nIf it was not you, change your password.\n`,
        html: `<p>Hello ${escapeHtml(account.name)},</p><p>Someone, perhaps you, logged in with your password after many failed tries. Your login code is <strong>${code}</strong>; it is valid for 10 minutes.</p><p>If it was not you, change your password.</p>`,
        codeExpiresAt: new Date(now + CODE_TTL_MS).toISOString(),
      })
    })
  }
}

export type LoginGuard = ReturnType<typeof createLoginGuard>
