// The wishlist's rules, apart from its schemas so the shop's heart loads no zod.

export const WISHLIST = {
  /** Most products one list holds. */
  maxItems: 200,
  /** A price after discount this much lower (in percent) than the last one told is a drop. */
  priceDropPercent: 10,
  /** Products the device remembers as recently viewed. */
  recentlyViewed: 20,
} as const

/** True when `now` (paise) is at least priceDropPercent below `before`. */
export const isPriceDrop = (before: number, now: number) =>
  now * 100 <= before * (100 - WISHLIST.priceDropPercent)
