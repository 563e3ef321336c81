// The shop's one clock. Days, months, windows and due dates are India's (UTC+5:30, no summer
// time), whatever the zone of the server's or the browser's clock. Nothing else in the store
// derives a day from an instant: a UTC day is a different day between 18:30 and 24:00 UTC.
// Days are 'YYYY-MM-DD' strings, which sort and compare as the days they name.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000
const DAY_MS = 86_400_000

type Instant = string | number | Date

const shifted = (at: Instant) => new Date(new Date(at).getTime() + IST_OFFSET_MS)

/** The day in India (YYYY-MM-DD) of an instant; today when none is given. */
export const istDay = (at: Instant = Date.now()) => shifted(at).toISOString().slice(0, 10)

/** The month in India (YYYY-MM) of an instant; this month when none is given. */
export const istMonth = (at: Instant = Date.now()) => istDay(at).slice(0, 7)

/** Date and time in India as 'YYYY-MM-DD HH:MM', for spreadsheets. */
export const istDateTime = (at: Instant) => shifted(at).toISOString().slice(0, 16).replace('T', ' ')

/** The instant an Indian day starts. */
export const istMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS)

const dayPlus = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

export const nextDay = (day: string) => dayPlus(day, 1)
export const daysBefore = (day: string, days: number) => dayPlus(day, -days)

/** The month after a month (YYYY-MM). */
export function nextMonth(month: string) {
  const [year, number] = month.split('-').map(Number) as [number, number]
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`
}

/**
 * The instant a month after `at` by India's calendar: the same time on the same day of the next
 * month, or on its last day when it has no such day (31 Jan -> 28 or 29 Feb). An ISO string.
 */
export function oneMonthAfter(at: Instant): string {
  const local = shifted(at)
  const day = local.getUTCDate()
  const next = nextMonth(local.toISOString().slice(0, 7))
  const [year, month] = next.split('-').map(Number) as [number, number]
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const target = new Date(local)
  target.setUTCFullYear(year, month - 1, Math.min(day, lastDay))
  return new Date(target.getTime() - IST_OFFSET_MS).toISOString()
}

/** 0 for Sunday to 6 for Saturday. */
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay()

/** Counts `days` days after the Indian day of `at`, skipping the days `closed` names. */
function addOpenDays(at: Instant, days: number, closed: (weekday: number) => boolean) {
  let day = istDay(at)
  for (let left = days; left > 0;) {
    day = nextDay(day)
    if (!closed(weekday(day))) left -= 1
  }
  return day
}

/** Working days are Monday to Saturday (the shop's support days). */
export const addWorkingDays = (at: Instant, days: number) =>
  addOpenDays(at, days, (day) => day === 0)

/** Business days (banks) are Monday to Friday. */
export const addBusinessDays = (at: Instant, days: number) =>
  addOpenDays(at, days, (day) => day === 0 || day === 6)

/** When and on which days the shop dispatches parcels (the delivery settings). */
export type DispatchCalendar = {
  /** 'HH:MM' in India: an order placed at or after it leaves on the next working day. */
  cutoffTime: string
  /** 0 for Sunday to 6 for Saturday; at least one. */
  workingDays: readonly number[]
  /** Days (YYYY-MM-DD) the shop does not dispatch. */
  holidays: readonly string[]
}

const isOpen = (day: string, calendar: DispatchCalendar) =>
  calendar.workingDays.includes(weekday(day)) && !calendar.holidays.includes(day)

/** The first day from `day` on (itself included) that the shop dispatches. */
function openFrom(day: string, calendar: DispatchCalendar) {
  let open = day
  while (!isOpen(open, calendar)) open = nextDay(open)
  return open
}

/** The day an order placed at `at` leaves the shop: that day before the cut-off, if it is open. */
export function dispatchDay(at: Instant, calendar: DispatchCalendar): string {
  const time = shifted(at).toISOString().slice(11, 16)
  const day = istDay(at)
  return time < calendar.cutoffTime ? openFrom(day, calendar) : openFrom(nextDay(day), calendar)
}

/** The day delivery is promised for: `days` of the shop's working days after dispatch. */
export function deliveryDay(at: Instant, days: number, calendar: DispatchCalendar): string {
  let day = dispatchDay(at, calendar)
  for (let left = days; left > 0; left -= 1) day = openFrom(nextDay(day), calendar)
  return day
}

/** India's financial year (1 April - 31 March) of a day in India, as '26-27'. */
export function financialYear(istDay: string): string {
  const year = Number(istDay.slice(0, 4))
  const month = Number(istDay.slice(5, 7))
  const start = month >= 4 ? year : year - 1
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`
}

/** How the shop writes a date, to shoppers and admins alike: '28 Nov 2026' (en-IN). */
export const DATE_PARTS = { day: 'numeric', month: 'short', year: 'numeric' } as const

// Date formats are built when first used: a browser builds its first one from ICU's data on the
// main thread, which a page that writes no date should not wait for (decision 086).
let dayFormat: Intl.DateTimeFormat | undefined
let promiseFormat: Intl.DateTimeFormat | undefined

/** A day (YYYY-MM-DD), such as a pickup or a due date, as the shop writes dates: '28 Nov 2026'. */
export const formatDay = (day: string) =>
  (dayFormat ??= new Intl.DateTimeFormat('en-IN', { ...DATE_PARTS, timeZone: 'UTC' })).format(
    new Date(`${day}T00:00:00Z`),
  )

/** A promised delivery day as the shop writes it: 'Sat, 28 Nov'. */
export const formatDeliveryDay = (day: string) =>
  (promiseFormat ??= new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })).format(new Date(`${day}T00:00:00Z`))
