import { Suspense, lazy, useRef } from 'react'
import { Link } from 'react-router'
import { STORE_NAME, staticPages } from '@store/contract'
import { useNearViewport } from '@/lib/use-near-viewport'

// Customer care and who sells (decision 075): the seller page's chunk, once the footer is near.
const SellerFooterDetails = lazy(() => import('@/features/static-pages/legal-pages'))

export function Footer() {
  const ref = useRef<HTMLElement>(null)
  const near = useNearViewport(ref)
  return (
    <footer
      ref={ref}
      className="render-when-near mt-12 border-t border-stone-200 bg-white pb-16 md:pb-0"
    >
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 md:grid-cols-3 md:px-6">
        <div>
          <p className="text-lg font-bold text-brand-600">{STORE_NAME}</p>
          <p className="mt-1 text-sm text-stone-600">
            Fashion for men, women and kids, delivered across India. Cash on Delivery available.
          </p>
        </div>
        <nav aria-label="Store information" className="md:col-span-2">
          <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
            {staticPages.map((page) => (
              <li key={page.path}>
                <Link
                  to={page.path}
                  className="tap-target text-stone-700 hover:text-brand-600 hover:underline"
                >
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
          {/* Customer care, the seller and the grievance officer, as Store Settings hold them. */}
          <div className="mt-4 min-h-20">
            {near && (
              <Suspense fallback={null}>
                <SellerFooterDetails />
              </Suspense>
            )}
          </div>
        </nav>
      </div>
      <p className="border-t border-stone-100 py-4 text-center text-xs text-stone-500">
        © {new Date().getFullYear()} {STORE_NAME}. All rights reserved.
      </p>
    </footer>
  )
}
