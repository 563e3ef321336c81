import type {
  AdminSizeChart,
  Category,
  Product,
  Ref,
  SizeChart,
  SubCategory,
  Suggestion,
} from '@store/contract'
import { FALLBACK_HSN } from '@store/contract'
import type { Db } from '../../db/index.js'
import type {
  CategoryRow,
  ProductRow,
  ProductVariantRow,
  SizeChartRow,
  SubCategoryRow,
} from '../../db/schema.js'
import { parseJson } from '../../db/sql.js'
import { notFound } from '../../lib/errors.js'
import { toRupees } from '../../lib/money.js'
import type { SearchEngine } from './search/service.js'
import * as repo from './repo.js'

export type PageRequest = { page: number; limit: number }
export type ProductPage = { items: Product[]; total: number } & PageRequest

export const toCategory = (row: CategoryRow): Category => ({
  _id: String(row.id),
  name: row.name,
  image: row.image,
})

export const toSizeChart = (row: SizeChartRow): SizeChart => ({
  _id: String(row.id),
  name: row.name,
  unit: row.unit === 'in' ? 'in' : 'cm',
  columns: parseJson<string[]>(row.columns, []),
  rows: parseJson<SizeChart['rows']>(row.rows, []),
})

type ProductLinks = {
  categories: Ref[]
  subCategories: Ref[]
  variants: ProductVariantRow[]
  sizeChart: SizeChart | null
}

export function toProduct(
  row: ProductRow,
  { categories, subCategories, variants, sizeChart }: ProductLinks,
): Product {
  return {
    _id: String(row.id),
    name: row.name,
    image: parseJson<string[]>(row.images, []),
    category: categories,
    subCategory: subCategories,
    unit: row.unit,
    unitQuantity: row.unit_quantity,
    sizes: parseJson<string[]>(row.sizes, []),
    stock: row.stock,
    quantity: row.stock,
    price: toRupees(row.price_paise),
    discount: row.discount,
    rating: row.rating === null ? null : Math.round(row.rating * 10) / 10,
    isNew: row.is_new === 1,
    description: row.description,
    more_details: parseJson<Record<string, string>>(row.more_details, {}),
    vendorId: row.vendor_id,
    colour: (row.colour as Product['colour']) ?? null,
    variants: variants.map(({ size, stock, sku }) => ({ size, stock, sku })),
    sizeChart,
    sizeChartId: row.size_chart_id === null ? null : String(row.size_chart_id),
    hsnCode: row.hsn_code,
    stockReview: row.stock_review === 1,
    returnable: row.returnable === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

function groupRefs(rows: repo.RefRow[]): Map<number, Ref[]> {
  const byOwner = new Map<number, Ref[]>()
  for (const row of rows) {
    const list = byOwner.get(row.owner_id) ?? []
    list.push({ _id: String(row.id), name: row.name })
    byOwner.set(row.owner_id, list)
  }
  return byOwner
}

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
    return rows.map((row) => ({
      _id: String(row.id),
      name: row.name,
      image: row.image,
      category: refs.get(row.id) ?? [],
      hsnCode: row.hsn_code,
    }))
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
        _id: String(row.id),
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
    async hsnCodes(productIds: number[], on: Db = db): Promise<Map<number, string>> {
      const codes = new Map<number, string>()
      for (const row of await repo.findHsnCodes(on, productIds)) {
        const code = row.own ?? row.fallback
        if (code && !codes.has(row.id)) codes.set(row.id, code)
      }
      for (const id of productIds) if (!codes.has(id)) codes.set(id, FALLBACK_HSN)
      return codes
    },

    async sitemapEntries() {
      const [categories, subCategories, products] = await Promise.all([
        repo.listCategories(db),
        repo.listSubCategories(db),
        repo.listProductSitemapEntries(db),
      ])
      return { categories, subCategories, products }
    },
  }
}

export type CatalogService = ReturnType<typeof createCatalogService>
