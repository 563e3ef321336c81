import { useMemo, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { DEBOUNCE_MS, MESSAGES, SKELETONS, STORE_NAME, formatWhole } from '@store/contract'
import { paths } from '@/config/paths'
import { EmptyState } from '@/components/empty-state'
import { ListingLayout } from '@/components/listing-layout'
import { LoadMore } from '@/components/load-more'
import { type ProductAction, ProductGrid } from '@/components/product-grid'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { usePageMeta } from '@/lib/page-meta'
import { useListing } from '@/lib/use-listing'

const POPULAR = ['Kurta', 'Saree', 'Jeans', 'T-Shirt', 'Kurta Set', 'Dress', 'School Uniform']

function PopularSearches() {
  return (
    <nav aria-label="Popular searches" className="flex max-w-lg flex-col items-center gap-3">
      <p className="text-sm text-stone-500">Popular searches</p>
      <ul className="flex flex-wrap justify-center gap-2">
        {POPULAR.map((term) => (
          <li key={term}>
            <Link
              to={`${paths.search}?q=${encodeURIComponent(term.toLowerCase())}`}
              className="inline-block rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm text-stone-700 hover:border-brand-500 hover:text-brand-600"
            >
              {term}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** '/search?q=': results 500 ms after the query settles, then page after page as the shopper scrolls. */
export function SearchPage({ action }: { action: ProductAction }) {
  const [params] = useSearchParams()
  const q = (params.get('q') ?? '').trim()
  const query = useDebouncedValue(q, DEBOUNCE_MS.search)
  const [attempt, setAttempt] = useState(0)
  usePageMeta(
    q ? `Results for "${q}"` : 'Search',
    q
      ? `Shop ${q} online at ${STORE_NAME}: fashion for men, women and kids at the lowest prices in India, with Cash on Delivery and 7 days easy return.`
      : `Search 5000+ fashion products for men, women and kids at ${STORE_NAME}.`,
  )
  // A retry is a new base, so the same search is asked again.
  const base = useMemo(() => (query ? { q: query, attempt } : null), [query, attempt])
  const listing = useListing(base)
  const results = listing.pages
  const settled = query === q && results.status !== 'loading'
  const failed = settled && results.status === 'error'
  // The count stays in the heading while later pages load.
  const counted = query === q && !failed && (settled || results.items.length > 0)

  if (!q) {
    return (
      <EmptyState message="What are you looking for?">
        <p className="text-sm text-stone-500">
          Search for kurtas, sarees, jeans and more from the box above.
        </p>
        <PopularSearches />
      </EmptyState>
    )
  }
  return (
    <ListingLayout
      facets={listing.facets}
      filters={listing.filters}
      sort={listing.sort}
      onChange={listing.change}
      preview={listing.preview}
      search
      empty={settled && !failed && results.items.length === 0}
      heading={
        <h1 className="text-lg font-semibold md:text-xl">
          Results for "{q}"
          {counted && (
            <>
              {' '}
              <span className="font-normal text-stone-500">
                ({formatWhole(results.totalCount)})
              </span>
            </>
          )}
        </h1>
      }
    >
      <div className="space-y-4">
        {settled && results.items.length === 0 ? (
          failed ? (
            <EmptyState message={MESSAGES.subCategoryFailure}>
              <button
                type="button"
                onClick={() => setAttempt((n) => n + 1)}
                className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
              >
                Try again
              </button>
            </EmptyState>
          ) : (
            <EmptyState message={MESSAGES.noData}>
              <p className="text-sm text-stone-500">
                Check the spelling or try a more general word.
              </p>
              <PopularSearches />
            </EmptyState>
          )
        ) : (
          <>
            <ProductGrid
              action={action}
              products={query === q ? results.items : []}
              loading={!settled}
              skeletons={SKELETONS.search}
              columns="narrow"
              priorityCount={2}
            />
            {failed ? (
              <div className="flex flex-col items-center gap-2 py-6 text-sm text-stone-600">
                <p>{MESSAGES.subCategoryFailure}</p>
                <button
                  type="button"
                  onClick={() => setAttempt((n) => n + 1)}
                  className="rounded-md border border-stone-300 bg-white px-4 py-2 font-medium hover:border-stone-500"
                >
                  Try again
                </button>
              </div>
            ) : (
              <LoadMore onVisible={results.loadMore} disabled={!results.hasMore || !settled} />
            )}
          </>
        )}
      </div>
    </ListingLayout>
  )
}
