import { useEffect, useMemo } from 'react'
import { Link, useParams } from 'react-router'
import { MESSAGES } from '@store/contract'
import { paths } from '@/config/paths'
import { ListingLayout } from '@/components/listing-layout'
import { LoadMore } from '@/components/load-more'
import { type ProductAction, ProductGrid } from '@/components/product-grid'
import { usePageMeta } from '@/lib/page-meta'
import { useListing } from '@/lib/use-listing'
import { useCatalogue } from './use-catalogue'

export function SubCategoryPage({ action }: { action: ProductAction }) {
  const { subCategoryId = '' } = useParams()
  const { allSubCategory } = useCatalogue()
  const sorted = [...allSubCategory].sort((a, b) => a.name.localeCompare(b.name))
  const current = allSubCategory.find((s) => s._id === subCategoryId)
  usePageMeta(
    current?.name ?? 'Sub category',
    current ? `Shop ${current.name.toLowerCase()} online at the lowest prices.` : undefined,
  )
  const base = useMemo(() => ({ subCategory: subCategoryId }), [subCategoryId])
  const listing = useListing(base)
  const products = listing.pages
  useEffect(() => {
    if (products.status === 'error') console.error(MESSAGES.subCategoryFailure)
  }, [products.status])

  return (
    <ListingLayout
      facets={listing.facets}
      filters={listing.filters}
      sort={listing.sort}
      onChange={listing.change}
      preview={listing.preview}
      empty={products.status === 'idle' && products.totalCount === 0}
      aside={
        <nav
          aria-label="Sub categories"
          className="-mx-3 overflow-x-auto px-3 md:mx-0 md:overflow-visible md:px-0"
        >
          <ul className="flex gap-2 md:flex-col md:gap-0.5">
            {sorted.map((sub) => {
              const active = sub._id === subCategoryId
              return (
                <li key={sub._id} className="shrink-0">
                  <Link
                    to={paths.subCategory(sub._id)}
                    aria-current={active ? 'page' : undefined}
                    className={`block rounded-md px-3 py-2 text-sm whitespace-nowrap ${
                      active
                        ? 'bg-brand-600 font-semibold text-white'
                        : 'bg-white text-stone-700 hover:bg-brand-50 md:bg-transparent'
                    }`}
                  >
                    {sub.name}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
      }
      heading={
        <h1 id="sub-heading" className="min-h-8 text-2xl font-bold">
          {current?.name}
        </h1>
      }
    >
      <section aria-labelledby="sub-heading" className="space-y-4">
        {products.status === 'error' ? (
          <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
            {MESSAGES.subCategoryFailure}
          </p>
        ) : (
          <>
            <ProductGrid
              action={action}
              products={products.items}
              loading={products.status === 'loading'}
              priorityCount={2}
              columns="narrow"
            />
            <LoadMore
              onVisible={products.loadMore}
              disabled={!products.hasMore || products.status !== 'idle'}
            />
          </>
        )}
      </section>
    </ListingLayout>
  )
}
