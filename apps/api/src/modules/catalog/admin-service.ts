import type { Category, Product, ProductFields } from '@store/contract'
import { sql } from 'kysely'
import type { Db } from '../../db/index.js'
import { nowIso } from '../../db/sql.js'
import { badRequest, conflict, notFound } from '../../lib/errors.js'
import type { SearchEngine } from '../search/service.js'
import * as repo from './repo.js'
import { type CatalogService, toCategory } from './service.js'

type Kind = 'categories' | 'subcategories'
const label = { categories: 'category', subcategories: 'sub category' } as const
const missing = { categories: 'Category not found', subcategories: 'Sub category not found' }

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/**
 * Catalogue changes made by admins: categories, sub-categories and products. Names are unique
 * (ignoring case) within their kind; anything still used by live products is never deleted; a
 * deleted product leaves the shop and carts but stays in past orders. The search index follows
 * every change in the same transaction.
 */
export function createCatalogAdmin({
  db,
  search,
  catalog,
}: {
  db: Db
  search: SearchEngine
  catalog: CatalogService
}) {
  async function assertNameFree(trx: Db, kind: Kind, name: string, exceptId?: number) {
    let query = trx
      .selectFrom(kind)
      .select('id')
      .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId)
    if (await query.executeTakeFirst()) {
      throw conflict(`A ${label[kind]} named ${name} already exists`)
    }
  }

  async function assertExist(trx: Db, kind: Kind, ids: number[]) {
    if (ids.length === 0) return
    const found = await trx.selectFrom(kind).select('id').where('id', 'in', ids).execute()
    const missing = ids.find((id) => !found.some((row) => row.id === id))
    if (missing !== undefined) throw badRequest(`${label[kind]} ${missing} does not exist`)
  }

  /** Rewrites the search terms of products, after their own text or a category name changed. */
  async function reindex(trx: Db, productIds: number[]) {
    if (productIds.length === 0) return
    const [rows, cats, subs] = await Promise.all([
      trx
        .selectFrom('products')
        .select(['id', 'name', 'description'])
        .where('id', 'in', productIds)
        .where('deleted_at', 'is', null)
        .execute(),
      repo.productCategoryRefs(trx, productIds),
      repo.productSubCategoryRefs(trx, productIds),
    ])
    for (const row of rows) {
      await search.index(trx, {
        id: row.id,
        name: row.name,
        description: row.description,
        categories: cats.filter((ref) => ref.owner_id === row.id).map((ref) => ref.name),
        subCategories: subs.filter((ref) => ref.owner_id === row.id).map((ref) => ref.name),
      })
    }
  }

  async function productIdsIn(trx: Db, kind: Kind, id: number) {
    const rows =
      kind === 'categories'
        ? await trx
            .selectFrom('product_categories')
            .select('product_id')
            .where('category_id', '=', id)
            .execute()
        : await trx
            .selectFrom('product_subcategories')
            .select('product_id')
            .where('subcategory_id', '=', id)
            .execute()
    return rows.map((row) => row.product_id)
  }

  /** Deletes a category or sub-category no live product uses; otherwise 409 with how many do. */
  async function deleteUnused(kind: Kind, id: number) {
    await db.transaction().execute(async (trx) => {
      const found = await trx.selectFrom(kind).select('id').where('id', '=', id).executeTakeFirst()
      if (!found) throw notFound(missing[kind])
      const used = await repo.countLiveProductsIn(trx, kind, id)
      if (used > 0) {
        throw conflict(
          `This ${label[kind]} is used by ${plural(used, 'product')}. Move or delete them first.`,
        )
      }
      await trx.deleteFrom(kind).where('id', '=', id).execute()
    })
  }

  async function linkProduct(trx: Db, productId: number, fields: ProductFields) {
    await trx.deleteFrom('product_categories').where('product_id', '=', productId).execute()
    await trx.deleteFrom('product_subcategories').where('product_id', '=', productId).execute()
    await trx
      .insertInto('product_categories')
      .values(fields.category.map((id) => ({ product_id: productId, category_id: Number(id) })))
      .execute()
    if (fields.subCategory.length > 0) {
      await trx
        .insertInto('product_subcategories')
        .values(
          fields.subCategory.map((id) => ({ product_id: productId, subcategory_id: Number(id) })),
        )
        .execute()
    }
  }

  async function checkRefs(trx: Db, fields: ProductFields) {
    await assertExist(trx, 'categories', fields.category.map(Number))
    await assertExist(trx, 'subcategories', fields.subCategory.map(Number))
  }

  const productColumns = (fields: ProductFields) => ({
    name: fields.name,
    description: fields.description,
    unit: fields.unit,
    unit_quantity: fields.unitQuantity,
    price_paise: Math.round(fields.price * 100),
    discount: fields.discount,
    stock: fields.stock,
    is_new: fields.isNew ? 1 : 0,
    images: JSON.stringify(fields.image),
    sizes: JSON.stringify(fields.sizes),
    more_details: JSON.stringify(fields.more_details),
    updated_at: nowIso(),
  })

  return {
    async createCategory(name: string, image: string): Promise<Category> {
      return db.transaction().execute(async (trx) => {
        await assertNameFree(trx, 'categories', name)
        const now = nowIso()
        const row = await trx
          .insertInto('categories')
          .values({ name, image, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow()
        return toCategory(row)
      })
    },

    async updateCategory(id: number, name: string, image: string): Promise<Category> {
      return db.transaction().execute(async (trx) => {
        const before = await repo.findCategory(trx, id)
        if (!before) throw notFound('Category not found')
        await assertNameFree(trx, 'categories', name, id)
        const row = await trx
          .updateTable('categories')
          .set({ name, image, updated_at: nowIso() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow()
        if (before.name !== name) await reindex(trx, await productIdsIn(trx, 'categories', id))
        return toCategory(row)
      })
    },

    async createSubCategory(name: string, image: string, categoryIds: string[]) {
      const id = await db.transaction().execute(async (trx) => {
        await assertNameFree(trx, 'subcategories', name)
        await assertExist(trx, 'categories', categoryIds.map(Number))
        const now = nowIso()
        const row = await trx
          .insertInto('subcategories')
          .values({ name, image, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
        await trx
          .insertInto('subcategory_categories')
          .values(categoryIds.map((c) => ({ subcategory_id: row.id, category_id: Number(c) })))
          .execute()
        return row.id
      })
      return catalog.getSubCategory(id)
    },

    async updateSubCategory(id: number, name: string, image: string, categoryIds: string[]) {
      await db.transaction().execute(async (trx) => {
        const before = await repo.findSubCategory(trx, id)
        if (!before) throw notFound('Sub category not found')
        await assertNameFree(trx, 'subcategories', name, id)
        await assertExist(trx, 'categories', categoryIds.map(Number))
        await trx
          .updateTable('subcategories')
          .set({ name, image, updated_at: nowIso() })
          .where('id', '=', id)
          .execute()
        await trx.deleteFrom('subcategory_categories').where('subcategory_id', '=', id).execute()
        await trx
          .insertInto('subcategory_categories')
          .values(categoryIds.map((c) => ({ subcategory_id: id, category_id: Number(c) })))
          .execute()
        if (before.name !== name) {
          await reindex(trx, await productIdsIn(trx, 'subcategories', id))
        }
      })
      return catalog.getSubCategory(id)
    },

    deleteCategory: (id: number) => deleteUnused('categories', id),

    deleteSubCategory: (id: number) => deleteUnused('subcategories', id),

    async createProduct(fields: ProductFields): Promise<Product> {
      const id = await db.transaction().execute(async (trx) => {
        await checkRefs(trx, fields)
        const row = await trx
          .insertInto('products')
          .values({
            ...productColumns(fields),
            rating: null,
            vendor_id: null,
            deleted_at: null,
            created_at: nowIso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        await linkProduct(trx, row.id, fields)
        await reindex(trx, [row.id])
        return row.id
      })
      return catalog.getProduct(id)
    },

    async updateProduct(id: number, fields: ProductFields): Promise<Product> {
      await db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom('products')
          .select('id')
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
        if (!found) throw notFound('Product not found')
        await checkRefs(trx, fields)
        await trx.updateTable('products').set(productColumns(fields)).where('id', '=', id).execute()
        await linkProduct(trx, id, fields)
        await reindex(trx, [id])
      })
      return catalog.getProduct(id)
    },

    /** Takes a product out of the shop, search and carts; past orders keep their copy. */
    async deleteProduct(id: number) {
      await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('products')
          .set({ deleted_at: nowIso(), updated_at: nowIso() })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
        if (Number(result.numUpdatedRows) !== 1) throw notFound('Product not found')
        await search.unindex(trx, id)
        await trx.deleteFrom('cart_items').where('product_id', '=', id).execute()
      })
    },
  }
}

export type CatalogAdmin = ReturnType<typeof createCatalogAdmin>
