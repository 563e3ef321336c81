import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Tokens for links that act for a shopper without a login (a mail's unsubscribe link):
 * `<userId>.<HMAC-SHA256 of "<purpose>:<userId>" under the store's secret>`. Nothing is stored;
 * the signature is compared in constant time, and a token made under another secret, for another
 * purpose or for another shopper never matches.
 */
export function shopperLinkTokens(secret: string, purpose: string) {
  const sign = (userId: number) =>
    createHmac('sha256', secret).update(`${purpose}:${userId}`).digest('base64url')

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

export type ShopperLinkTokens = ReturnType<typeof shopperLinkTokens>
