import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/index.js'
import { nowIso } from '../../db/sql.js'
import { afterCommit } from '../../db/transaction.js'
import { conflict, notFound } from '../../lib/errors.js'
import type { Mailer, QueuedMail } from '../../lib/mail.js'
import * as repo from './repo.js'

export type OutboxOptions = {
  db: Db
  mailer: Mailer
  log: FastifyBaseLogger
  /** Tries before a mail is marked failed. */
  maxAttempts: number
  /** The wait after the first failed try; it doubles after each one. */
  retryBaseMs: number
  /** How often each sender looks for due mail (mail written by another instance, retries). */
  pollMs?: number
}

// A sender holds a mail this long; one that died while sending is presumed after it.
const CLAIM_MS = 2 * 60 * 1000
const ERROR_LENGTH = 500
/** Mail a sender claims at once: each claim and each batch's "sent" is one write (one sync). */
const BATCH = 50
/** A woken sender waits this long, so that mail committed meanwhile goes in the same batch. */
const GATHER_MS = 100

type ClaimedMail = Awaited<ReturnType<typeof repo.claimDue>>[number]

/**
 * Durable mail (decision 050). A feature writes its mail with `enqueue(trx, mail)` in the
 * transaction of what causes it, so a mail exists exactly when its cause committed. Each
 * instance runs a sender that claims due mail in batches, sends it, and on failure tries
 * again later (the wait doubling) until the last try marks it failed; admins list failed and
 * pending mail and can send a failed one again.
 *
 * Right after a commit the sender is woken; the request never waits for it, whether the mail goes
 * over SMTP or into the outbox folder (decision 073): a queue of mail must not hold orders back.
 * Wakes that come while a pass waits to start join it, and a batch's claim and its "sent" are
 * one write each, so a busy hour's mail costs the database a few writes a second, not three an
 * order.
 */
export function createOutbox({
  db,
  mailer,
  log,
  maxAttempts,
  retryBaseMs,
  pollMs = 1000,
}: OutboxOptions) {
  let chain: Promise<void> = Promise.resolve()
  let queued = 0
  let waiting = false
  let stopping = false
  let timer: NodeJS.Timeout | null = null

  const expired = (mail: { code_expires_at: string | null }) =>
    mail.code_expires_at !== null && Date.parse(mail.code_expires_at) <= Date.now()

  /** Sends one mail; false when it was not sent (its try is recorded). */
  async function sendOne(mail: ClaimedMail) {
    try {
      await mailer.send({
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      })
      return true
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(
        0,
        ERROR_LENGTH,
      )
      const last = mail.attempts >= maxAttempts
      const retryAt = last
        ? null
        : new Date(Date.now() + retryBaseMs * 2 ** (mail.attempts - 1)).toISOString()
      await repo.markFailedTry(db, mail.id, message, retryAt)
      log.warn(
        { mailId: mail.id, attempt: mail.attempts, err: error },
        last ? 'mail failed' : 'mail will be retried',
      )
      return false
    }
  }

  /** Sends a claimed batch oldest first; a stopping sender hands back what it did not reach. */
  async function sendBatch(batch: ClaimedMail[]) {
    const sent: number[] = []
    const unreached: number[] = []
    try {
      for (const mail of batch) {
        if (stopping) unreached.push(mail.id)
        else if (expired(mail)) await repo.dropMail(db, mail.id)
        else if (await sendOne(mail)) sent.push(mail.id)
      }
    } finally {
      await repo.markSent(db, sent, nowIso())
      await repo.release(db, unreached)
    }
  }

  /** Sends due mail until none is left or the sender stops (after its current message). */
  async function drain() {
    await repo.dropExpiredCodeMail(db, nowIso())
    while (!stopping) {
      const now = Date.now()
      const batch = await repo.claimDue(
        db,
        new Date(now).toISOString(),
        new Date(now + CLAIM_MS).toISOString(),
        BATCH,
      )
      if (batch.length === 0) return
      await sendBatch(batch)
    }
  }

  /**
   * A pass that starts after every pass already asked for, `gatherMs` after the one before it
   * ends. A pass still waiting to start answers for any asked meanwhile: it claims all that is due.
   */
  function schedule(gatherMs = 0): Promise<void> {
    if (waiting) return chain
    waiting = true
    queued++
    chain = chain
      .then(() => gatherMs > 0 && new Promise((resolve) => setTimeout(resolve, gatherMs)))
      .then(() => {
        waiting = false
        return drain()
      })
      .catch((error: unknown) => log.error({ err: error }, 'mail sender pass failed'))
      .finally(() => queued--)
    return chain
  }

  return {
    erase: (trx: Db, address: string) => repo.eraseMailTo(trx, address),

    /** Writes a mail in the caller's transaction; the sender picks it up once that commits. */
    async enqueue(trx: Db, mail: QueuedMail) {
      await repo.insertMail(trx, mail, nowIso())
      // Nobody waits for the sender: an order answers while its mail is being written or sent.
      await afterCommit(trx, () => void schedule(GATHER_MS))
    },

    /** True when mail goes into the outbox folder rather than out over SMTP. */
    get usesFolder() {
      return mailer.usesOutbox
    },

    start() {
      stopping = false
      timer ??= setInterval(() => {
        if (queued === 0) void schedule()
      }, pollMs)
      timer.unref()
      void schedule()
    },

    /** Stops polling; resolves once the message being sent, if any, is done. */
    async stop() {
      stopping = true
      if (timer) clearInterval(timer)
      timer = null
      await chain
    },

    async list(status: repo.MailFilter, page: { limit: number; offset: number }) {
      const [{ rows, total }, counts] = await Promise.all([
        repo.listMails(db, status, page),
        repo.countByStatus(db),
      ])
      const count = (...names: string[]) =>
        counts.filter((c) => names.includes(c.status)).reduce((sum, c) => sum + Number(c.count), 0)
      return {
        rows,
        total,
        failed: count('failed'),
        pending: count('pending', 'sending'),
      }
    },

    /** Gives a failed mail a fresh set of tries, starting now; a code that no longer works is dropped. */
    async retry(id: number) {
      const mail = await repo.findMail(db, id)
      if (!mail) throw notFound('Mail not found')
      if (mail.status === 'failed' && expired(mail)) {
        await repo.dropMail(db, id)
        throw conflict(
          'The code in this mail has expired, so it was dropped: the shopper can ask for a new one',
        )
      }
      if (!(await repo.retryFailed(db, id, nowIso()))) {
        throw conflict('Only a failed mail can be sent again')
      }
      void schedule()
      return (await repo.findMail(db, id)) ?? mail
    },
  }
}

export type Outbox = ReturnType<typeof createOutbox>
