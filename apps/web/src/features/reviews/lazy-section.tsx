import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import { watchNear } from '@/lib/watch-near'

const Section = lazy(() => import('./reviews-section').then((m) => ({ default: m.ReviewsSection })))

/**
 * The product page's reviews: a chunk of their own, fetched once the page has painted and the
 * shopper scrolls near them, so the page's first paint and its own chunk stay as they were.
 */
export function ProductReviews({ productId }: { productId: string }) {
  const spot = useRef<HTMLDivElement>(null)
  // Drawn empty on the server and at hydration alike; the reviews are read in the browser.
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = spot.current
    if (near || !element) return
    // Without an observer (an old browser) the reviews load once the page has painted.
    return watchNear(element, '600px 0px', () => setNear(true))
  }, [near])
  return (
    <div ref={spot} className="min-h-24">
      {near && (
        <Suspense fallback={<div className="h-32 animate-pulse rounded-lg bg-stone-100" />}>
          <Section productId={productId} />
        </Suspense>
      )}
    </div>
  )
}
