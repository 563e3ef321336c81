import type { AdminSizeChart, Category, Product, SubCategory, Suggestion } from '@store/contract'
import { type DeclarationGaps, FALLBACK_HSN, effectiveDeclarations } from '@store/contract'
import type { Db } from '../../db/index.js'
import type { SizeChartRow, SubCategoryRow } from '../../db/schema.js'
import { notFound } from '../../lib/errors.js'
import type { SearchEngine } from './search/service.js'
import * as repo from './repo.js'
import {
  declarationDefaultsOf,
  groupRefs,
  ownDeclarationsOf,
  toCategory,
  toProduct,
  toSizeChart,
  toSubCategory,
} from './to-http.js'

export type PageRequest = { page: number; limit: number }
export type ProductPage = { items: Product[]; total: number } & PageRequest

export function createCatalogService({ db, search }: { db: Db; search: SearchEngine }) {
  /**
   * Products in the order of `ids`, with their category and sub-category references, their sizes
   * and their size chart (their own, or else their first sub-category's).
   */
  async function productsByIds(ids: number[]): Promise<Product[]> {
    const [rows, categories, subCategories, variants, charts] = await Promise.all([
      repo.findProductsByIds(db, ids),
      repo.productCategoryRefs(db, ids),
      repo.productSubCategoryRefs(db, ids),
      repo.findVariants(db, ids),
      repo.findProductSizeCharts(db, ids),
    ])
    const byId = new Map(rows.map((row) => [row.id, row]))
    const cats = groupRefs(categories)
    const subs = groupRefs(subCategories)
    return ids.flatMap((id) => {
      const row = byId.get(id)
      if (!row) return []
      const chart = charts.find((c) => c.product_id === id)
      return [
        toProduct(row, {
          categories: cats.get(id) ?? [],
          subCategories: subs.get(id) ?? [],
          variants: variants.filter((variant) => variant.product_id === id),
          sizeChart: chart ? toSizeChart(chart) : null,
          defaults: subCategories
            .filter((sub) => sub.owner_id === id)
            .map((sub) => sub.declarations),
        }),
      ]
    })
  }

  async function pageOf(
    found: Promise<{ ids: number[]; total: number }>,
    { page, limit }: PageRequest,
  ): Promise<ProductPage> {
    const { ids, total } = await found
    return { items: await productsByIds(ids), total, page, limit }
  }

  const window = ({ page, limit }: PageRequest) => ({ limit, offset: (page - 1) * limit })

  async function sizeChartsWithRefs(rows: SizeChartRow[]): Promise<AdminSizeChart[]> {
    const refs = groupRefs(
      await repo.sizeChartSubCategoryRefs(
        db,
        rows.map((row) => row.id),
      ),
    )
    return rows.map((row) => ({ ...toSizeChart(row), subCategories: refs.get(row.id) ?? [] }))
  }

  async function subCategoriesWithRefs(rows: SubCategoryRow[]): Promise<SubCategory[]> {
    const refs = groupRefs(
      await repo.subCategoryCategoryRefs(
        db,
        rows.map((row) => row.id),
      ),
    )
    return rows.map((row) => toSubCategory(row, refs.get(row.id) ?? []))
  }

  return {
    /** Products in the order of `ids`, deleted ones left out. */
    productsByIds,

    async listCategories(): Promise<Category[]> {
      return (await repo.listCategories(db)).map(toCategory)
    },

    async listSubCategories(categoryId?: number): Promise<SubCategory[]> {
      if (categoryId !== undefined && !(await repo.findCategory(db, categoryId))) {
        throw notFound('Category not found')
      }
      return subCategoriesWithRefs(await repo.listSubCategories(db, categoryId))
    },

    async getSubCategory(id: number): Promise<SubCategory> {
      const row = await repo.findSubCategory(db, id)
      if (!row) throw notFound('Sub category not found')
      const [subCategory] = await subCategoriesWithRefs([row])
      return subCategory as SubCategory
    },

    async listProducts(request: PageRequest & { search?: string | undefined }) {
      const text = request.search?.trim()
      const found = text
        ? search.find(text, window(request))
        : repo.pageProductIds(db, {}, window(request))
      return pageOf(found, request)
    },

    async listProductsByCategory(categoryId: number, request: PageRequest) {
      if (!(await repo.findCategory(db, categoryId))) throw notFound('Category not found')
      return pageOf(repo.pageProductIds(db, { categoryId }, window(request)), request)
    },

    async listProductsBySubCategory(subCategoryId: number, request: PageRequest) {
      if (!(await repo.findSubCategory(db, subCategoryId))) throw notFound('Sub category not found')
      return pageOf(repo.pageProductIds(db, { subCategoryId }, window(request)), request)
    },

    async getProduct(id: number): Promise<Product> {
      const [product] = await productsByIds([id])
      if (!product) throw notFound('Product not found')
      return product
    },

    async searchProducts(text: string, request: PageRequest) {
      return pageOf(search.find(text, window(request)), request)
    },

    async suggest(keyword: string, max: number): Promise<Suggestion[]> {
      const { ids } = await search.find(keyword, { limit: max, offset: 0 })
      const rows = await repo.findProductsByIds(db, ids)
      const names = new Map(rows.map((row) => [row.id, row.name]))
      return ids.flatMap((id) => {
        const name = names.get(id)
        return name === undefined ? [] : [{ name, _id: String(id) }]
      })
    },

    /** Sizes of live products with at most `maxStock` units left, fewest first. */
    async lowStock(maxStock: number, limit: number) {
      const rows = await repo.listLowStock(db, maxStock, limit)
      return rows.map((row) => ({
        productId: row.id,
        name: row.name,
        size: row.size,
        stock: row.stock,
      }))
    },

    /** Every size chart, with the sub-categories that use it. */
    async listSizeCharts(): Promise<AdminSizeChart[]> {
      return sizeChartsWithRefs(await repo.listSizeCharts(db))
    },

    async getSizeChart(id: number): Promise<AdminSizeChart> {
      const [chart] = await sizeChartsWithRefs(await repo.findSizeCharts(db, [id]))
      if (!chart) throw notFound('Size chart not found')
      return chart
    },

    /** Product names by id, deleted products included. */
    async productNames(productIds: number[]): Promise<Map<number, string>> {
      const rows = await repo.findProductNames(db, productIds)
      return new Map(rows.map((row) => [row.id, row.name]))
    },

    /**
     * The HSN code each product is invoiced under: its own, else its first sub-category's that
     * has one, else FALLBACK_HSN. Deleted products included (shipped orders still name them).
     */
    /** Products whose declarations miss something the rules require (decision 076). */
    async declarationGaps(): Promise<DeclarationGaps> {
      const { products, defaults } = await repo.declarationSources(db)
      const bySub = new Map<number, Array<string | null>>()
      for (const row of defaults) {
        bySub.set(row.product_id, [...(bySub.get(row.product_id) ?? []), row.declarations])
      }
      const gaps = products.flatMap((row) => {
        const { missing } = effectiveDeclarations(
          ownDeclarationsOf(row.declarations),
          (bySub.get(row.id) ?? []).map(declarationDefaultsOf),
          { unitQuantity: 1, price: 0 },
        )
        return missing.length > 0 ? [{ _id: String(row.id), name: row.name, missing }] : []
      })
      return { total: gaps.length, products: gaps.slice(0, 500) }
    },

    async hsnCodes(productIds: number[], on: Db = db): Promise<Map<number, string>> {
      const codes = new Map<number, string>()
      for (const row of await repo.findHsnCodes(on, productIds)) {
        const code = row.own ?? row.fallback
        if (code && !codes.has(row.id)) codes.set(row.id, code)
      }
      for (const id of productIds) if (!codes.has(id)) codes.set(id, FALLBACK_HSN)
      return codes
    },

    /** The categories and sub-categories each product is listed in: what a coupon's scope names. */
    async placesOf(productIds: number[]) {
      const [categories, subCategories] = await Promise.all([
        repo.productCategoryRefs(db, productIds),
        repo.productSubCategoryRefs(db, productIds),
      ])
      const places = new Map(
        productIds.map((id) => [id, { categories: [] as number[], subCategories: [] as number[] }]),
      )
      for (const row of categories) places.get(row.owner_id)?.categories.push(row.id)
      for (const row of subCategories) places.get(row.owner_id)?.subCategories.push(row.id)
      return places
    },

    async sitemapSections() {
      const [categories, subCategories] = await Promise.all([
        repo.listCategories(db),
        repo.listSubCategories(db),
      ])
      return { categories, subCategories }
    },

    countLiveProducts: () => repo.countLiveProducts(db),

    productSitemapEntries: (page: { offset: number; limit: number }) =>
      repo.listProductSitemapEntries(db, page),
  }
}

export type CatalogService = ReturnType<typeof createCatalogService>
