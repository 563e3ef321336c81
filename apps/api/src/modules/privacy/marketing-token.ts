import { shopperLinkTokens } from '../../lib/shopper-link-token.js'

/** The link in every marketing mail that withdraws the consent without a login. */
export const marketingTokens = (secret: string) =>
  shopperLinkTokens(secret, 'marketing-unsubscribe')

export type MarketingTokens = ReturnType<typeof marketingTokens>
