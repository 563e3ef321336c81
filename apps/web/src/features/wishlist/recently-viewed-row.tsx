import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { Link } from 'react-router'
import { priceAfterDiscount } from '@store/contract'
import type { ProductSummary } from '@/components/shop-slots'
import { paths } from '@/config/paths'
import { ProductImage } from '@/components/product-image'
import { formatRupees } from '@/lib/format'
import {
  noteViewed,
  parseRecentlyViewed,
  recentlyViewedSnapshot,
  subscribeRecentlyViewed,
} from '@/lib/recently-viewed'

/**
 * The last products this device viewed, newest first: on the home page, and under a product page
 * (which it notes first, and leaves out of the row).
 */
export function RecentlyViewedRow({ current }: { current?: ProductSummary }) {
  const text = useSyncExternalStore(subscribeRecentlyViewed, recentlyViewedSnapshot, () => '')
  const list = useMemo(
    () => parseRecentlyViewed(text).filter((p) => p._id !== current?._id),
    [text, current?._id],
  )
  useEffect(() => {
    if (current) noteViewed(current)
  }, [current])
  if (list.length === 0) return null
  return (
    <section aria-labelledby="recently-viewed" className="space-y-3">
      <h2 id="recently-viewed" className="text-xl font-semibold">
        Recently viewed
      </h2>
      <ul className="flex gap-3 overflow-x-auto pb-2">
        {list.map((product) => (
          <li key={product._id} className="w-32 shrink-0 md:w-40">
            <Link to={paths.product(product._id)} className="block space-y-1">
              <ProductImage src={product.image[0]} alt={product.name} sizes="160px" />
              <span className="line-clamp-2 text-sm">{product.name}</span>
              <span className="block text-sm font-semibold">
                {formatRupees(priceAfterDiscount(product.price, product.discount))}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
