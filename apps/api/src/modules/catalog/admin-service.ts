import {
  type DeclarationDefaults,
  type Category,
  DEFAULT_SIZE,
  type Product,
  type ProductFields,
  type SizeChartFields,
} from '@store/contract'
import type { Db } from '../../db/index.js'
import { nowIso } from '../../db/sql.js'
import { afterCommit, inTransaction } from '../../db/transaction.js'
import { badRequest, conflict, notFound } from '../../lib/errors.js'
import type { EventBus } from '../../lib/events.js'
import type { SearchEngine } from './search/service.js'
import { defaultSku, splitStock } from './inventory.js'
import * as repo from './repo.js'
import type { CatalogService } from './service.js'
import { toCategory } from './to-http.js'

type Kind = 'categories' | 'subcategories'
const label = { categories: 'category', subcategories: 'sub category' } as const
const missing = { categories: 'Category not found', subcategories: 'Sub category not found' }

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/**
 * Catalogue changes made by admins: categories, sub-categories and products. Names are unique
 * (ignoring case) within their kind; anything still used by live products is never deleted; a
 * deleted product leaves the shop and carts but stays in past orders. The search index follows
 * every change in the same transaction, and the shop hears of each change once it has committed.
 */
export function createCatalogAdmin({
  db,
  search,
  catalog,
  events,
}: {
  db: Db
  search: SearchEngine
  catalog: CatalogService
  events: EventBus
}) {
  /** Runs a catalogue change in one transaction and tells the shop once it has committed. */
  const change = <T>(work: (trx: Db) => Promise<T>) =>
    inTransaction(db, async (trx) => {
      const result = await work(trx)
      await afterCommit(trx, () => events.publish('catalog.changed', { everywhere: true }))
      return result
    })

  async function assertNameFree(trx: Db, kind: Kind, name: string, exceptId?: number) {
    if (await repo.findNamed(trx, kind, name, exceptId)) {
      throw conflict(`A ${label[kind]} named ${name} already exists`, 'NAME_TAKEN')
    }
  }

  async function assertExist(trx: Db, kind: Kind, ids: number[]) {
    const found = await repo.existingIds(trx, kind, ids)
    const absent = ids.find((id) => !found.includes(id))
    if (absent !== undefined) throw badRequest(`${label[kind]} ${absent} does not exist`)
  }

  /** Rewrites the search terms of products, after their own text or a category name changed. */
  async function reindex(trx: Db, productIds: number[]) {
    if (productIds.length === 0) return
    const [rows, cats, subs] = await Promise.all([
      repo.findProductsByIds(trx, productIds),
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

  /** Deletes a category or sub-category no live product uses; otherwise 409 with how many do. */
  async function deleteUnused(kind: Kind, id: number) {
    await change(async (trx) => {
      const [found] = await repo.existingIds(trx, kind, [id])
      if (found === undefined) throw notFound(missing[kind])
      const used = await repo.countLiveProductsIn(trx, kind, id)
      if (used > 0) {
        throw conflict(
          `This ${label[kind]} is used by ${plural(used, 'product')}. Move or delete them first.`,
          'IN_USE',
        )
      }
      await repo.deleteCatalogEntry(trx, kind, id)
    })
  }

  async function checkRefs(trx: Db, fields: ProductFields) {
    await assertExist(trx, 'categories', fields.category.map(Number))
    await assertExist(trx, 'subcategories', fields.subCategory.map(Number))
    if (fields.sizeChartId !== null) {
      const [chart] = await repo.findSizeCharts(trx, [Number(fields.sizeChartId)])
      if (!chart) throw badRequest(`size chart ${fields.sizeChartId} does not exist`)
    }
  }

  const linkProduct = (trx: Db, productId: number, fields: ProductFields) =>
    repo.setProductLinks(
      trx,
      productId,
      fields.category.map(Number),
      fields.subCategory.map(Number),
    )

  /** Stock per size as sent, or the one total split across the sizes. */
  const variantsOf = (fields: ProductFields) =>
    fields.variants ??
    splitStock(fields.stock ?? 0, fields.sizes).map((variant) => ({ ...variant, sku: '' }))

  /** A product's sizes: a lone Free Size is no size at all, as the shop shows it. */
  const sizesOf = (variants: Array<{ size: string }>) =>
    variants.length === 1 && variants[0]?.size === DEFAULT_SIZE ? [] : variants.map((v) => v.size)

  const productColumns = (fields: ProductFields) => {
    const variants = variantsOf(fields)
    return {
      name: fields.name,
      description: fields.description,
      unit: fields.unit,
      unit_quantity: fields.unitQuantity,
      price_paise: Math.round(fields.price * 100),
      discount: fields.discount,
      stock: variants.reduce((sum, variant) => sum + variant.stock, 0),
      is_new: fields.isNew ? 1 : 0,
      returnable: fields.returnable ? 1 : 0,
      images: JSON.stringify(fields.image),
      sizes: JSON.stringify(sizesOf(variants)),
      more_details: JSON.stringify(fields.more_details),
      colour: fields.colour ?? null,
      size_chart_id: fields.sizeChartId === null ? null : Number(fields.sizeChartId),
      hsn_code: fields.hsnCode,
      declarations: JSON.stringify(fields.declarations),
      // An even split is a guess that an admin should check; stock given per size is not.
      stock_review: !fields.variants && variants.length > 1 && (fields.stock ?? 0) > 0 ? 1 : 0,
      updated_at: nowIso(),
    }
  }

  /** Writes a product's sizes; an empty SKU keeps the size's old one or gets the store's own. */
  async function saveVariants(trx: Db, productId: number, fields: ProductFields) {
    const existing = await repo.findVariants(trx, [productId])
    const variants = variantsOf(fields).map((variant) => ({
      ...variant,
      sku:
        variant.sku ||
        existing.find((old) => old.size === variant.size)?.sku ||
        defaultSku(productId, variant.size),
    }))
    for (const { sku } of variants) {
      if (await repo.skuTakenElsewhere(trx, sku, productId)) {
        throw conflict(`SKU ${sku} belongs to another product`, 'SKU_TAKEN')
      }
    }
    if (new Set(variants.map((v) => v.sku)).size !== variants.length) {
      throw badRequest('variants must not repeat a sku')
    }
    await repo.replaceVariants(trx, productId, variants, nowIso())
  }

  /** Size charts keep unique names (ignoring case) and attach to existing sub-categories. */
  async function saveSizeChart(trx: Db, body: SizeChartFields, id?: number) {
    if (await repo.findSizeChartNamed(trx, body.name, id)) {
      throw conflict(`A size chart named ${body.name} already exists`, 'NAME_TAKEN')
    }
    await assertExist(trx, 'subcategories', body.subCategories.map(Number))
    const now = nowIso()
    const columns = {
      name: body.name,
      unit: body.unit,
      columns: JSON.stringify(body.columns),
      rows: JSON.stringify(body.rows),
      updated_at: now,
    }
    let chartId = id
    if (chartId === undefined) {
      chartId = await repo.insertSizeChart(trx, { ...columns, created_at: now })
    } else if (!(await repo.updateSizeChart(trx, chartId, columns))) {
      throw notFound('Size chart not found')
    }
    await repo.setSizeChartSubCategories(trx, chartId, body.subCategories.map(Number))
    return chartId
  }

  return {
    async createCategory(name: string, image: string): Promise<Category> {
      return change(async (trx) => {
        await assertNameFree(trx, 'categories', name)
        const now = nowIso()
        return toCategory(
          await repo.insertCategory(trx, { name, image, created_at: now, updated_at: now }),
        )
      })
    },

    async updateCategory(id: number, name: string, image: string): Promise<Category> {
      return change(async (trx) => {
        const before = await repo.findCategory(trx, id)
        if (!before) throw notFound('Category not found')
        await assertNameFree(trx, 'categories', name, id)
        const row = await repo.updateCategory(trx, id, { name, image, updated_at: nowIso() })
        if (before.name !== name) await reindex(trx, await repo.productIdsIn(trx, 'categories', id))
        return toCategory(row)
      })
    },

    async createSubCategory(
      name: string,
      image: string,
      categoryIds: string[],
      hsnCode: string | null = null,
      declarations: DeclarationDefaults | null = null,
    ) {
      const id = await change(async (trx) => {
        await assertNameFree(trx, 'subcategories', name)
        await assertExist(trx, 'categories', categoryIds.map(Number))
        const now = nowIso()
        const id = await repo.insertSubCategory(trx, {
          name,
          image,
          hsn_code: hsnCode,
          declarations: declarations && JSON.stringify(declarations),
          created_at: now,
          updated_at: now,
        })
        await repo.setSubCategoryCategories(trx, id, categoryIds.map(Number))
        return id
      })
      return catalog.getSubCategory(id)
    },

    async updateSubCategory(
      id: number,
      name: string,
      image: string,
      categoryIds: string[],
      hsnCode: string | null = null,
      declarations: DeclarationDefaults | null = null,
    ) {
      await change(async (trx) => {
        const before = await repo.findSubCategory(trx, id)
        if (!before) throw notFound('Sub category not found')
        await assertNameFree(trx, 'subcategories', name, id)
        await assertExist(trx, 'categories', categoryIds.map(Number))
        await repo.updateSubCategory(trx, id, {
          name,
          image,
          hsn_code: hsnCode,
          declarations: declarations && JSON.stringify(declarations),
          updated_at: nowIso(),
        })
        await repo.setSubCategoryCategories(trx, id, categoryIds.map(Number))
        if (before.name !== name) {
          await reindex(trx, await repo.productIdsIn(trx, 'subcategories', id))
        }
      })
      return catalog.getSubCategory(id)
    },

    deleteCategory: (id: number) => deleteUnused('categories', id),

    deleteSubCategory: (id: number) => deleteUnused('subcategories', id),

    async createProduct(fields: ProductFields): Promise<Product> {
      const id = await change(async (trx) => {
        await checkRefs(trx, fields)
        const id = await repo.insertProduct(trx, {
          ...productColumns(fields),
          rating: null,
          vendor_id: null,
          deleted_at: null,
          created_at: nowIso(),
        })
        await saveVariants(trx, id, fields)
        await linkProduct(trx, id, fields)
        await reindex(trx, [id])
        return id
      })
      return catalog.getProduct(id)
    },

    async updateProduct(id: number, fields: ProductFields): Promise<Product> {
      await change(async (trx) => {
        if (!(await repo.findLiveProduct(trx, id))) throw notFound('Product not found')
        await checkRefs(trx, fields)
        await repo.updateLiveProduct(trx, id, productColumns(fields))
        await saveVariants(trx, id, fields)
        await linkProduct(trx, id, fields)
        await reindex(trx, [id])
      })
      return catalog.getProduct(id)
    },

    listSizeCharts: () => catalog.listSizeCharts(),

    async createSizeChart(body: SizeChartFields) {
      return catalog.getSizeChart(await change((trx) => saveSizeChart(trx, body)))
    },

    async updateSizeChart(id: number, body: SizeChartFields) {
      return catalog.getSizeChart(await change((trx) => saveSizeChart(trx, body, id)))
    },

    /** Removes a chart; its sub-categories and products are left without one. */
    async deleteSizeChart(id: number) {
      await change(async (trx) => {
        if (!(await repo.deleteSizeChart(trx, id))) throw notFound('Size chart not found')
      })
    },

    /** Takes a product out of the shop, search and carts; past orders keep their copy. */
    async deleteProduct(id: number) {
      await change(async (trx) => {
        if (!(await repo.softDeleteProduct(trx, id, nowIso()))) throw notFound('Product not found')
        await search.unindex(trx, id)
        await afterCommit(trx, () => events.publish('product.deleted', { productId: id }))
      })
    },
  }
}

export type CatalogAdmin = ReturnType<typeof createCatalogAdmin>
