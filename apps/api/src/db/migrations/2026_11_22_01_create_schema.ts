import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely'

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()
  const ref = (table: string) => (col: ColumnDefinitionBuilder) =>
    col.notNull().references(`${table}.id`).onDelete('cascade')

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('verify_email', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_login_date', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('USER'))
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payment_cod', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('users_email_unique')
    .on('users')
    .expression(sql`lower(email)`)
    .unique()
    .execute()

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', ref('users'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('refresh_tokens_user')
    .on('refresh_tokens')
    .column('user_id')
    .execute()
  await db.schema
    .createIndex('refresh_tokens_family')
    .on('refresh_tokens')
    .column('family_id')
    .execute()

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', ref('users'))
    .addColumn('otp_hash', 'text', (c) => c.notNull())
    .addColumn('otp_expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('verified_at', 'text')
    .addColumn('ticket_hash', 'text')
    .addColumn('ticket_expires_at', 'text')
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('password_resets_user')
    .on('password_resets')
    .column('user_id')
    .execute()

  for (const table of ['categories', 'subcategories']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'integer', id)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex(`${table}_name_unique`)
      .on(table)
      .expression(sql`lower(name)`)
      .unique()
      .execute()
  }

  await db.schema
    .createTable('subcategory_categories')
    .addColumn('subcategory_id', 'integer', ref('subcategories'))
    .addColumn('category_id', 'integer', ref('categories'))
    .addPrimaryKeyConstraint('subcategory_categories_pk', ['subcategory_id', 'category_id'])
    .execute()
  await db.schema
    .createIndex('subcategory_categories_category')
    .on('subcategory_categories')
    .column('category_id')
    .execute()

  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo('piece'))
    .addColumn('unit_quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('price_paise', 'integer', (c) => c.notNull().check(sql`price_paise >= 0`))
    .addColumn('discount', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`discount >= 0 and discount <= 100`),
    )
    .addColumn('stock', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`stock >= 0`),
    )
    .addColumn('rating', 'real')
    .addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sizes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('more_details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('vendor_id', 'text')
    .addColumn('deleted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('products_live_recent')
    .on('products')
    .columns(['deleted_at', 'id'])
    .execute()

  await db.schema
    .createTable('product_categories')
    .addColumn('product_id', 'integer', ref('products'))
    .addColumn('category_id', 'integer', ref('categories'))
    .addPrimaryKeyConstraint('product_categories_pk', ['product_id', 'category_id'])
    .execute()
  await db.schema
    .createIndex('product_categories_category')
    .on('product_categories')
    .columns(['category_id', 'product_id'])
    .execute()

  await db.schema
    .createTable('product_subcategories')
    .addColumn('product_id', 'integer', ref('products'))
    .addColumn('subcategory_id', 'integer', ref('subcategories'))
    .addPrimaryKeyConstraint('product_subcategories_pk', ['product_id', 'subcategory_id'])
    .execute()
  await db.schema
    .createIndex('product_subcategories_subcategory')
    .on('product_subcategories')
    .columns(['subcategory_id', 'product_id'])
    .execute()

  // The search index: one row per (term, product), clustered by term so a lookup reads only
  // the postings it needs (WITHOUT ROWID on SQLite, a covering primary key on PostgreSQL).
  const terms = db.schema
    .createTable('product_search_terms')
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', ref('products'))
    .addColumn('weight', 'integer', (c) => c.notNull())
  if (postgres) {
    await terms.execute()
    await sql`alter table product_search_terms add primary key (term, product_id) include (weight)`.execute(
      db,
    )
  } else {
    await terms
      .addPrimaryKeyConstraint('product_search_terms_pk', ['term', 'product_id'])
      .modifyEnd(sql`without rowid`)
      .execute()
  }
  await db.schema
    .createTable('search_vocabulary')
    .addColumn('term', 'text', (c) => c.primaryKey())
    .execute()
  // Bumped by every change to the index, so each server knows when its in-memory copy is old.
  await db.schema
    .createTable('search_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute()
  await db.insertInto('search_state').values({ id: 1, version: 0 }).execute()
  await db.schema
    .createIndex('product_search_terms_product')
    .on('product_search_terms')
    .column('product_id')
    .execute()

  await db.schema
    .createTable('cart_items')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', ref('users'))
    .addColumn('product_id', 'integer', ref('products'))
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cart_items_line', ['user_id', 'product_id', 'size'])
    .execute()

  await db.schema
    .createTable('addresses')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', ref('users'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('addresses_user').on('addresses').column('user_id').execute()

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', id)
    .addColumn('order_number', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Pending'))
    .addColumn('total_paise', 'integer', (c) => c.notNull())
    .addColumn('address_id', 'integer', (c) => c.references('addresses.id').onDelete('set null'))
    .addColumn('consignee_name', 'text', (c) => c.notNull())
    .addColumn('consignee_phone', 'text', (c) => c.notNull())
    .addColumn('shipping_address', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('payment_by', 'text', (c) => c.notNull())
    .addColumn('payment_txn_no', 'text', (c) => c.notNull())
    .addColumn('payment_txn_status', 'text', (c) => c.notNull())
    .addColumn('delivery_instructions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('idempotency_key', 'text')
    .addColumn('courier_name', 'text')
    .addColumn('tracking_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('orders_idempotency', ['user_id', 'idempotency_key'])
    .execute()
  await db.schema
    .createIndex('orders_user_recent')
    .on('orders')
    .columns(['user_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('orders_status_recent')
    .on('orders')
    .columns(['status', 'created_at'])
    .execute()
  await db.schema.createIndex('orders_recent').on('orders').column('created_at').execute()

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', ref('orders'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('vendor_id', 'text')
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price_paise', 'integer', (c) => c.notNull())
    .addColumn('mrp_paise', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute()
  await db.schema
    .createIndex('order_items_product')
    .on('order_items')
    .column('product_id')
    .execute()

  await db.schema
    .createTable('order_status_history')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', ref('orders'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('changed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('order_status_history_order')
    .on('order_status_history')
    .column('order_id')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'order_status_history',
    'order_items',
    'orders',
    'addresses',
    'cart_items',
    'search_state',
    'search_vocabulary',
    'product_search_terms',
    'product_subcategories',
    'product_categories',
    'products',
    'subcategory_categories',
    'subcategories',
    'categories',
    'password_resets',
    'refresh_tokens',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
