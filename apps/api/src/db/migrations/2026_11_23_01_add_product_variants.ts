import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely'

// Frozen in time: this file never imports application code.
//
// Stock per size. Each product gets one variant per size it is sold in (one 'Free Size' variant
// when it has no sizes); its old stock is split across them, the first sizes taking one more unit
// each when it does not divide evenly, so every product's total stays exactly what it was.
// Products split over several sizes are marked for a stock review. Size charts arrive, attached
// to sub-categories or to single products. Order lines and cart lines keep their size; order
// lines gain the SKU they were sold under.

const FREE_SIZE = 'Free Size'

const skuOf = (productId: number, size: string) =>
  `KK-${productId}-${size.toUpperCase().replace(/[^A-Z0-9]+/g, '-')}`

function parseSizes(text: string): string[] {
  try {
    const sizes: unknown = JSON.parse(text)
    return Array.isArray(sizes) ? [...new Set(sizes.filter((s) => typeof s === 'string'))] : []
  } catch {
    return []
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()

  await db.schema
    .createTable('size_charts')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo('cm'))
    .addColumn('columns', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('rows', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('size_charts_name_unique')
    .on('size_charts')
    .expression(sql`lower(name)`)
    .unique()
    .execute()

  await db.schema
    .alterTable('subcategories')
    .addColumn('size_chart_id', 'integer', (c) =>
      c.references('size_charts.id').onDelete('set null'),
    )
    .execute()
  await db.schema
    .alterTable('products')
    .addColumn('size_chart_id', 'integer', (c) =>
      c.references('size_charts.id').onDelete('set null'),
    )
    .execute()
  await db.schema
    .alterTable('products')
    .addColumn('stock_review', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('product_variants')
    .addColumn('id', 'integer', id)
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`stock >= 0`),
    )
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('product_variants_product_size', ['product_id', 'size'])
    .execute()
  await db.schema
    .createIndex('product_variants_low_stock')
    .on('product_variants')
    .columns(['stock', 'product_id'])
    .execute()

  await db.schema.alterTable('order_items').addColumn('sku', 'text').execute()

  const products: Array<{ id: number; sizes: string; stock: number; updated_at: string }> = await db
    .selectFrom('products')
    .select(['id', 'sizes', 'stock', 'updated_at'])
    .execute()
  const variants: Array<Record<string, unknown>> = []
  const review: number[] = []
  for (const product of products) {
    const sizes = parseSizes(product.sizes)
    const list = sizes.length > 0 ? sizes : [FREE_SIZE]
    const base = Math.floor(product.stock / list.length)
    const extra = product.stock % list.length
    list.forEach((size, position) =>
      variants.push({
        product_id: product.id,
        size,
        position,
        stock: base + (position < extra ? 1 : 0),
        sku: skuOf(product.id, size),
        created_at: product.updated_at,
        updated_at: product.updated_at,
      }),
    )
    if (list.length > 1 && product.stock > 0) review.push(product.id)
  }
  // SQLite takes at most 32,766 parameters a statement; 7 columns a row.
  for (let i = 0; i < variants.length; i += 2_000) {
    await db
      .insertInto('product_variants')
      .values(variants.slice(i, i + 2_000))
      .execute()
  }
  for (let i = 0; i < review.length; i += 5_000) {
    await db
      .updateTable('products')
      .set({ stock_review: 1 })
      .where('id', 'in', review.slice(i, i + 5_000))
      .execute()
  }
  await db
    .updateTable('order_items')
    .set({
      sku: sql`(select v.sku from product_variants v where v.product_id = order_items.product_id and v.size = order_items.size)`,
    })
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('sku').execute()
  await db.schema.dropTable('product_variants').execute()
  await db.schema.alterTable('products').dropColumn('stock_review').execute()
  await db.schema.alterTable('products').dropColumn('size_chart_id').execute()
  await db.schema.alterTable('subcategories').dropColumn('size_chart_id').execute()
  await db.schema.dropTable('size_charts').execute()
}
