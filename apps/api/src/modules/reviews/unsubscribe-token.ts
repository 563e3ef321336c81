import { shopperLinkTokens } from '../../lib/shopper-link-token.js'

/** The link in a review request that stops the shopper's review requests without a login. */
export const reviewUnsubscribeTokens = (secret: string) =>
  shopperLinkTokens(secret, 'review-unsubscribe')

export type ReviewUnsubscribeTokens = ReturnType<typeof reviewUnsubscribeTokens>
