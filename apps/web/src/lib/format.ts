import { COLOUR_PALETTE, CURRENCY } from '@store/contract'

const rupees = new Intl.NumberFormat(CURRENCY.locale, {
  style: 'currency',
  currency: CURRENCY.code,
  maximumFractionDigits: 0,
})

export const formatRupees = (amount: number) => rupees.format(amount)

// Dates have their own module: only pages loaded later write them, so they (and the contract's
// calendar) stay out of the code every page needs first.
export { formatDate, formatDateTime } from './format-date'

/** The smaller stored width of an uploaded image (see the API's image store). */
export const imageVariant = (url: string, width: 400) =>
  url.startsWith('/images/') && url.endsWith('.webp')
    ? url.replace(/\.webp$/, `-${width}.webp`)
    : url

/** The CSS background of a palette colour's swatch. */
export const swatch = (name: string) =>
  name === 'Multicolour'
    ? 'conic-gradient(#c0392b, #f2d13a, #2e8b57, #2f6fd0, #6d3f9c, #c0392b)'
    : (COLOUR_PALETTE.find((colour) => colour.name === name)?.hex ?? '#d6d3d1')
