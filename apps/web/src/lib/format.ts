import { CURRENCY } from '@store/contract'

const rupees = new Intl.NumberFormat(CURRENCY.locale, {
  style: 'currency',
  currency: CURRENCY.code,
  maximumFractionDigits: 0,
})

export const formatRupees = (amount: number) => rupees.format(amount)

/** Displayed price: price after the discount percent, rounded to the rupee. */
export const priceAfterDiscount = (price: number, discount: number) =>
  Math.round((price * (100 - discount)) / 100)

/** The smaller stored width of an uploaded image (see the API's image store). */
export const imageVariant = (url: string, width: 400) =>
  url.startsWith('/images/') && url.endsWith('.webp')
    ? url.replace(/\.webp$/, `-${width}.webp`)
    : url
