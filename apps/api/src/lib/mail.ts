import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'

export type Mail = { to: string; subject: string; text: string; html: string }

export type Mailer = {
  send(mail: Mail): Promise<void>
  /** True when mail lands in the outbox folder instead of going out over SMTP. */
  readonly usesOutbox: boolean
}

/**
 * Sends the store's mail through nodemailer: over SMTP when SMTP_URL is set, otherwise into the
 * outbox folder, one JSON file per mail, named so that they sort by time.
 */
export function createMailer({
  smtpUrl,
  from,
  outboxDir,
}: {
  smtpUrl: string | null
  from: string
  outboxDir: string
}): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true })
  return {
    usesOutbox: !smtpUrl,
    async send(mail) {
      await transport.sendMail({ from, ...mail })
      if (smtpUrl) return
      await mkdir(outboxDir, { recursive: true })
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.json`
      await writeFile(path.join(outboxDir, name), JSON.stringify(mail, null, 2))
    },
  }
}
