import { formatPaise, STORE_NAME, paths } from '@store/contract'
import { escapeHtml } from '../../lib/html.js'
import type { Mail } from '../../lib/mail.js'

type Shopper = { name: string; email: string }

/** The one mail of a restock alert: the size is back, with the product and the unsubscribe link. */
export function backInStockMail(
  shopper: Shopper,
  product: { id: number; name: string },
  size: string,
  publicUrl: string,
  unsubscribe: string,
): Mail {
  const link = `${publicUrl}${paths.product(String(product.id))}`
  return {
    to: shopper.email,
    subject: `Back in stock: ${product.name} in size ${size}`,
    text: `Hello ${shopper.name},\n\n${product.name} is back in stock in size ${size}. Sizes sell out fast, so buy it soon: ${link}\n\nThis was your one alert for this size. To get no more e-mails about this product: ${unsubscribe}\n\n${STORE_NAME}\n`,
    html: `<p>Hello ${escapeHtml(shopper.name)},</p><p><strong>${escapeHtml(product.name)}</strong> is back in stock in size <strong>${escapeHtml(size)}</strong>. Sizes sell out fast: <a href="${escapeHtml(link)}">buy it now</a>.</p><p>This was your one alert for this size. <a href="${escapeHtml(unsubscribe)}">Get no more e-mails about this product</a>.</p>`,
  }
}

export type PriceDrop = {
  productId: number
  name: string
  beforePaise: number
  nowPaise: number
  unsubscribe: string
}

/** One drop, or several found the same day as one digest. */
export function priceDropMail(shopper: Shopper, drops: PriceDrop[], publicUrl: string): Mail {
  const first = drops[0]
  const subject =
    drops.length === 1 && first
      ? `Price drop: ${first.name} is now ${formatPaise(first.nowPaise)}`
      : `Price drops on ${drops.length} items in your wishlist`
  const percent = (d: PriceDrop) => Math.round(((d.beforePaise - d.nowPaise) * 100) / d.beforePaise)
  const link = (d: PriceDrop) => `${publicUrl}${paths.product(String(d.productId))}`
  const lines = drops.map(
    (d) =>
      `- ${d.name}: ${formatPaise(d.nowPaise)}, was ${formatPaise(d.beforePaise)} (${percent(d)}% less) ${link(d)}\n  No more e-mails about it: ${d.unsubscribe}`,
  )
  const items = drops
    .map(
      (d) =>
        `<li><a href="${escapeHtml(link(d))}">${escapeHtml(d.name)}</a>: <strong>${formatPaise(d.nowPaise)}</strong>, was <s>${formatPaise(d.beforePaise)}</s> (${percent(d)}% less). <a href="${escapeHtml(d.unsubscribe)}">No more e-mails about it</a></li>`,
    )
    .join('')
  const wishlist = `${publicUrl}${paths.wishlist}`
  return {
    to: shopper.email,
    subject,
    text: `Hello ${shopper.name},\n\nPrices fell on your wishlist:\n${lines.join('\n')}\n\nYour wishlist: ${wishlist}\n\n${STORE_NAME}\n`,
    html: `<p>Hello ${escapeHtml(shopper.name)},</p><p>Prices fell on your wishlist:</p><ul>${items}</ul><p><a href="${escapeHtml(wishlist)}">See your wishlist</a></p>`,
  }
}
