import type { Kysely } from 'kysely'

// Frozen in time: this file never imports application code.
//
// A mail that carries a login or password-reset code says until when the code works
// (code_expires_at). Its body is kept only until it is sent, or until the code expires, and then
// emptied; its subject never held the code again. Mail already in the table is carried forward:
// codes leave the subjects they were in, and the bodies of sent code mails are emptied, so the
// table no longer holds a code in clear text (decision 061).

const CODE_SUBJECTS = ['% password reset code: %', '% login code: %']
const CODE_TTL_MS = 10 * 60 * 1000

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('code_expires_at', 'varchar(40)').execute()
  const coded = await db
    .selectFrom('mail_outbox')
    .select(['id', 'subject', 'status', 'created_at'])
    .where((eb) => eb.or(CODE_SUBJECTS.map((pattern) => eb('subject', 'like', pattern))))
    .execute()
  for (const mail of coded) {
    await db
      .updateTable('mail_outbox')
      .set({
        subject: String(mail.subject).replace(/: \d+$/, ''),
        code_expires_at: new Date(Date.parse(String(mail.created_at)) + CODE_TTL_MS).toISOString(),
        ...(mail.status === 'sent' ? { text: '', html: '' } : {}),
      })
      .where('id', '=', mail.id)
      .execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('code_expires_at').execute()
}
