import { randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Transporter } from 'nodemailer'
import type { Db } from '../db/index.js'

export type Mail = { to: string; subject: string; text: string; html: string }

/** A mail with a login or reset code in its body (never in its subject) says until when it works. */
export type QueuedMail = Mail & { codeExpiresAt?: string }

/** Where features write mail: in the transaction of what causes it (modules/outbox). */
export type MailQueue = { enqueue(trx: Db, mail: QueuedMail): Promise<void> }

export type Mailer = {
  send(mail: Mail): Promise<void>
  /** True when mail lands in the outbox folder instead of going out over SMTP. */
  readonly usesOutbox: boolean
}

/**
 * Sends one mail now: over SMTP through nodemailer when SMTP_URL is set, otherwise into the
 * outbox folder, one JSON file per mail, named so that they sort by time. The store's features
 * never call it themselves: they write mail into the outbox table (modules/outbox), whose
 * sender calls this. An SMTP server that does not answer fails a try within `timeoutMs` (to
 * connect, and again to greet), never hanging the sender.
 */
export function createMailer({
  smtpUrl,
  from,
  outboxDir,
  timeoutMs = 10_000,
}: {
  smtpUrl: string | null
  from: string
  outboxDir: string
  timeoutMs?: number
}): Mailer {
  // nodemailer loads with the first mail, not at start, and only to send over SMTP.
  let transport: Promise<Transporter> | null = null
  const open = (url: string) =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(withTimeouts(url, timeoutMs)),
    ))
  // Files sort in the order they were written, also within one millisecond.
  let written = 0
  return {
    usesOutbox: !smtpUrl,
    async send(mail) {
      if (smtpUrl) {
        await (await open(smtpUrl)).sendMail({ from, ...mail })
        return
      }
      await mkdir(outboxDir, { recursive: true })
      const order = String(++written).padStart(9, '0')
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${order}-${randomBytes(3).toString('hex')}.json`
      // Written aside and renamed, so whoever reads the outbox never finds half a mail.
      const file = path.join(outboxDir, name)
      await writeFile(`${file}.part`, JSON.stringify(mail, null, 2))
      await rename(`${file}.part`, file)
    },
  }
}

/** The SMTP address with nodemailer's time limits as its query options (SMTP_URL's own win). */
function withTimeouts(smtpUrl: string, timeoutMs: number) {
  const url = new URL(smtpUrl)
  const limits = {
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 3,
  }
  for (const [name, ms] of Object.entries(limits)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(Math.round(ms)))
  }
  return url.toString()
}
