import {
  BROWSE_SORTS,
  type BrowseResponse,
  type BrowseSort,
  COLOUR_SLUGS,
  DISCOUNT_STEPS,
  FILTER_MAX_VALUES,
  type Facets,
  RATING_STEPS,
} from '@store/contract'
import { api } from '@/lib/api-client'

/**
 * A listing's filters as the shopper chose them. They live in the page's URL
 * (`?size=M,L&price=500-999&colour=navy-blue&sort=price_asc`), so a link is shareable, a reload
 * keeps them and Back undoes the last change.
 */
export type Filters = {
  size: string[]
  colour: string[]
  brand: string[]
  /** Sub-categories picked on a category page. */
  sub: string[]
  /** Whole rupees, both ends included; a missing end is open. */
  price: { min?: number; max?: number } | null
  discount: number | null
  rating: number | null
  sort: BrowseSort | null
}

/** What the page lists before any filter: a search, a category or a sub-category. */
export type ListingBase = {
  q?: string | undefined
  category?: string | undefined
  subCategory?: string | undefined
  /** A new attempt asks again for the same listing. */
  attempt?: number
}

export const EMPTY_FACETS: Facets = {
  size: [],
  colour: [],
  brand: [],
  subCategory: [],
  price: [],
  discount: [],
  rating: [],
}

export const NO_FILTERS: Filters = {
  size: [],
  colour: [],
  brand: [],
  sub: [],
  price: null,
  discount: null,
  rating: null,
  sort: null,
}

const listOf = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '')
    .slice(0, FILTER_MAX_VALUES)

function priceOf(value: string | null): Filters['price'] {
  const match = /^(\d{0,8})-(\d{0,8})$/.exec(value ?? '')
  if (!match || (match[1] === '' && match[2] === '')) return null
  const price: { min?: number; max?: number } = {}
  if (match[1]) price.min = Number(match[1])
  if (match[2]) price.max = Number(match[2])
  if (price.min !== undefined && price.max !== undefined && price.min > price.max) return null
  return price
}

/** Reads the filters from a page's URL; values the store does not know are left out. */
export function filtersFromParams(params: URLSearchParams): Filters {
  const sort = params.get('sort')
  const discount = Number(params.get('discount'))
  const rating = Number(params.get('rating'))
  return {
    size: listOf(params.get('size')),
    colour: listOf(params.get('colour')).filter((c) => COLOUR_SLUGS.includes(c)),
    brand: listOf(params.get('brand')),
    sub: listOf(params.get('sub')).filter((id) => /^[1-9][0-9]{0,9}$/.test(id)),
    price: priceOf(params.get('price')),
    discount: (DISCOUNT_STEPS as readonly number[]).includes(discount) ? discount : null,
    rating: (RATING_STEPS as readonly number[]).includes(rating) ? rating : null,
    sort: BROWSE_SORTS.includes(sort as BrowseSort) ? (sort as BrowseSort) : null,
  }
}

export const priceText = (price: NonNullable<Filters['price']>) =>
  `${price.min ?? ''}-${price.max ?? ''}`

/** The page's URL parameters for these filters, keeping the others (such as `q`). */
export function paramsWithFilters(params: URLSearchParams, filters: Filters): URLSearchParams {
  const next = new URLSearchParams(params)
  const set = (name: string, value: string | null) => {
    if (value === null || value === '') next.delete(name)
    else next.set(name, value)
  }
  set('size', filters.size.join(','))
  set('price', filters.price ? priceText(filters.price) : null)
  set('colour', filters.colour.join(','))
  set('brand', filters.brand.join(','))
  set('sub', filters.sub.join(','))
  set('discount', filters.discount === null ? null : String(filters.discount))
  set('rating', filters.rating === null ? null : String(filters.rating))
  set('sort', filters.sort)
  return next
}

/** The sort a listing has when the shopper picks none: relevance for a search, else newest. */
export const defaultSort = (search: boolean): BrowseSort => (search ? 'relevance' : 'new')

export const activeFilterCount = (f: Filters) =>
  f.size.length +
  f.colour.length +
  f.brand.length +
  f.sub.length +
  (f.price ? 1 : 0) +
  (f.discount === null ? 0 : 1) +
  (f.rating === null ? 0 : 1)

/** The API's query for a listing page. */
export function browseQuery(base: ListingBase, f: Filters, page: number, limit: number) {
  const query = new URLSearchParams()
  if (base.q) query.set('q', base.q)
  if (base.category) query.set('category', base.category)
  const subs = base.subCategory ? [base.subCategory] : f.sub
  if (subs.length > 0) query.set('subCategory', subs.join(','))
  if (f.size.length > 0) query.set('size', f.size.join(','))
  if (f.colour.length > 0) query.set('colour', f.colour.join(','))
  if (f.brand.length > 0) query.set('brand', f.brand.join(','))
  if (f.price?.min !== undefined) query.set('priceMin', String(f.price.min))
  if (f.price?.max !== undefined) query.set('priceMax', String(f.price.max))
  if (f.discount !== null) query.set('discountMin', String(f.discount))
  if (f.rating !== null) query.set('ratingMin', String(f.rating))
  if (f.sort && (f.sort !== 'relevance' || base.q)) query.set('sort', f.sort)
  query.set('page', String(page))
  query.set('limit', String(limit))
  return query.toString()
}

export const browseProducts = (query: string, signal?: AbortSignal) =>
  api<BrowseResponse>(`/products/browse?${query}`, { signal })
