import { useCallback, useMemo } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import {
  EMPTY_FACETS,
  type Filters,
  type ListingBase,
  browseProducts,
  browseQuery,
  defaultSort,
  filtersFromParams,
  paramsWithFilters,
} from './listing'
import { usePages } from './use-pages'

export const LISTING_PAGE_SIZE = 12

/**
 * A listing page's products, page after page, with its filters read from and written to the URL
 * (each change a new history entry, so Back undoes it) and the counts of the first page's answer.
 * `base` null waits (a search still settling).
 */
export function useListing(base: ListingBase | null) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const filters = useMemo(() => filtersFromParams(params), [params])
  const q = base?.q
  const category = base?.category
  const subCategory = base?.subCategory
  const key = base
    ? `${base.attempt ?? 0}:${browseQuery(base, filters, 1, LISTING_PAGE_SIZE)}`
    : null
  const pages = usePages(key, (page, signal) =>
    browseProducts(browseQuery(base ?? {}, filters, page, LISTING_PAGE_SIZE), signal),
  )
  const answered = pages.first
  // Commas stay readable in the address: ?size=M,L&colour=navy-blue,maroon
  const change = useCallback(
    (next: Filters) => {
      void navigate({
        pathname,
        search: paramsWithFilters(params, next).toString().replace(/%2C/g, ','),
      })
    },
    [navigate, pathname, params],
  )
  const preview = useCallback(
    async (draft: Filters, signal: AbortSignal) => {
      const answer = await browseProducts(
        browseQuery({ q, category, subCategory }, draft, 1, 1),
        signal,
      )
      return { totalCount: answer.totalCount, facets: answer.facets }
    },
    [q, category, subCategory],
  )
  return {
    filters,
    facets: answered?.facets ?? EMPTY_FACETS,
    sort: filters.sort ?? answered?.sort ?? defaultSort(Boolean(q)),
    pages,
    change,
    preview,
  }
}
