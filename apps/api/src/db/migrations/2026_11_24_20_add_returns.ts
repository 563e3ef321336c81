import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely'

// Frozen in time: this file never imports application code.
//
// Returns, size exchanges and store credit. Products gain `returnable` (every existing product
// stays returnable); orders gain what was paid with store credit (0 for every existing order, all
// paid in cash) and the return a replacement order sends. Returns keep their lines, history, the
// units of each order line they claim (one row per line, raised with a conditional update so two
// requests never claim the same unit) and the photos shoppers uploaded for them. Store credit is
// a balance per shopper, spent with a conditional update, and a ledger of every change.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()

  await db.schema
    .alterTable('products')
    .addColumn('returnable', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await db.schema
    .alterTable('orders')
    .addColumn('store_credit_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('orders').addColumn('replacement_for', 'integer').execute()

  await db.schema
    .createTable('returns')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('order_number', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('resolution', 'text', (c) => c.notNull())
    .addColumn('exchange_size', 'text')
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('refund_kind', 'text', (c) => c.notNull())
    .addColumn('refund_upi', 'text')
    .addColumn('refund_account_name', 'text')
    .addColumn('refund_account_number', 'text')
    .addColumn('refund_ifsc', 'text')
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('pickup_date', 'text')
    .addColumn('qc', 'text')
    .addColumn('refund_reference', 'text')
    .addColumn('replacement_order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('idempotency_key', 'text')
    .addColumn('approved_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('returns_user').on('returns').columns(['user_id', 'id']).execute()
  await db.schema.createIndex('returns_order').on('returns').column('order_id').execute()
  await db.schema
    .createIndex('returns_status_created')
    .on('returns')
    .columns(['status', 'created_at'])
    .execute()
  await db.schema.createIndex('returns_created').on('returns').column('created_at').execute()
  await db.schema.createIndex('returns_order_number').on('returns').column('order_number').execute()
  await db.schema
    .createIndex('returns_idempotency')
    .on('returns')
    .columns(['user_id', 'idempotency_key'])
    .unique()
    .execute()

  await db.schema
    .createTable('return_items')
    .addColumn('id', 'integer', id)
    .addColumn('return_id', 'integer', (c) =>
      c.notNull().references('returns.id').onDelete('cascade'),
    )
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_paise', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('return_items_return')
    .on('return_items')
    .column('return_id')
    .execute()

  await db.schema
    .createTable('return_history')
    .addColumn('id', 'integer', id)
    .addColumn('return_id', 'integer', (c) =>
      c.notNull().references('returns.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('changed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('return_history_return')
    .on('return_history')
    .column('return_id')
    .execute()

  await db.schema
    .createTable('return_claims')
    .addColumn('order_item_id', 'integer', (c) =>
      c.primaryKey().references('order_items.id').onDelete('cascade'),
    )
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('return_photos')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('return_photos_user')
    .on('return_photos')
    .columns(['user_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('store_credit_accounts')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('balance_paise', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('store_credit_entries')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('return_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('store_credit_entries_user')
    .on('store_credit_entries')
    .columns(['user_id', 'id'])
    .execute()
  // One spend and one restore per order, one refund per return, whatever races.
  for (const [kind, column] of [
    ['spent', 'order_id'],
    ['restored', 'order_id'],
    ['refund', 'return_id'],
  ] as const) {
    await db.schema
      .createIndex(`store_credit_entries_${kind}_once`)
      .on('store_credit_entries')
      .column(column)
      .unique()
      .where(sql.ref('kind'), '=', kind)
      .execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'store_credit_entries',
    'store_credit_accounts',
    'return_photos',
    'return_claims',
    'return_history',
    'return_items',
    'returns',
  ]) {
    await db.schema.dropTable(table).execute()
  }
  await db.schema.alterTable('orders').dropColumn('replacement_for').execute()
  await db.schema.alterTable('orders').dropColumn('store_credit_paise').execute()
  await db.schema.alterTable('products').dropColumn('returnable').execute()
}
