import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely'

// Frozen in time: this file never imports application code.
//
// Ratings and reviews from verified buyers (decision 079). A review belongs to the order line
// it was written on (one a shopper per product); only published reviews count. The product's
// kept figures (`review_figures`: count, star total, each star's count, each fit's count) move
// in the transaction that publishes, edits, rejects or deletes a review, and the catalogue's
// `products.rating` and `products.rating_count` (what cards, the rating filter and the popular
// sort read) are written in that same transaction. The rating each product had before reviews
// is kept as `imported_rating`: it is shown while a product has no published review.
// Review requests are one row per order line mailed; opt-outs one row per shopper; the settings
// one row (id 1) with the days after delivery and the admin's list of words that hold a review.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const time = 'varchar(40)'
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()

  await db.schema
    .alterTable('products')
    .addColumn('rating_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('products').addColumn('imported_rating', 'real').execute()
  await db
    .updateTable('products')
    .set({ imported_rating: sql`rating` })
    .where('rating', 'is not', null)
    .execute()

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'integer', id)
    .addColumn('product_id', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('order_item_id', 'integer', (col) => col.notNull())
    .addColumn('size', 'varchar(30)', (col) => col.notNull())
    .addColumn('author', 'varchar(80)', (col) => col.notNull())
    .addColumn('stars', 'integer', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('photos', 'text', (col) => col.notNull())
    .addColumn('has_photos', 'integer', (col) => col.notNull())
    .addColumn('fit', 'varchar(10)')
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('hold_reasons', 'varchar(100)', (col) => col.notNull())
    .addColumn('reason', 'varchar(400)')
    .addColumn('reply', 'text')
    .addColumn('helpful', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('reports', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('updated_at', time, (col) => col.notNull())
    .addUniqueConstraint('reviews_user_product', ['user_id', 'product_id'])
    .execute()
  // The product page's sorts and filters walk these; the queue walks the status one.
  for (const [name, columns] of [
    ['reviews_helpful', ['product_id', 'status', 'helpful', 'id']],
    ['reviews_new', ['product_id', 'status', 'id']],
    ['reviews_stars', ['product_id', 'status', 'stars', 'id']],
    ['reviews_queue', ['status', 'id']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('reviews')
      .columns([...columns])
      .execute()
  }
  await db.schema
    .createTable('review_votes')
    .addColumn('review_id', 'integer', (col) =>
      col.notNull().references('reviews.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addPrimaryKeyConstraint('review_votes_pk', ['review_id', 'user_id'])
    .execute()
  await db.schema
    .createTable('review_reports')
    .addColumn('review_id', 'integer', (col) =>
      col.notNull().references('reviews.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('reason', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', time, (col) => col.notNull())
    .addPrimaryKeyConstraint('review_reports_pk', ['review_id', 'user_id'])
    .execute()
  await db.schema
    .createTable('review_photos')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('url', 'varchar(300)', (col) => col.notNull())
    .addColumn('created_at', time, (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('review_photos_user')
    .on('review_photos')
    .columns(['user_id', 'created_at'])
    .execute()
  await db.schema
    .createTable('review_figures')
    .addColumn('product_id', 'integer', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('star_total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('stars_1', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('stars_2', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('stars_3', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('stars_4', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('stars_5', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('fit_small', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('fit_true', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('fit_large', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createTable('review_requests')
    .addColumn('order_item_id', 'integer', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('sent_at', time, (col) => col.notNull())
    .execute()
  await db.schema
    .createTable('review_mail_optouts')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id'))
    .addColumn('created_at', time, (col) => col.notNull())
    .execute()
  await db.schema
    .createTable('review_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('request_after_days', 'integer', (col) => col.notNull())
    .addColumn('held_words', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', time, (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'review_settings',
    'review_mail_optouts',
    'review_requests',
    'review_figures',
    'review_photos',
    'review_reports',
    'review_votes',
    'reviews',
  ]) {
    await db.schema.dropTable(table).execute()
  }
  await db.schema.alterTable('products').dropColumn('imported_rating').execute()
  await db.schema.alterTable('products').dropColumn('rating_count').execute()
}
