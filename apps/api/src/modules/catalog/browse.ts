import {
  type BrowseQuery,
  type BrowseSort,
  COLOUR_PALETTE,
  DISCOUNT_STEPS,
  type Facets,
  PRICE_BANDS,
  type Product,
  RATING_STEPS,
  colourSlug,
} from '@store/contract'
import type { Db } from '../../db/index.js'
import { badRequest, notFound } from '../../lib/errors.js'
import type { EventBus } from '../../lib/events.js'
import type { SearchEngine } from './search/service.js'
import { type FacetIndex, type ProductFacts, createFacetIndex } from './facet-index.js'
import { salePricePaise } from '../../records/product.js'
import * as repo from './repo.js'
import type { CatalogService } from './service.js'

const LOAD_CHUNK = 20_000
/** How often the index asks the database for changes it was not told about (another server). */
const CHECK_EVERY_MS = 1_000
/**
 * Each check reads the products changed since a little before the previous check began, so a
 * write stamped just before that check but committed after it is still seen.
 */
const OVERLAP_MS = 5_000
const SOLD_EVERY_MS = 60_000

const colourCodes = new Map<string, number>(COLOUR_PALETTE.map((c, i) => [c.name, i + 1]))
const slugCodes = new Map<string, number>(COLOUR_PALETTE.map((c, i) => [colourSlug(c.name), i + 1]))

const SIZE_WORDS = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL']
/** Letter sizes in their order, then numbers and age ranges by their first number, Free Size last. */
function sizeRank(size: string): [number, number, string] {
  const letter = SIZE_WORDS.indexOf(size.toUpperCase())
  if (letter !== -1) return [0, letter, size]
  const number = /^(\d+(?:\.\d+)?)/.exec(size)
  if (number) return [/[a-z]/i.test(size) ? 2 : 1, Number(number[1]), size]
  return [/^free/i.test(size) ? 4 : 3, 0, size]
}
const bySize = (a: string, b: string) => {
  const [ga, na, sa] = sizeRank(a)
  const [gb, nb, sb] = sizeRank(b)
  return ga - gb || na - nb || sa.localeCompare(sb)
}

type Row = Awaited<ReturnType<typeof repo.facetProductsAfter>>[number]
type Taxonomy = { categories: Set<number>; subCategoryNames: Map<number, string> }

/**
 * The listings with their filters and counts: an index in memory (facet-index.ts), loaded once and
 * kept current from the products changed since (decision 036).
 */
