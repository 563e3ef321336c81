import { WISHLIST } from '@store/contract'
import type { ProductSummary } from '@/components/shop-slots'
import { createListeners } from './listeners'

// The products this device viewed last, newest first (no account needed): kept in local storage.

const KEY = 'recentlyViewed'
const { subscribe, notify } = createListeners()

/** For useSyncExternalStore: told whenever the list changes in this tab. */
export const subscribeRecentlyViewed = subscribe

/** The stored list as text (a stable snapshot); '' when none. */
export const recentlyViewedSnapshot = () => {
  try {
    return localStorage.getItem(KEY) ?? ''
  } catch {
    return ''
  }
}

export function parseRecentlyViewed(text: string): ProductSummary[] {
  try {
    const list = JSON.parse(text || '[]') as unknown
    return Array.isArray(list) ? (list as ProductSummary[]) : []
  } catch {
    return []
  }
}

function write(list: ProductSummary[] | null) {
  try {
    if (list) localStorage.setItem(KEY, JSON.stringify(list))
    else localStorage.removeItem(KEY)
  } catch {
    // A full or blocked storage only loses the list.
  }
  notify()
}

/** Puts a product first; the list keeps the last 20. */
export function noteViewed(product: ProductSummary) {
  const { _id, name, image, price, discount } = product
  write(
    [
      { _id, name, image: image.slice(0, 1), price, discount },
      ...parseRecentlyViewed(recentlyViewedSnapshot()).filter((p) => p._id !== _id),
    ].slice(0, WISHLIST.recentlyViewed),
  )
}

export const clearRecentlyViewed = () => write(null)
