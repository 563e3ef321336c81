import { useEffect } from 'react'
import { Link, useParams } from 'react-router'
import { MESSAGES } from '@store/contract'
import { paths } from '@/config/paths'
import { LoadMore } from '@/components/load-more'
import { type ProductAction, ProductGrid } from '@/components/product-grid'
import { usePageMeta } from '@/lib/page-meta'
import { usePages } from '@/lib/use-pages'
import { getProductsBySubCategory } from './api'
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
  const products = usePages(`sub:${subCategoryId}`, (page, signal) =>
    getProductsBySubCategory(subCategoryId, page, 12, signal),
  )
  useEffect(() => {
    if (products.status === 'error') console.error(MESSAGES.subCategoryFailure)
  }, [products.status])

  return (
    <div className="grid gap-4 md:grid-cols-[200px_1fr]">
      <nav
        aria-label="Sub categories"
        className="-mx-3 overflow-x-auto px-3 md:sticky md:top-20 md:mx-0 md:self-start md:overflow-visible md:px-0"
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
      <section aria-labelledby="sub-heading" className="space-y-4">
        <h1 id="sub-heading" className="min-h-8 text-2xl font-bold">
          {current?.name}
        </h1>
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
            />
            <LoadMore
              onVisible={products.loadMore}
              disabled={!products.hasMore || products.status !== 'idle'}
            />
          </>
        )}
      </section>
    </div>
  )
}
