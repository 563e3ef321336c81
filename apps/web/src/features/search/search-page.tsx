import { useSearchParams } from 'react-router'
import { DEBOUNCE_MS, MESSAGES, SKELETONS } from '@store/contract'
import { EmptyState } from '@/components/empty-state'
import { LoadMore } from '@/components/load-more'
import { ProductGrid } from '@/components/product-grid'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { usePageMeta } from '@/lib/page-meta'
import { usePages } from '@/lib/use-pages'
import { searchProducts } from './api'

export function SearchPage() {
  const [params] = useSearchParams()
  const q = (params.get('q') ?? '').trim()
  const query = useDebouncedValue(q, DEBOUNCE_MS.search)
  usePageMeta(
    q ? `Search results for "${q}"` : 'Search',
    `Shop ${q || 'fashion'} online at KapdaKart.`,
  )
  const results = usePages(query ? `search:${query}` : null, (page, signal) =>
    searchProducts(query, page, signal).then((r) => ({ ...r, data: r.results })),
  )
  const settled = query === q && results.status !== 'loading'

  if (!q) {
    return <EmptyState message="Type in the search box to find products." />
  }
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold">
        Results for “{q}”{' '}
        {settled && <span className="text-stone-500">({results.totalCount})</span>}
      </h1>
      {settled && results.items.length === 0 ? (
        <EmptyState
          message={results.status === 'error' ? MESSAGES.subCategoryFailure : MESSAGES.noData}
        />
      ) : (
        <>
          <ProductGrid
            products={query === q ? results.items : []}
            loading={!settled || results.status === 'loading'}
            skeletons={SKELETONS.search}
            priorityCount={2}
          />
          <LoadMore onVisible={results.loadMore} disabled={!results.hasMore || !settled} />
        </>
      )}
    </div>
  )
}
