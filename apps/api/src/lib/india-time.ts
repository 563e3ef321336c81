// Days and months of the shop are India's (UTC+5:30), whatever the server's clock zone.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000
const DAY_MS = 86_400_000

/** The day in India (YYYY-MM-DD) of an instant. */
export const istDay = (iso: string) =>
  new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 10)

/** The instant an Indian day starts. */
export const istMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS)

export const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)

export const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10)

/** Date and time in India as 'YYYY-MM-DD HH:MM', for spreadsheets. */
export const istDateTime = (iso: string) =>
  new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')
