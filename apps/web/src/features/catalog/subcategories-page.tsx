import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Skeleton } from '@/components/skeleton'
import { imageVariant } from '@/lib/format'
import { usePageMeta } from '@/lib/page-meta'
import { useCatalogue } from './use-catalogue'

export function SubCategoriesPage() {
  usePageMeta(
    'Sub Categories',
    'Browse every kind of clothing: kurtas, sarees, shirts, jeans, dresses and more.',
  )
  const { allSubCategory, loading } = useCatalogue()
  const sorted = [...allSubCategory].sort((a, b) => a.name.localeCompare(b.name))
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Sub Categories</h1>
      {loading && <p className="sr-only">Loading...</p>}
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6" aria-busy={loading}>
        {loading
          ? Array.from({ length: 12 }, (_, i) => (
              <li key={i}>
                <Skeleton className="aspect-square w-full" />
              </li>
            ))
          : sorted.map((sub) => (
              <li key={sub._id}>
                <Link
                  to={paths.subCategory(sub._id)}
                  className="flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white hover:border-brand-500"
                >
                  <img
                    src={imageVariant(sub.image, 400)}
                    alt=""
                    width={400}
                    height={400}
                    loading="lazy"
                    className="aspect-square w-full object-cover"
                  />
                  <span className="p-2 text-center text-sm font-medium">{sub.name}</span>
                </Link>
              </li>
            ))}
      </ul>
    </div>
  )
}
