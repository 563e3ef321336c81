import type { Kysely } from 'kysely'

// Frozen in time: this file never imports application code.
//
// What the Consumer Protection (E-Commerce) Rules 2020 ask a store to show beside the seller's
// legal details (decision 075): customer care and the grievance officer. One row, saved by an
// admin in Store Settings beside `store_settings` (the invoices' seller), absent until then.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('seller_contacts')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('care_email', 'varchar(120)', (col) => col.notNull())
    .addColumn('care_phone', 'varchar(20)', (col) => col.notNull())
    .addColumn('care_hours', 'varchar(80)', (col) => col.notNull())
    .addColumn('grievance_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('grievance_designation', 'varchar(120)', (col) => col.notNull())
    .addColumn('grievance_phone', 'varchar(20)', (col) => col.notNull())
    .addColumn('grievance_email', 'varchar(120)', (col) => col.notNull())
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seller_contacts').execute()
}
