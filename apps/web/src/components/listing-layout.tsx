import { type ReactNode, useCallback, useRef } from 'react'
import type { BrowseSort, Facets } from '@store/contract'
import { type Filters, NO_FILTERS, activeFilterCount } from '@/lib/listing'
import { useMediaQuery } from '@/lib/use-media-query'
import { FilterChips, FilterColumn, PhoneFilterBar, SortSelect } from './listing-filters'

type ListingLayoutProps = {
  facets: Facets
  filters: Filters
  sort: BrowseSort
  onChange: (filters: Filters) => void
  preview: (draft: Filters, signal: AbortSignal) => Promise<{ totalCount: number; facets: Facets }>
  /** A search offers Relevance. */
  search?: boolean
  /** A category page offers its sub-categories as a filter. */
  subCategories?: boolean
  /** Shown above the filters in the left column (a sub-category page's list). */
  aside?: ReactNode
  /** The listing's title, above the sort and the active filters. */
  heading?: ReactNode
  /** No product matches: offers to clear the filters. */
  empty: boolean
  children: ReactNode
}

/**
 * A listing with its filters: a left column from 768 px, a sticky Sort and Filter bar on phones;
 * the sort and the active filters above the products.
 */
export function ListingLayout({
  facets,
  filters,
  sort,
  onChange,
  preview,
  search = false,
  subCategories = false,
  aside,
  heading,
  empty,
  children,
}: ListingLayoutProps) {
  const filtered = activeFilterCount(filters) > 0
  // Phones filter through the bottom sheet: the column (a third of a listing's elements) is
  // built only where it shows.
  const wide = useMediaQuery('(min-width: 768px)')
  const top = useRef<HTMLDivElement>(null)
  // A filter changes the results under the heading, count and chips; when the shopper has
  // scrolled past them (the filter column stays in view on a wide screen), they come back into
  // view, so the new count and chips are seen.
  const change = useCallback(
    (next: Filters) => {
      onChange(next)
      const head = top.current
      if (!head) return
      const margin = parseFloat(getComputedStyle(head).scrollMarginTop) || 0
      if (head.getBoundingClientRect().top < margin) head.scrollIntoView({ block: 'start' })
    },
    [onChange],
  )
  // Only what shows takes a place in the layout: on a phone an empty column or an empty row of
  // chips would each add a gap between the page's top and the products.
  const column = Boolean(aside) || wide
  const chipsRow = wide || filtered
  return (
    <div className="grid gap-4 pb-32 md:grid-cols-[220px_1fr] md:gap-6 md:pb-0">
      {column && (
        <div className="min-w-0 space-y-4 md:sticky md:top-20 md:max-h-[calc(100vh-6rem)] md:self-start md:overflow-y-auto">
          {aside}
          {wide && (
            <FilterColumn
              facets={facets}
              filters={filters}
              onChange={change}
              subCategories={subCategories}
            />
          )}
        </div>
      )}
      <div className="min-w-0 space-y-4">
        {(heading || chipsRow) && (
          <div ref={top} className="scroll-mt-32 space-y-4 md:scroll-mt-20">
            {heading}
            {chipsRow && (
              <div className="flex flex-wrap items-start justify-between gap-2 md:min-h-9">
                <FilterChips facets={facets} filters={filters} onChange={change} />
                <div className="ml-auto">
                  <SortSelect
                    sort={sort}
                    search={search}
                    onChange={(next) => change({ ...filters, sort: next })}
                  />
                </div>
              </div>
            )}
          </div>
        )}
        {empty && filtered ? (
          <div className="flex flex-col items-center gap-3 py-12 text-center">
            <p className="font-medium">No products match these filters.</p>
            <button
              type="button"
              onClick={() => change({ ...NO_FILTERS, sort: filters.sort })}
              className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white"
            >
              Clear all
            </button>
          </div>
        ) : (
          children
        )}
      </div>
      <PhoneFilterBar
        facets={facets}
        filters={filters}
        onChange={change}
        subCategories={subCategories}
        sort={sort}
        search={search}
        preview={preview}
      />
    </div>
  )
}
