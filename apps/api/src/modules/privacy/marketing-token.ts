import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The link in every marketing mail that withdraws the consent without a login:
 * `<userId>.<HMAC-SHA256 of it under the store's secret>`, like the wishlist's link. Nothing is
 * stored; a token made under another secret or for another shopper never matches.
 */
export function marketingTokens(secret: string) {
  const sign = (userId: number) =>
    createHmac('sha256', secret).update(`marketing-unsubscribe:${userId}`).digest('base64url')

  return {
    make: (userId: number) => `${userId}.${sign(userId)}`,

    /** The shopper a token names, or null when the store did not make it. */
    read(token: string): number | null {
      const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token)
      if (!match) return null
      const userId = Number(match[1])
      const given = Buffer.from(match[2] ?? '')
      const expected = Buffer.from(sign(userId))
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      return userId
    },
  }
}

export type MarketingTokens = ReturnType<typeof marketingTokens>
