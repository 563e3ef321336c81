import type { ReactNode } from 'react'
import type { Product } from '@store/contract'
import { WhenNear } from '@/lib/when-near'
import { ProductCard } from './product-card'
import { ProductCardSkeleton } from './skeleton'

/** The control under a card's price: the cart's Add, which the app supplies. */
export type ProductAction = (product: Product) => ReactNode

type ProductGridProps = {
  products: Product[]
  loading?: boolean
  skeletons?: number
  /** How many leading cards load their image eagerly (above the fold). */
  priorityCount?: number
  action?: ProductAction
  /** 'narrow' beside a column of filters: 3 columns from 768 px, 4 on wide screens. */
  columns?: 'wide' | 'narrow'
}

/** 2 columns on phones, 4 from 768 px, 6 on wide screens (3 and 4 when narrow). */
export function ProductGrid({
  products,
  loading = false,
  skeletons = 12,
  priorityCount = 0,
  action,
  columns = 'wide',
}: ProductGridProps) {
  return (
    <div
      className={`grid grid-cols-2 gap-3 ${columns === 'wide' ? 'md:grid-cols-4 lg:grid-cols-6' : 'md:grid-cols-3 xl:grid-cols-4'}`}
    >
      {products.map((product, i) => (
        <WhenNear key={product._id}>
          <ProductCard product={product} priority={i < priorityCount} action={action?.(product)} />
        </WhenNear>
      ))}
      {loading &&
        Array.from({ length: skeletons }, (_, i) => <ProductCardSkeleton key={`s${i}`} />)}
    </div>
  )
}
