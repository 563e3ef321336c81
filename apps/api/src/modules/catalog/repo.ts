import type { Db } from '../../db/index.js'
import type { CategoryRow, ProductRow, SubCategoryRow } from '../../db/schema.js'

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

export async function productSubCategoryRefs(db: Db, productIds: number[]): Promise<RefRow[]> {
  if (productIds.length === 0) return []
  return db
    .selectFrom('product_subcategories as ps')
    .innerJoin('subcategories as s', 's.id', 'ps.subcategory_id')
    .select(['ps.product_id as owner_id', 's.id as id', 's.name as name'])
    .where('ps.product_id', 'in', productIds)
    .orderBy('s.name')
    .execute()
}

export async function listProductSitemapEntries(db: Db) {
  return db
    .selectFrom('products')
    .select(['id', 'updated_at'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute()
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
