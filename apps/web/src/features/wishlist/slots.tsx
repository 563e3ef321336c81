import { type ComponentType, Suspense, lazy } from 'react'
import { Link } from 'react-router'
import type { ShopSlots } from '@/components/shop-slots'
import type * as ExtrasModule from './extras'
import { paths } from '@/config/paths'

// The wishlist's pieces the shop shows everywhere, each a lazy chunk: none of their code is in
// the entry script. A heart appears once its chunk has loaded, in a box already laid out.

type Extras = typeof ExtrasModule
let extras: Promise<Extras> | undefined
const loadExtras = () => (extras ??= import('./extras'))

/** One chunk for all of them, fetched once. */
function later<P extends object>(pick: (m: Extras) => ComponentType<P>) {
  const Component = lazy(async () => ({ default: pick(await loadExtras()) }))
  return (props: P) => (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  )
}

export const shopSlots: ShopSlots = {
  clearRecentlyViewed: async () => (await loadExtras()).clearRecentlyViewed(),
  Heart: later((m) => m.HeartButton),
  NotifyMe: later((m) => m.NotifyMe),
  RecentlyViewed: later((m) => m.RecentlyViewedRow),
}

export const WishlistSync = later((m) => m.WishlistSync)

/** The header's way to the wishlist: a heart drawn by the font, so no outline is in the entry. */
export function WishlistLink() {
  return (
    <Link
      to={paths.wishlist}
      aria-label="Wishlist"
      className="flex h-10 w-10 items-center justify-center rounded-md text-2xl hover:bg-stone-100"
    >
      <span aria-hidden="true">♡</span>
    </Link>
  )
}
