import {
  type Category,
  type DeclarationDefaults,
  type DeclarationOverrides,
  DeclarationDefaultsSchema,
  DeclarationOverridesSchema,
  type Product,
  type Ref,
  type SizeChart,
  type SubCategory,
  effectiveDeclarations,
} from '@store/contract'
import type {
  CategoryRow,
  ProductRow,
  ProductVariantRow,
  SizeChartRow,
  SubCategoryRow,
} from '../../db/schema.js'
import { parseJson } from '../../db/sql.js'
import { toRupees } from '../../lib/money.js'
import type { RefRow } from './repo.js'

// SPEC's shapes of the catalogue: string ids, prices in rupees, its field names.

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
  /** Its sub-categories' declaration defaults (JSON), in the order of `subCategories`. */
  defaults: Array<string | null>
}

// Built once: making a zod schema costs several times what parsing with it does.
const savedOverrides = DeclarationOverridesSchema.catch(DeclarationOverridesSchema.parse({}))
const savedDefaults = DeclarationDefaultsSchema.catch(DeclarationDefaultsSchema.parse({}))

/** Saved declarations (JSON), read back through the contract's schema; bad or none: empty. */
export const ownDeclarationsOf = (json: string | null): DeclarationOverrides =>
  savedOverrides.parse(parseJson<unknown>(json ?? '{}', {}))

export const declarationDefaultsOf = (json: string | null): DeclarationDefaults =>
  savedDefaults.parse(parseJson<unknown>(json ?? '{}', {}))

export function toProduct(
  row: ProductRow,
  { categories, subCategories, variants, sizeChart, defaults }: ProductLinks,
): Product {
  const own = ownDeclarationsOf(row.declarations)
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
    ratingCount: row.rating_count,
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
    declarations: effectiveDeclarations(own, defaults.map(declarationDefaultsOf), {
      unitQuantity: row.unit_quantity,
      price: toRupees(row.price_paise),
    }),
    ownDeclarations: own,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export function groupRefs(rows: RefRow[]): Map<number, Ref[]> {
  const byOwner = new Map<number, Ref[]>()
  for (const row of rows) {
    const list = byOwner.get(row.owner_id) ?? []
    list.push({ _id: String(row.id), name: row.name })
    byOwner.set(row.owner_id, list)
  }
  return byOwner
}

export const toSubCategory = (row: SubCategoryRow, categories: Ref[]): SubCategory => ({
  _id: String(row.id),
  name: row.name,
  image: row.image,
  category: categories,
  hsnCode: row.hsn_code,
  declarations: declarationDefaultsOf(row.declarations),
})
