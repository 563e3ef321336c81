import { type ComponentType, createContext, useContext } from 'react'
import type { Product } from '@store/contract'

/** What a heart or the recently viewed row needs to know of a product. */
export type ProductSummary = Pick<Product, '_id' | 'name' | 'image' | 'price' | 'discount'>

/**
 * Controls other features put on the shop's cards and pages, handed down by the app (the
 * wishlist's heart, "Notify me", the recently viewed row), so the catalogue knows none of them.
 * Empty by default: a card or page without them still works.
 */
export type ShopSlots = {
  Heart?: ComponentType<{ product: ProductSummary; large?: boolean }>
  NotifyMe?: ComponentType<{ product: Product }>
  RecentlyViewed?: ComponentType<{ current?: ProductSummary }>
  /** Forgets the products this device viewed. */
  clearRecentlyViewed?: () => Promise<void>
}

export const ShopSlotsContext = createContext<ShopSlots>({})

export const useShopSlots = () => useContext(ShopSlotsContext)
