import { useMemo } from 'react'
import { Link, useParams } from 'react-router'
import { counted, MESSAGES } from '@store/contract'
import { paths } from '@/config/paths'
import { EmptyState } from '@/components/empty-state'
import { ListingLayout } from '@/components/listing-layout'
import { LoadMore } from '@/components/load-more'
import { type ProductAction, ProductGrid } from '@/components/product-grid'
import { usePageMeta } from '@/lib/page-meta'
import { useListing } from '@/lib/use-listing'
import { CategoryTiles } from './category-tiles'
import { useCatalogue } from './use-catalogue'

export function CategoryPage({ action }: { action: ProductAction }) {
  const { categoryId = '' } = useParams()
  const { allCategory, allSubCategory, loading } = useCatalogue()
  const category = allCategory.find((c) => c._id === categoryId)
  const name = category?.name ?? ''
  usePageMeta(
    name ? `${name}'s fashion` : 'Category',
    name
      ? `Shop ${name.toLowerCase()}'s clothing online at the lowest prices, with Cash on Delivery across India.`
      : undefined,
  )
  const tiles = useMemo(
    () =>
      allSubCategory
        .filter((s) => s.category.some((c) => c._id === categoryId))
        .map((s) => ({ key: s._id, name: s.name, image: s.image, to: paths.subCategory(s._id) })),
    [allSubCategory, categoryId],
  )
  const base = useMemo(() => ({ category: categoryId }), [categoryId])
  const listing = useListing(base)
  const products = listing.pages
  if (!loading && !category) {
    return (
      <EmptyState message="We could not find that category.">
        <Link to={paths.home} className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white">
          {MESSAGES.goToHome}
        </Link>
      </EmptyState>
    )
  }
  return (
    <div className="space-y-4">
      <h1 className="min-h-8 text-2xl font-bold">{name}</h1>
      <section aria-label="Sub categories">
        <CategoryTiles tiles={tiles} loading={loading} />
      </section>
      <ListingLayout
        facets={listing.facets}
        filters={listing.filters}
        sort={listing.sort}
        onChange={listing.change}
        preview={listing.preview}
        subCategories
        heading={
          // The count heads the results, beside the chips a filter change brings back into view;
          // the line keeps its height while the count loads, so nothing below it moves.
          <p className="h-5 text-sm text-stone-500">
            {products.status !== 'loading' && counted(products.totalCount, 'product')}
          </p>
        }
        empty={products.status === 'idle' && products.totalCount === 0}
      >
        <ProductGrid
          action={action}
          products={products.items}
          loading={products.status === 'loading'}
          priorityCount={2}
          columns="narrow"
        />
        {products.status === 'error' && (
          <p className="text-center text-red-700">{MESSAGES.subCategoryFailure}</p>
        )}
        <LoadMore
          onVisible={products.loadMore}
          disabled={!products.hasMore || products.status !== 'idle'}
        />
      </ListingLayout>
    </div>
  )
}
