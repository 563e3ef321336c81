import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time: this file never imports application code.
//
// Units taken off a size's shelf for an order being placed (decision 085), each in a statement
// of its own, so a size every order of a sale buys is locked for that statement only. The
// order's transaction deletes its holds as it commits; an order that fails gives them back, and
// a sweep gives back holds left by a process that stopped mid-order. No order before this
// migration has a hold: the table starts empty and every stock count stays as it was.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()
  await db.schema
    .createTable('stock_holds')
    .addColumn('id', 'integer', id)
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
    .addColumn('size', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('held_at', 'varchar(40)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('stock_holds_held_at').on('stock_holds').column('held_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stock_holds').execute()
}
