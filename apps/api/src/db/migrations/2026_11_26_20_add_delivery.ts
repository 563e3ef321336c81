import { type Kysely, sql } from 'kysely'

// Frozen in time: this file never imports application code.
//
// Where the store delivers and Cash on Delivery's rules (decision 072). The courier's PIN list
// (empty: every PIN, 5 days), the shop's dispatch and Cash on Delivery settings (one row, absent
// until saved), and shoppers an admin allowed to pay on delivery again after refused parcels.
// Orders gain the Cash on Delivery fee they were charged, the day delivery was promised for and
// the PIN they go to; every existing order had no fee and no promise, and its PIN is the end of
// its address line ("..., India - 560001"). Invoice and credit note lines gain their kind:
// the goods, or the Cash on Delivery fee taxed with them; every existing line is goods.

export async function up(db: Kysely<any>): Promise<void> {
  const time = 'varchar(40)'
  await db.schema
    .createTable('delivery_pincodes')
    .addColumn('pincode', 'varchar(6)', (col) => col.primaryKey())
    .addColumn('delivery_days', 'integer', (col) => col.notNull())
    .addColumn('cod', 'integer', (col) => col.notNull())
    .addColumn('prepaid', 'integer', (col) => col.notNull())
    .execute()
  await db.schema
    .createTable('delivery_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('ship_from_pincode', 'varchar(6)', (col) => col.notNull())
    .addColumn('cutoff_time', 'varchar(5)', (col) => col.notNull())
    // JSON lists: weekdays (0 Sunday - 6 Saturday) and days (YYYY-MM-DD).
    .addColumn('working_days', 'varchar(40)', (col) => col.notNull())
    .addColumn('holidays', 'text', (col) => col.notNull())
    .addColumn('cod_fee_paise', 'integer', (col) => col.notNull())
    .addColumn('cod_limit_paise', 'integer', (col) => col.notNull())
    .addColumn('rto_limit', 'integer', (col) => col.notNull())
    .addColumn('rto_window_days', 'integer', (col) => col.notNull())
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', time, (col) => col.notNull())
    .execute()
  // When the courier's list last replaced the one before (none: never uploaded).
  await db.schema
    .createTable('delivery_pincode_uploads')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('uploaded_by', 'integer')
    .addColumn('uploaded_at', time, (col) => col.notNull())
    .execute()
  await db.schema
    .createTable('cod_reinstatements')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id'))
    .addColumn('reinstated_by', 'integer', (col) => col.notNull())
    .addColumn('reinstated_at', time, (col) => col.notNull())
    .execute()

  await db.schema
    .alterTable('orders')
    .addColumn('cod_fee_paise', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('orders').addColumn('delivery_by', 'varchar(10)').execute()
  await db.schema.alterTable('orders').addColumn('delivery_pincode', 'varchar(6)').execute()
  // The last six characters of the address line, then cleared where they are not six digits.
  await db
    .updateTable('orders')
    .set({
      delivery_pincode: sql`substr(trim(shipping_address), length(trim(shipping_address)) - 5, 6)`,
    })
    .execute()
  const taken = await db.selectFrom('orders').select(['id', 'delivery_pincode']).execute()
  const notPins = taken
    .filter((row) => !/^[0-9]{6}$/.test(String(row.delivery_pincode)))
    .map((row) => row.id as number)
  for (let start = 0; start < notPins.length; start += 500) {
    await db
      .updateTable('orders')
      .set({ delivery_pincode: null })
      .where('id', 'in', notPins.slice(start, start + 500))
      .execute()
  }
  // The admin's list of orders on their way past their promised day.
  await db.schema
    .createIndex('orders_late')
    .on('orders')
    .columns(['status', 'delivery_by'])
    .execute()
  for (const table of ['invoice_lines', 'credit_note_lines']) {
    await db.schema
      .alterTable(table)
      .addColumn('kind', 'varchar(10)', (col) => col.notNull().defaultTo('goods'))
      .execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['invoice_lines', 'credit_note_lines']) {
    await db.schema.alterTable(table).dropColumn('kind').execute()
  }
  await db.schema.dropIndex('orders_late').execute()
  await db.schema.alterTable('orders').dropColumn('delivery_pincode').execute()
  await db.schema.alterTable('orders').dropColumn('delivery_by').execute()
  await db.schema.alterTable('orders').dropColumn('cod_fee_paise').execute()
  await db.schema.dropTable('cod_reinstatements').execute()
  await db.schema.dropTable('delivery_pincode_uploads').execute()
  await db.schema.dropTable('delivery_settings').execute()
  await db.schema.dropTable('delivery_pincodes').execute()
}