export function createBrowse({
  db,
  search,
  catalog,
  events,
  unitsSold,
}: {
  db: Db
  search: SearchEngine
  catalog: CatalogService
  events: EventBus
  unitsSold: () => Promise<Map<number, number>>
}) {
  const index: FacetIndex = createFacetIndex({
    priceBands: PRICE_BANDS,
    discountSteps: DISCOUNT_STEPS,
    ratingSteps: RATING_STEPS,
    colours: COLOUR_PALETTE.length,
  })
  let loaded = false
  let checkedAt = 0
  let soldAt = 0
  let told = false
  let pending: Promise<void> | null = null
  let taxonomy: Promise<Taxonomy> | null = null
  events.on('catalog.changed', () => {
    told = true
    taxonomy = null
  })
  // A size that ran out or came back changes the sizes in stock: read it before the next answer.
  events.on('stock.changed', ({ sizesChanged }) => {
    if (sizesChanged.length > 0) told = true
  })
  // A review moved a rating: the rating filter and the popular sort read it before the next answer.
  events.on('ratings.changed', () => {
    told = true
  })

  /** The categories and sub-categories, read once and again after a catalogue change. */
  function currentTaxonomy(): Promise<Taxonomy> {
    taxonomy ??= (async () => {
      const [categories, subCategories] = await Promise.all([
        repo.listCategories(db),
        repo.listSubCategories(db),
      ])
      return {
        categories: new Set(categories.map((row) => row.id)),
        subCategoryNames: new Map(subCategories.map((row) => [row.id, row.name])),
      }
    })().catch((error: unknown) => {
      taxonomy = null
      throw error
    })
    return taxonomy
  }

  async function put(rows: Row[], links: Awaited<ReturnType<typeof repo.facetLinks>>) {
    const byProduct = (list: Array<{ product_id: number; value: number | string }>) => {
      const map = new Map<number, Array<number | string>>()
      for (const { product_id, value } of list) {
        const values = map.get(product_id)
        if (values) values.push(value)
        else map.set(product_id, [value])
      }
      return map
    }
    const categories = byProduct(links.categories)
    const subCategories = byProduct(links.subCategories)
    const sizes = byProduct(links.sizes)
    for (const row of rows) {
      const facts: ProductFacts = {
        id: row.id,
        live: row.deleted_at === null,
        salePaise: salePricePaise({ pricePaise: row.price_paise, discount: row.discount }),
        discount: row.discount,
        rating: row.rating === null ? null : Number(row.rating),
        colour: (row.colour && colourCodes.get(row.colour)) || 0,
        brand: row.vendor_id,
        createdAt: row.created_at,
        categoryIds: (categories.get(row.id) ?? []) as number[],
        subCategoryIds: (subCategories.get(row.id) ?? []) as number[],
        sizesInStock: (sizes.get(row.id) ?? []) as string[],
      }
      index.put(facts)
    }
  }

  async function load() {
    let after = 0
    for (;;) {
      const rows = await repo.facetProductsAfter(db, after, LOAD_CHUNK)
      if (rows.length === 0) break
      const from = (rows[0] as Row).id
      const to = (rows[rows.length - 1] as Row).id
      await put(rows, await repo.facetLinks(db, { from, to }))
      after = to
    }
    loaded = true
  }

  async function refresh() {
    const since = new Date(checkedAt - OVERLAP_MS).toISOString()
    const rows = await repo.facetProductsChangedSince(db, since)
    await put(
      rows,
      await repo.facetLinks(
        db,
        rows.map((row) => row.id),
      ),
    )
  }

  /** Brings the index up to date: loaded once, then the changes since, at most once a second. */
  async function current() {
    const now = Date.now()
    if (loaded && !told && now - checkedAt < CHECK_EVERY_MS && now - soldAt < SOLD_EVERY_MS) return
    pending ??= (async () => {
      try {
        const startedAt = Date.now()
        const wasTold = told
        told = false
        if (!loaded) await load()
        else if (wasTold || startedAt - checkedAt >= CHECK_EVERY_MS) await refresh()
        checkedAt = startedAt
        if (startedAt - soldAt >= SOLD_EVERY_MS) {
          index.setSold(await unitsSold())
          soldAt = startedAt
        }
      } finally {
        pending = null
      }
    })()
    await pending
  }

  function checkValues(query: BrowseQuery, { categories, subCategoryNames }: Taxonomy) {
    for (const size of query.size ?? []) {
      if (!index.knowsSize(size))
        throw badRequest(`size has an unknown value: ${size}`, 'VALIDATION_FAILED')
    }
    for (const brand of query.brand ?? []) {
      if (!index.knowsBrand(brand)) {
        throw badRequest(`brand has an unknown value: ${brand}`, 'VALIDATION_FAILED')
      }
    }
    const unknown = (query.subCategory ?? []).find((id) => !subCategoryNames.has(Number(id)))
    if (unknown !== undefined) {
      throw badRequest(`subCategory has an unknown value: ${unknown}`, 'VALIDATION_FAILED')
    }
    if (query.category !== undefined && !categories.has(Number(query.category))) {
      throw notFound('Category not found')
    }
  }

  return {
    async browse(query: BrowseQuery): Promise<{
      items: Product[]
      total: number
      page: number
      limit: number
      sort: BrowseSort
      facets: Facets
    }> {
      const [taxonomy] = await Promise.all([currentTaxonomy(), current()])
      checkValues(query, taxonomy)
      const text = query.q?.trim() ?? ''
      const sort: BrowseSort = query.sort ?? (text ? 'relevance' : 'new')
      const ranked = text ? await search.findAll(text) : undefined
      const answer = index.query(
        {
          ...(ranked ? { ranked } : {}),
          ...(query.category !== undefined ? { category: Number(query.category) } : {}),
          ...(query.subCategory ? { subCategories: query.subCategory.map(Number) } : {}),
          ...(query.size ? { sizes: query.size } : {}),
          ...(query.colour
            ? { colours: query.colour.map((slug) => slugCodes.get(slug) ?? 0) }
            : {}),
          ...(query.brand ? { brands: query.brand } : {}),
          ...(query.priceMin !== undefined ? { minPaise: query.priceMin * 100 } : {}),
          ...(query.priceMax !== undefined ? { maxPaise: query.priceMax * 100 } : {}),
          ...(query.discountMin !== undefined ? { discountMin: query.discountMin } : {}),
          ...(query.ratingMin !== undefined ? { ratingMin: query.ratingMin } : {}),
        },
        sort === 'relevance' ? undefined : sort,
        { offset: (query.page - 1) * query.limit, limit: query.limit },
      )
      const names = taxonomy.subCategoryNames
      const { facets } = answer
      return {
        items: await catalog.productsByIds(answer.ids),
        total: answer.total,
        page: query.page,
        limit: query.limit,
        sort,
        facets: {
          size: [...facets.size].sort((a, b) => bySize(a.value, b.value)),
          colour: facets.colour.map(({ code, count }) => {
            const colour = COLOUR_PALETTE[code - 1] as (typeof COLOUR_PALETTE)[number]
            return { value: colourSlug(colour.name), name: colour.name, hex: colour.hex, count }
          }),
          brand: [...facets.brand].sort(
            (a, b) => b.count - a.count || a.value.localeCompare(b.value),
          ),
          subCategory: facets.subCategory
            .flatMap(({ id, count }) => {
              const name = names.get(id)
              return name === undefined ? [] : [{ value: String(id), name, count }]
            })
            .sort((a, b) => a.name.localeCompare(b.name)),
          price: PRICE_BANDS.map((band, i) => ({
            min: band.min,
            max: band.max,
            count: facets.price[i] ?? 0,
          })),
          discount: DISCOUNT_STEPS.map((value, i) => ({ value, count: facets.discount[i] ?? 0 })),
          rating: RATING_STEPS.map((value, i) => ({ value, count: facets.rating[i] ?? 0 })),
        },
      }
    },
  }
}

export type Browse = ReturnType<typeof createBrowse>
