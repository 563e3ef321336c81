import { type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time: this file never imports application code.
//
// The shopper's wishlist and her alerts (decision 074). A wishlist line keeps the product's
// name, first image and price after discount when it was saved, so a deleted product still shows
// as no longer available, and the price it was saved at; `notified_price_paise` is the price the
// last price-drop mail was measured from, and `drop_pending` marks a drop found but not yet
// mailed (one mail a day per shopper, a digest if several); `price_alerts` is 0 once she
// unsubscribed from that product's mail. A restock alert is one subscription
// to one size: active until its mail is queued ('sent') or the shopper cancels it. The price-drop
// mail days hold one row per shopper and India day a price-drop mail went out on.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const time = 'varchar(40)'
  await db.schema
    .createTable('wishlist_items')
    .addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('product_id', 'integer', (col) => col.notNull())
    .addColumn('product_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('product_image', 'varchar(500)', (col) => col.notNull())
    .addColumn('saved_price_paise', 'integer', (col) => col.notNull())
    .addColumn('notified_price_paise', 'integer', (col) => col.notNull())
    .addColumn('drop_pending', 'integer', (col) => col.notNull().defaultTo(0))
    // 0 once the shopper unsubscribed from this product's mail (the link in its mails).
    .addColumn('price_alerts', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', time, (col) => col.notNull())
    .addUniqueConstraint('wishlist_items_user_product', ['user_id', 'product_id'])
    .execute()
  await db.schema
    .createIndex('wishlist_items_product')
    .on('wishlist_items')
    .column('product_id')
    .execute()
  await db.schema
    .createTable('stock_alerts')
    .addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('product_id', 'integer', (col) => col.notNull())
    .addColumn('size', 'varchar(30)', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('sent_at', time)
    .addUniqueConstraint('stock_alerts_user_size', ['user_id', 'product_id', 'size'])
    .execute()
  await db.schema
    .createIndex('stock_alerts_waiting')
    .on('stock_alerts')
    .columns(['status', 'product_id', 'size'])
    .execute()
  await db.schema
    .createTable('price_drop_mail_days')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addPrimaryKeyConstraint('price_drop_mail_days_pk', ['user_id', 'day'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('price_drop_mail_days').execute()
  await db.schema.dropTable('stock_alerts').execute()
  await db.schema.dropTable('wishlist_items').execute()
}
