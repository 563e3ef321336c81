import { CURRENCY, DATE_PARTS } from '@store/contract'

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
