// The wishlist's pieces on every page and its page's helpers, one lazy chunk fetched once
// (slots.tsx): each separate chunk would add its name to the entry script.
export { HeartButton } from './heart-button'
export { NotifyMe } from './notify-me'
export { RecentlyViewedRow } from './recently-viewed-row'
export { WishlistSync } from './wishlist-sync'
export { clearRecentlyViewed } from '@/lib/recently-viewed'
export {
  cancelAlert,
  createAlert,
  getAlerts,
  getProductForWishlist,
  getWishlist,
  removeFromWishlist,
  unsubscribe,
} from './api'
export { type DeviceLine, readDevice, removeFromDevice, showSaved } from './saved'
