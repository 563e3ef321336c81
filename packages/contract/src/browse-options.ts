// The listing's sorts and filter steps without any schema, so a page that only shows them (the
// shop's filters) does not load zod and build every schema of the contract.

/** Sorts of a listing; `relevance` only with a search text, where it is the default. */
export const BROWSE_SORTS = [
  'relevance',
  'popular',
  'new',
  'price_asc',
  'price_desc',
  'discount',
] as const
export type BrowseSort = (typeof BROWSE_SORTS)[number]
export const BROWSE_SORT_LABELS: Record<BrowseSort, string> = {
  relevance: 'Relevance',
  popular: 'Popularity',
  new: "What's new",
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  discount: 'Better discount',
}

/** Price bands in rupees of the price paid (after discount); the last has no upper end. */
export const PRICE_BANDS = [
  { min: 0, max: 499 },
  { min: 500, max: 999 },
  { min: 1000, max: 1999 },
  { min: 2000, max: 2999 },
  { min: 3000, max: null },
] as const
export const DISCOUNT_STEPS = [10, 20, 30, 40, 50, 60, 70] as const
export const RATING_STEPS = [4, 3] as const
export const FILTER_MAX_VALUES = 20
export const PRICE_MAX_RUPEES = 10_000_000
