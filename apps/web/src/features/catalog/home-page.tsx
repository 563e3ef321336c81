import { ProductGrid } from '@/components/product-grid'
import { useFetch } from '@/lib/use-fetch'
import { usePageMeta } from '@/lib/page-meta'
import { getProducts } from './api'

export function HomePage() {
  usePageMeta('', 'Shop 5000+ fashion products for men, women and kids at the lowest prices in India.')
  const products = useFetch('home', (signal) => getProducts(1, 12, signal))
  return (
    <ProductGrid
      products={products.data?.data ?? []}
      loading={products.status === 'loading'}
      priorityCount={2}
    />
  )
}
