import type { Kysely } from 'kysely'

// Frozen in time: this file never imports application code.
//
// Failed logins counted in the database, so every instance on one database sees the same counts
// (decision 031): one row per key ('account:<mobile>', 'pair:<mobile>|<address>',
// 'address:<address>'), and on account rows the hash of an e-mailed login code while one is open.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_attempts')
    .addColumn('key', 'varchar(200)', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('last_failure_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('code_hash', 'varchar(64)')
    .addColumn('code_expires_at', 'varchar(40)')
    .addColumn('code_failures', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_attempts').execute()
}
