import { COLOUR_PALETTE, CURRENCY, DATE_PARTS } from '@store/contract'

const rupees = new Intl.NumberFormat(CURRENCY.locale, {
  style: 'currency',
  currency: CURRENCY.code,
  maximumFractionDigits: 0,
})

export const formatRupees = (amount: number) => rupees.format(amount)

// One way to write dates for shoppers and admins: '28 Nov 2026', and '28 Nov 2026, 3:30 pm' with
// the time. A calendar day (YYYY-MM-DD) is written by the contract's formatDay.
const withTime = { ...DATE_PARTS, hour: 'numeric', minute: '2-digit' } as const
const date = new Intl.DateTimeFormat(CURRENCY.locale, DATE_PARTS)
const dateTime = new Intl.DateTimeFormat(CURRENCY.locale, withTime)
const dateTimeInIndia = new Intl.DateTimeFormat(CURRENCY.locale, {
  ...withTime,
  timeZone: 'Asia/Kolkata',
})

/** The date of an instant on the viewer's clock: '28 Nov 2026'. */
export const formatDate = (at: string) => date.format(new Date(at))

/**
 * The date and time of an instant: '28 Nov 2026, 3:30 pm', on the viewer's clock or, for what the
 * shop's own clock decides (a return window, a mail's next try), in India.
 */
export const formatDateTime = (at: string, clock: 'local' | 'india' = 'local') =>
  (clock === 'india' ? dateTimeInIndia : dateTime).format(new Date(at))

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
