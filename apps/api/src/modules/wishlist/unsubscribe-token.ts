import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The link in a wishlist mail that stops that product's mail for its shopper without a login:
 * `<userId>.<productId>.<HMAC-SHA256 of both under the store's secret>`. Nothing is stored; the
 * signature is compared in constant time, and a token made under another secret or for another
 * shopper or product never matches.
 */
export function unsubscribeTokens(secret: string) {
  const sign = (userId: number, productId: number) =>
    createHmac('sha256', secret)
      .update(`wishlist-unsubscribe:${userId}:${productId}`)
      .digest('base64url')

  return {
    make: (userId: number, productId: number) =>
      `${userId}.${productId}.${sign(userId, productId)}`,

    /** The shopper and product a token names, or null when the store did not make it. */
    read(token: string): { userId: number; productId: number } | null {
      const match = /^([1-9][0-9]{0,9})\.([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token)
      if (!match) return null
      const userId = Number(match[1])
      const productId = Number(match[2])
      const given = Buffer.from(match[3] ?? '')
      const expected = Buffer.from(sign(userId, productId))
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      return { userId, productId }
    },
  }
}

export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>
