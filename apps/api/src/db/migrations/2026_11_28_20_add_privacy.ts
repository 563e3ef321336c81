import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely'

// Frozen in time: this file never imports application code.
//
// Personal data (decision 078). `consent_events` is the history of a shopper's marketing consent:
// each time she gave or withdrew it, how (registration, account switch, the mail's link) and from
// which address; her current choice is the latest row, and none means no consent, so existing
// accounts start without it. `account_deletion_codes` holds the e-mailed code that confirms an
// erasure (a keyed hash, its expiry and wrong tries). `account_erasures` lists erased accounts
// with dates and counts only. `admin_audit` is the append-only record of admin calls that read or
// change a shopper's personal data or money: triggers refuse UPDATE and DELETE on both databases.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const time = 'varchar(40)'
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()

  await db.schema
    .createTable('consent_events')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('purpose', 'varchar(20)', (col) => col.notNull())
    .addColumn('given', 'integer', (col) => col.notNull())
    .addColumn('source', 'varchar(20)', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', time, (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('consent_events_user')
    .on('consent_events')
    .columns(['user_id', 'purpose', 'id'])
    .execute()

  await db.schema
    .createTable('account_deletion_codes')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id'))
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('expires_at', time, (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', time, (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('account_erasures')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('requested_at', time, (col) => col.notNull())
    .addColumn('erased_at', time, (col) => col.notNull())
    .addColumn('orders_kept', 'integer', (col) => col.notNull())
    .addColumn('invoices_kept', 'integer', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'integer', id)
    .addColumn('admin_id', 'integer', (col) => col.notNull())
    .addColumn('action', 'varchar(40)', (col) => col.notNull())
    .addColumn('record', 'varchar(100)')
    .addColumn('method', 'varchar(10)', (col) => col.notNull())
    .addColumn('path', 'varchar(300)', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', time, (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('admin_audit_created')
    .on('admin_audit')
    .column('created_at')
    .execute()
  await db.schema
    .createIndex('admin_audit_admin')
    .on('admin_audit')
    .columns(['admin_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('admin_audit_action')
    .on('admin_audit')
    .columns(['action', 'created_at'])
    .execute()

  if (postgres) {
    await sql`
      create function admin_audit_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'admin_audit is append-only';
      end;
      $$`.execute(db)
    await sql`
      create trigger admin_audit_no_change before update or delete on admin_audit
      for each row execute function admin_audit_append_only()`.execute(db)
    await sql`
      create trigger admin_audit_no_truncate before truncate on admin_audit
      for each statement execute function admin_audit_append_only()`.execute(db)
  } else {
    await sql`
      create trigger admin_audit_no_update before update on admin_audit
      begin select raise(abort, 'admin_audit is append-only'); end`.execute(db)
    await sql`
      create trigger admin_audit_no_delete before delete on admin_audit
      begin select raise(abort, 'admin_audit is append-only'); end`.execute(db)
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema.dropTable('admin_audit').execute()
  if (postgres) await sql`drop function admin_audit_append_only()`.execute(db)
  await db.schema.dropTable('account_erasures').execute()
  await db.schema.dropTable('account_deletion_codes').execute()
  await db.schema.dropTable('consent_events').execute()
}
