import { type Insertable, type Updateable, sql } from 'kysely'
import type { Db } from '../../db/index.js'
import { inTransaction } from '../../db/transaction.js'
import { isPostgres } from '../../db/sql.js'
import type {
  CategoryRow,
  CategoryTable,
  NewProduct,
  ProductRow,
  ProductUpdate,
  ProductVariantRow,
  SizeChartRow,
  SizeChartTable,
  SubCategoryRow,
  SubCategoryTable,
} from '../../db/schema.js'

export type RefRow = { owner_id: number; id: number; name: string }

export async function listCategories(db: Db): Promise<CategoryRow[]> {
  return db.selectFrom('categories').selectAll().orderBy('id').execute()
}

export async function findCategory(db: Db, id: number): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function listSubCategories(db: Db, categoryId?: number): Promise<SubCategoryRow[]> {
  let query = db.selectFrom('subcategories').selectAll('subcategories')
  if (categoryId !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('subcategory_categories as sc')
          .select('sc.category_id')
          .whereRef('sc.subcategory_id', '=', 'subcategories.id')
          .where('sc.category_id', '=', categoryId),
      ),
    )
  }
  return query.orderBy('subcategories.name').execute()
}

export async function findSubCategory(db: Db, id: number): Promise<SubCategoryRow | undefined> {
  return db.selectFrom('subcategories').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The categories each sub-category belongs to. */
export async function subCategoryCategoryRefs(db: Db, subCategoryIds: number[]): Promise<RefRow[]> {
  if (subCategoryIds.length === 0) return []
  return db
    .selectFrom('subcategory_categories as sc')
    .innerJoin('categories as c', 'c.id', 'sc.category_id')
    .select(['sc.subcategory_id as owner_id', 'c.id as id', 'c.name as name'])
    .where('sc.subcategory_id', 'in', subCategoryIds)
    .orderBy('c.name')
    .execute()
}

export type ProductFilter = { categoryId?: number; subCategoryId?: number }

/** Ids of live products, newest first, with the total for paging. */
export async function pageProductIds(
  db: Db,
  filter: ProductFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  let query = db.selectFrom('products as p').where('p.deleted_at', 'is', null)
  if (filter.categoryId !== undefined) {
    query = query
      .innerJoin('product_categories as pc', 'pc.product_id', 'p.id')
      .where('pc.category_id', '=', filter.categoryId)
  }
  if (filter.subCategoryId !== undefined) {
    query = query
      .innerJoin('product_subcategories as ps', 'ps.product_id', 'p.id')
      .where('ps.subcategory_id', '=', filter.subCategoryId)
  }
  const [rows, count] = await Promise.all([
    query.select('p.id').orderBy('p.id', 'desc').limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { ids: rows.map((row) => row.id), total: Number(count.total) }
}

export async function findProductsByIds(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return []
  return db
    .selectFrom('products')
    .selectAll()
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute()
}

export async function findLiveProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  return db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

export async function productCategoryRefs(db: Db, productIds: number[]): Promise<RefRow[]> {
  if (productIds.length === 0) return []
  return db
    .selectFrom('product_categories as pc')
    .innerJoin('categories as c', 'c.id', 'pc.category_id')
    .select(['pc.product_id as owner_id', 'c.id as id', 'c.name as name'])
    .where('pc.product_id', 'in', productIds)
    .orderBy('c.name')
    .execute()
}

export async function productSubCategoryRefs(
  db: Db,
  productIds: number[],
): Promise<Array<RefRow & { declarations: string | null }>> {
  if (productIds.length === 0) return []
  return db
    .selectFrom('product_subcategories as ps')
    .innerJoin('subcategories as s', 's.id', 'ps.subcategory_id')
    .select(['ps.product_id as owner_id', 's.id as id', 's.name as name', 's.declarations'])
    .where('ps.product_id', 'in', productIds)
    .orderBy('s.name')
    .execute()
}

export async function listProductSitemapEntries(db: Db, page: { offset: number; limit: number }) {
  return db
    .selectFrom('products')
    .select(['id', 'updated_at'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .offset(page.offset)
    .limit(page.limit)
    .execute()
}

export async function countLiveProducts(db: Db) {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** How many live products a category or sub-category holds. */
export async function countLiveProductsIn(
  db: Db,
  kind: 'categories' | 'subcategories',
  id: number,
): Promise<number> {
  const query =
    kind === 'categories'
      ? db
          .selectFrom('product_categories as link')
          .innerJoin('products as p', 'p.id', 'link.product_id')
          .where('link.category_id', '=', id)
      : db
          .selectFrom('product_subcategories as link')
          .innerJoin('products as p', 'p.id', 'link.product_id')
          .where('link.subcategory_id', '=', id)
  const row = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('p.deleted_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

// Admin writes.

type Kind = 'categories' | 'subcategories'

/** Another category or sub-category with this name, ignoring case. */
export async function findNamed(db: Db, kind: Kind, name: string, exceptId?: number) {
  let query = db
    .selectFrom(kind)
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId)
  return query.executeTakeFirst()
}

/** Which of these ids exist. */
export async function existingIds(db: Db, kind: Kind, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await db.selectFrom(kind).select('id').where('id', 'in', ids).execute()
  return rows.map((row) => row.id)
}

export async function deleteCatalogEntry(db: Db, kind: Kind, id: number) {
  await db.deleteFrom(kind).where('id', '=', id).execute()
}

export async function insertCategory(db: Db, category: Insertable<CategoryTable>) {
  return db.insertInto('categories').values(category).returningAll().executeTakeFirstOrThrow()
}

export async function updateCategory(db: Db, id: number, changes: Updateable<CategoryTable>) {
  return db
    .updateTable('categories')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function insertSubCategory(db: Db, subCategory: Insertable<SubCategoryTable>) {
  const row = await db
    .insertInto('subcategories')
    .values(subCategory)
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateSubCategory(db: Db, id: number, changes: Updateable<SubCategoryTable>) {
  await db.updateTable('subcategories').set(changes).where('id', '=', id).execute()
}

/** Puts a sub-category in exactly these categories. */
export async function setSubCategoryCategories(
  db: Db,
  subCategoryId: number,
  categoryIds: number[],
) {
  await db
    .deleteFrom('subcategory_categories')
    .where('subcategory_id', '=', subCategoryId)
    .execute()
  await db
    .insertInto('subcategory_categories')
    .values(categoryIds.map((id) => ({ subcategory_id: subCategoryId, category_id: id })))
    .execute()
}

/** Ids of the products linked to a category or sub-category. */
export async function productIdsIn(db: Db, kind: Kind, id: number): Promise<number[]> {
  const rows =
    kind === 'categories'
      ? await db
          .selectFrom('product_categories')
          .select('product_id')
          .where('category_id', '=', id)
          .execute()
      : await db
          .selectFrom('product_subcategories')
          .select('product_id')
          .where('subcategory_id', '=', id)
          .execute()
  return rows.map((row) => row.product_id)
}

export async function insertProduct(db: Db, product: NewProduct): Promise<number> {
  const row = await db
    .insertInto('products')
    .values(product)
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Changes a live product; false when there is none with this id. */
export async function updateLiveProduct(db: Db, id: number, changes: ProductUpdate) {
  const result = await db
    .updateTable('products')
    .set(changes)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Puts a product in exactly these categories and sub-categories. */
export async function setProductLinks(
  db: Db,
  productId: number,
  categoryIds: number[],
  subCategoryIds: number[],
) {
  await db.deleteFrom('product_categories').where('product_id', '=', productId).execute()
  await db.deleteFrom('product_subcategories').where('product_id', '=', productId).execute()
  await db
    .insertInto('product_categories')
    .values(categoryIds.map((id) => ({ product_id: productId, category_id: id })))
    .execute()
  if (subCategoryIds.length > 0) {
    await db
      .insertInto('product_subcategories')
      .values(subCategoryIds.map((id) => ({ product_id: productId, subcategory_id: id })))
      .execute()
  }
}

/** Takes a product out of the shop; false when there is no live product with this id. */
export async function softDeleteProduct(db: Db, id: number, now: string) {
  return updateLiveProduct(db, id, { deleted_at: now, updated_at: now })
}

// Stock per size.

/** The sizes of products, each with its stock and SKU, in each product's size order. */
export async function findVariants(db: Db, productIds: number[]): Promise<ProductVariantRow[]> {
  if (productIds.length === 0) return []
  return db
    .selectFrom('product_variants')
    .selectAll()
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('position')
    .execute()
}

export type VariantValues = { size: string; stock: number; sku: string }

/**
 * Makes a product's sizes exactly `variants`, in that order: sizes no longer listed go, kept sizes
 * change in place (their stock row stays the same row), new sizes are added.
 */
export async function replaceVariants(
  db: Db,
  productId: number,
  variants: VariantValues[],
  now: string,
) {
  await db
    .deleteFrom('product_variants')
    .where('product_id', '=', productId)
    .where(
      'size',
      'not in',
      variants.map((variant) => variant.size),
    )
    .execute()
  // SKUs move between sizes without tripping the unique index halfway.
  await db
    .updateTable('product_variants')
    .set({ sku: sql<string>`'~' || id` })
    .where('product_id', '=', productId)
    .execute()
  for (const [position, variant] of variants.entries()) {
    await db
      .insertInto('product_variants')
      .values({ product_id: productId, position, ...variant, created_at: now, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['product_id', 'size']).doUpdateSet({
          position,
          stock: variant.stock,
          sku: variant.sku,
          updated_at: now,
        }),
      )
      .execute()
  }
}

/** Whether a SKU belongs to a size of another product. */
export async function skuTakenElsewhere(db: Db, sku: string, productId: number) {
  const row = await db
    .selectFrom('product_variants')
    .select('id')
    .where('sku', '=', sku)
    .where('product_id', '!=', productId)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Takes `quantity` units of one size off the shelf of a live product, only if that size has that
 * many left; the product's total follows.
 */
/**
 * PostgreSQL's statements `size` (the size's count, if it holds the units) and `product` (the
 * product's, if the size's changed), for one statement that takes a line off its shelf.
 */
const takeFromShelf = (
  { productId, size, quantity }: { productId: number; size: string; quantity: number },
  now: string,
) => sql`size as (
    update product_variants set stock = stock - ${quantity}, updated_at = ${now}
    where product_id = ${productId} and size = ${size} and stock >= ${quantity}
    returning stock
  ), product as (
    update products set stock = stock - ${quantity}, updated_at = ${now}
    where id = ${productId} and deleted_at is null and exists (select 1 from size)
    returning id
  )`

/**
 * Takes the units off the size's shelf if it holds them: what is left then, or null if not.
 * Every order of the product waits for this row until its transaction commits, so on
 * PostgreSQL the size's and the product's counts change in one statement: one round trip, not
 * two, while the row is held. (SQLite's writes hold the whole file and run without a round trip.)
 */
export async function takeStock(
  db: Db,
  line: { productId: number; size: string; quantity: number },
  now: string,
): Promise<number | null> {
  const { productId, size, quantity } = line
  if (isPostgres(db)) {
    const { rows } = await sql<{ stock: number }>`
      with ${takeFromShelf(line, now)}
      select size.stock from size, product`.execute(db)
    return rows[0]?.stock ?? null
  }
  const taken = await db
    .updateTable('product_variants')
    .set((eb) => ({ stock: eb('stock', '-', quantity), updated_at: now }))
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .where('stock', '>=', quantity)
    .returning('stock')
    .executeTakeFirst()
  if (!taken) return null
  const total = await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', quantity), updated_at: now }))
    .where('id', '=', productId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return Number(total.numUpdatedRows) === 1 ? taken.stock : null
}

/**
 * Takes a line's units off its size's shelf and notes them as held: what the size holds then and
 * the hold, or null when the shelf cannot fill the line. On PostgreSQL one statement, committed at
 * once, so the size's row is locked only while it runs.
 */
export async function holdStock(
  db: Db,
  line: { productId: number; size: string; quantity: number },
  now: string,
): Promise<{ left: number; holdId: number } | null> {
  const { productId, size, quantity } = line
  if (isPostgres(db)) {
    const { rows } = await sql<{ left: number; holdId: number }>`
      with ${takeFromShelf(line, now)}, hold as (
        insert into stock_holds (product_id, size, quantity, held_at)
        select id, ${size}, ${quantity}, ${now} from product
        returning id
      )
      select size.stock as "left", hold.id as "holdId" from size, hold`.execute(db)
    return rows[0] ?? null
  }
  return inTransaction(db, async (trx) => {
    const left = await takeStock(trx, line, now)
    if (left === null) return null
    const hold = await trx
      .insertInto('stock_holds')
      .values({ product_id: productId, size, quantity, held_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { left, holdId: hold.id }
  })
}

/** Deletes holds: those of `ids`, or those held before `before`; answers what they held. */
export async function deleteHolds(db: Db, which: { ids: number[] } | { before: string }) {
  if ('ids' in which && which.ids.length === 0) return []
  return db
    .deleteFrom('stock_holds')
    .where((eb) => ('ids' in which ? eb('id', 'in', which.ids) : eb('held_at', '<', which.before)))
    .returning(['id', 'product_id as productId', 'size', 'quantity'])
    .execute()
}

/** Puts units back on the size's shelf: what it holds then, or null when the size is gone. */
export async function returnStock(
  db: Db,
  line: { productId: number; size: string; quantity: number },
  now: string,
): Promise<number | null> {
  const returned = await db
    .updateTable('product_variants')
    .set((eb) => ({ stock: eb('stock', '+', line.quantity), updated_at: now }))
    .where('product_id', '=', line.productId)
    .where('size', '=', line.size)
    .returning('stock')
    .executeTakeFirst()
  if (!returned) return null
  await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', line.quantity), updated_at: now }))
    .where('id', '=', line.productId)
    .execute()
  return returned.stock
}

/** What is left of one size of a product (0 when the size is gone). */
/** The rating cards and listings read: the reviews' average, else the imported rating. */
export async function setRating(
  trx: Db,
  productId: number,
  average: number | null,
  count: number,
  now: string,
) {
  await trx
    .updateTable('products')
    .set((eb) => ({
      rating: average === null ? eb.ref('imported_rating') : average,
      rating_count: count,
      updated_at: now,
    }))
    .where('id', '=', productId)
    .execute()
}

export async function findSizeStock(db: Db, productId: number, size: string) {
  const product = await db
    .selectFrom('products')
    .leftJoin('product_variants as v', (join) =>
      join.onRef('v.product_id', '=', 'products.id').on('v.size', '=', size),
    )
    .select(['products.name', 'v.stock'])
    .where('products.id', '=', productId)
    .executeTakeFirstOrThrow()
  return { name: product.name, size, stock: product.stock ?? 0 }
}

/**
 * Sizes of live products with at most `maxStock` units left, fewest first. The sizes lead the join
 * (SQLite keeps a CROSS JOIN's order), so the (stock, product_id) index hands over the lowest
 * first; led by the live products, a third of a catalogue's sizes were read and sorted.
 */
export async function listLowStock(db: Db, maxStock: number, limit: number) {
  return db
    .selectFrom('product_variants as v')
    .crossJoin('products as p')
    .whereRef('p.id', '=', 'v.product_id')
    .select(['p.id', 'p.name', 'v.size', 'v.stock'])
    .where('p.deleted_at', 'is', null)
    .where('v.stock', '<=', maxStock)
    .orderBy('v.stock')
    .orderBy('v.product_id')
    .orderBy('v.position')
    .limit(limit)
    .execute()
}

// Size charts.

export async function listSizeCharts(db: Db): Promise<SizeChartRow[]> {
  return db.selectFrom('size_charts').selectAll().orderBy('name').execute()
}

export async function findSizeCharts(db: Db, ids: number[]): Promise<SizeChartRow[]> {
  if (ids.length === 0) return []
  return db.selectFrom('size_charts').selectAll().where('id', 'in', ids).execute()
}

export async function findSizeChartNamed(db: Db, name: string, exceptId?: number) {
  let query = db
    .selectFrom('size_charts')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId)
  return query.executeTakeFirst()
}

export async function insertSizeChart(db: Db, chart: Insertable<SizeChartTable>) {
  const row = await db
    .insertInto('size_charts')
    .values(chart)
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateSizeChart(db: Db, id: number, changes: Updateable<SizeChartTable>) {
  const result = await db
    .updateTable('size_charts')
    .set(changes)
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function deleteSizeChart(db: Db, id: number) {
  await db
    .updateTable('subcategories')
    .set({ size_chart_id: null })
    .where('size_chart_id', '=', id)
    .execute()
  await db
    .updateTable('products')
    .set({ size_chart_id: null })
    .where('size_chart_id', '=', id)
    .execute()
  const result = await db.deleteFrom('size_charts').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

/** Attaches a chart to exactly these sub-categories. */
export async function setSizeChartSubCategories(db: Db, chartId: number, subCategoryIds: number[]) {
  await db
    .updateTable('subcategories')
    .set({ size_chart_id: null })
    .where('size_chart_id', '=', chartId)
    .execute()
  if (subCategoryIds.length > 0) {
    await db
      .updateTable('subcategories')
      .set({ size_chart_id: chartId })
      .where('id', 'in', subCategoryIds)
      .execute()
  }
}

/** The sub-categories each chart is attached to. */
export async function sizeChartSubCategoryRefs(db: Db, chartIds: number[]): Promise<RefRow[]> {
  if (chartIds.length === 0) return []
  return db
    .selectFrom('subcategories')
    .select(['size_chart_id as owner_id', 'id', 'name'])
    .where('size_chart_id', 'in', chartIds)
    .orderBy('name')
    .execute() as Promise<RefRow[]>
}

/** For each product, the chart it shows: its own, or else that of its first sub-category with one. */
export async function findProductSizeCharts(db: Db, productIds: number[]) {
  if (productIds.length === 0) return []
  return db
    .selectFrom('products as p')
    .innerJoin('size_charts as c', (join) =>
      join.on((eb) =>
        eb(
          'c.id',
          '=',
          eb.fn.coalesce(
            'p.size_chart_id',
            eb
              .selectFrom('product_subcategories as ps')
              .innerJoin('subcategories as s', 's.id', 'ps.subcategory_id')
              .select('s.size_chart_id')
              .whereRef('ps.product_id', '=', 'p.id')
              .where('s.size_chart_id', 'is not', null)
              .orderBy('s.name')
              .limit(1),
          ),
        ),
      ),
    )
    .selectAll('c')
    .select('p.id as product_id')
    .where('p.id', 'in', productIds)
    .execute()
}

/** Names of products, deleted ones included (past orders still name them). */
export async function findProductNames(db: Db, ids: number[]) {
  if (ids.length === 0) return []
  return db.selectFrom('products').select(['id', 'name']).where('id', 'in', ids).execute()
}

/** Each product's own HSN code and the lowest-numbered of its sub-categories' defaults. */
export async function findHsnCodes(db: Db, ids: number[]) {
  if (ids.length === 0) return []
  return db
    .selectFrom('products as p')
    .leftJoin('product_subcategories as ps', 'ps.product_id', 'p.id')
    .leftJoin('subcategories as s', 's.id', 'ps.subcategory_id')
    .select(['p.id', 'p.hsn_code as own', 's.hsn_code as fallback', 's.id as subcategory_id'])
    .where('p.id', 'in', ids)
    .orderBy('p.id')
    .orderBy('s.id')
    .execute()
}
// What the listing's filters keep in memory.

const FACET_COLUMNS = [
  'id',
  'price_paise',
  'discount',
  'rating',
  'colour',
  'vendor_id',
  'created_at',
  'updated_at',
  'deleted_at',
] as const

/** Products after `afterId`, by id, `limit` at most: the filters' first load, chunk by chunk. */
export async function facetProductsAfter(db: Db, afterId: number, limit: number) {
  return db
    .selectFrom('products')
    .select(FACET_COLUMNS)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute()
}

/** Products changed at or after `since` (deleted ones included). */
export async function facetProductsChangedSince(db: Db, since: string) {
  // In no particular order: ordered by id, SQLite walked the whole table in id order rather
  // than the few rows the updated_at index finds (a check a second, 0.1-0.5 s each at 1,00,000
  // to 10,00,000 products).
  return db.selectFrom('products').select(FACET_COLUMNS).where('updated_at', '>=', since).execute()
}

/** An id range (the first load) or a list of ids (changed products). */
export type IdRange = { from: number; to: number } | number[]

/** Categories, sub-categories and sizes in stock of the products in an id range or list. */
export async function facetLinks(db: Db, ids: IdRange) {
  if (Array.isArray(ids) && ids.length === 0)
    return { categories: [], subCategories: [], sizes: [] }
  const inIds = Array.isArray(ids) ? ids : []
  const { from, to } = Array.isArray(ids) ? { from: 0, to: 0 } : ids
  const [categories, subCategories, sizes] = await Promise.all([
    db
      .selectFrom('product_categories')
      .select(['product_id', 'category_id as value'])
      .where((eb) =>
        Array.isArray(ids)
          ? eb('product_id', 'in', inIds)
          : eb.and([eb('product_id', '>=', from), eb('product_id', '<=', to)]),
      )
      .execute(),
    db
      .selectFrom('product_subcategories')
      .select(['product_id', 'subcategory_id as value'])
      .where((eb) =>
        Array.isArray(ids)
          ? eb('product_id', 'in', inIds)
          : eb.and([eb('product_id', '>=', from), eb('product_id', '<=', to)]),
      )
      .execute(),
    db
      .selectFrom('product_variants')
      .select(['product_id', 'size as value'])
      .where((eb) =>
        Array.isArray(ids)
          ? eb('product_id', 'in', inIds)
          : eb.and([eb('product_id', '>=', from), eb('product_id', '<=', to)]),
      )
      .where('stock', '>', 0)
      .orderBy('product_id')
      .orderBy('position')
      .execute(),
  ])
  return { categories, subCategories, sizes }
}

/** Every live product's own declarations and those of its sub-categories (by name), for the gaps. */
export async function declarationSources(db: Db) {
  const [products, defaults] = await Promise.all([
    db
      .selectFrom('products')
      .select(['id', 'name', 'declarations'])
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_subcategories as ps')
      .innerJoin('subcategories as s', 's.id', 'ps.subcategory_id')
      .select(['ps.product_id', 's.declarations'])
      .orderBy('s.name')
      .execute(),
  ])
  return { products, defaults }
}
