import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time: this file never imports application code.
//
// Coupons and automatic offers (decisions 080 and 081). One table holds both: a coupon has a
// code, an automatic offer has none. `uses` counts the orders holding a use, raised in the
// placing transaction only while below `uses_total`; `discount_shopper_uses` does the same per
// shopper. A redemption records what one order took off, and is released when the order is
// cancelled before it ships. Orders and their lines keep what the offer and coupon took off
// (0 for every order before), invoice lines the line's share within their pieces, and return
// items the share of the units they bring back.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const time = 'varchar(40)'
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()
  await db.schema
    .createTable('discount_rules')
    .addColumn('id', 'integer', id)
    .addColumn('automatic', 'integer', (col) => col.notNull())
    // Capitals; null for an automatic offer and for a coupon once deleted.
    .addColumn('code', 'varchar(20)', (col) => col.unique())
    .addColumn('title', 'varchar(80)', (col) => col.notNull())
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    // Whole percent, or paise for a flat amount.
    .addColumn('value', 'integer', (col) => col.notNull())
    .addColumn('min_bag_paise', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_discount_paise', 'integer')
    .addColumn('valid_from', 'varchar(10)')
    .addColumn('valid_to', 'varchar(10)')
    .addColumn('uses_total', 'integer')
    .addColumn('uses_per_shopper', 'integer')
    .addColumn('first_order_only', 'integer', (col) => col.notNull().defaultTo(0))
    // JSON { categories, subCategories, products } of numeric ids; empty lists cover everything.
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('exclude_above_percent', 'integer')
    .addColumn('active', 'integer', (col) => col.notNull())
    .addColumn('uses', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('deleted_at', time)
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('updated_at', time, (col) => col.notNull())
    .execute()
  await db.schema
    .createTable('discount_shopper_uses')
    .addColumn('rule_id', 'integer', (col) => col.notNull().references('discount_rules.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('uses', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('discount_shopper_uses_pk', ['rule_id', 'user_id'])
    .execute()
  await db.schema
    .createTable('discount_redemptions')
    .addColumn('id', 'integer', id)
    .addColumn('rule_id', 'integer', (col) => col.notNull().references('discount_rules.id'))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('code', 'varchar(20)')
    .addColumn('discount_paise', 'integer', (col) => col.notNull())
    // 'held', or 'released' once the order was cancelled and the use given back.
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', time, (col) => col.notNull())
    .addUniqueConstraint('discount_redemptions_order_rule', ['order_id', 'rule_id'])
    .execute()
  await db.schema
    .createIndex('discount_redemptions_rule')
    .on('discount_redemptions')
    .columns(['rule_id', 'id'])
    .execute()
  await db.schema
    .alterTable('orders')
    .addColumn('discount_paise', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('orders').addColumn('coupon_code', 'varchar(20)').execute()
  await db.schema.alterTable('orders').addColumn('offer_title', 'varchar(80)').execute()
  for (const table of ['order_items', 'invoice_lines', 'return_items']) {
    await db.schema
      .alterTable(table)
      .addColumn('bag_discount_paise', 'integer', (col) => col.notNull().defaultTo(0))
      .execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['return_items', 'invoice_lines', 'order_items']) {
    await db.schema.alterTable(table).dropColumn('bag_discount_paise').execute()
  }
  await db.schema.alterTable('orders').dropColumn('offer_title').execute()
  await db.schema.alterTable('orders').dropColumn('coupon_code').execute()
  await db.schema.alterTable('orders').dropColumn('discount_paise').execute()
  await db.schema.dropTable('discount_redemptions').execute()
  await db.schema.dropTable('discount_shopper_uses').execute()
  await db.schema.dropTable('discount_rules').execute()
}
