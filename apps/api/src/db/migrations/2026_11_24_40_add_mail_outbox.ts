import { type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time: this file never imports application code.
//
// Mail written in the transaction of what causes it (an order placed or moved, a reset or login
// code) and sent afterwards by a sender in each instance, with retries (decision 050). And the
// reset-code attempt limits, counted in the database so that every instance on one PostgreSQL
// counts the same attempts (decision 051): one row per key, its count and when its window ends.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('to_address', 'varchar(320)', (col) => col.notNull())
    .addColumn('subject', 'varchar(500)', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('claimed_until', 'varchar(40)')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(40)')
    .execute()
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute()
  await db.schema
    .createTable('attempt_counts')
    .addColumn('key', 'varchar(300)', (col) => col.primaryKey())
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('attempt_counts').execute()
  await db.schema.dropTable('mail_outbox').execute()
}
