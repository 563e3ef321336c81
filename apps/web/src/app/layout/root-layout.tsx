import { Suspense, lazy, useEffect, useRef } from 'react'
import { Outlet, useLocation } from 'react-router'
import { ErrorBoundary } from '@/components/error-boundary'
import { ShopSlotsContext } from '@/components/shop-slots'
import { CartSync } from '@/features/cart'
import { MobileCartBar } from '@/features/cart'
import { WishlistSync, shopSlots } from '@/features/wishlist'
import { MarkLive } from '@/lib/server-data'
import { Header } from './header'
import { PageFallback } from './page-fallback'

// Always below the fold (the main area is a screen tall): its own chunk, which keeps the entry
// script within its budget (decision 075).
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })))

/**
 * A new page starts at the top; going back keeps the browser's own scroll restoration. The page
 * the app starts on keeps its place: the shopper may have scrolled the server's page before the
 * app ran, or the browser restored where she was.
 */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation()
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    window.scrollTo(0, 0)
  }, [pathname])
}

export function RootLayout() {
  useScrollToTopOnNavigate()
  const { pathname } = useLocation()
  return (
    <ShopSlotsContext.Provider value={shopSlots}>
      <div className="flex min-h-screen flex-col">
        <Header />
        {/* At least a screen tall, so the footer never jumps while a page loads. */}
        <main className="mx-auto min-h-screen w-full max-w-7xl flex-1 px-3 py-4 md:px-6">
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageFallback />}>
              <Outlet />
              <MarkLive />
            </Suspense>
          </ErrorBoundary>
        </main>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
        <MobileCartBar />
        <CartSync />
        <WishlistSync />
      </div>
    </ShopSlotsContext.Provider>
  )
}
