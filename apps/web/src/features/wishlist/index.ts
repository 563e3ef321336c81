export { WishlistLink, WishlistSync, shopSlots } from './slots'
