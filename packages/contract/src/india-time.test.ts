import { describe, expect, it } from 'vitest'
import {
  addBusinessDays,
  addWorkingDays,
  daysBefore,
  deliveryDay,
  dispatchDay,
  financialYear,
  formatDay,
  formatDeliveryDay,
  istDateTime,
  istDay,
  istMidnight,
  istMonth,
  nextDay,
  nextMonth,
  oneMonthAfter,
} from './india-time.js'

describe('the India day', () => {
  it('turns at 18:30 UTC, not at midnight UTC', () => {
    expect(istDay('2027-03-30T18:29:59.999Z')).toBe('2027-03-30')
    expect(istDay('2027-03-30T18:30:00.000Z')).toBe('2027-03-31')
    // 23:50 IST on 31 March is 18:20 UTC; 00:10 IST on 1 April is 18:40 UTC on 31 March.
    expect(istDay('2027-03-31T23:50:00+05:30')).toBe('2027-03-31')
    expect(istDay('2027-04-01T00:10:00+05:30')).toBe('2027-04-01')
    expect(istMonth('2027-03-31T18:40:00Z')).toBe('2027-04')
  })

  it('is today by default, whatever the clock zone', () => {
    const now = Date.parse('2026-11-25T20:00:00Z')
    expect(istDay(now)).toBe('2026-11-26')
    expect(istDay(new Date(now))).toBe('2026-11-26')
  })

  it('starts at 18:30 UTC of the day before', () => {
    expect(istMidnight('2027-04-01').toISOString()).toBe('2027-03-31T18:30:00.000Z')
    expect(istDateTime('2027-03-31T18:40:00Z')).toBe('2027-04-01 00:10')
  })

  it('counts days across months and years', () => {
    expect(nextDay('2027-02-28')).toBe('2027-03-01')
    expect(nextDay('2028-02-28')).toBe('2028-02-29')
    expect(nextDay('2026-12-31')).toBe('2027-01-01')
    expect(daysBefore('2027-03-01', 29)).toBe('2027-01-31')
  })

  it('skips Sundays for working days and weekends for business days', () => {
    // Friday 26 March 2027, 23:50 IST (still Friday in India, Friday in UTC too).
    expect(addWorkingDays('2027-03-26T18:20:00Z', 3)).toBe('2027-03-30')
    // 00:10 IST on Saturday 27 March is Friday evening in UTC: the count starts from Saturday.
    expect(addWorkingDays('2027-03-26T18:40:00Z', 1)).toBe('2027-03-29')
    expect(addBusinessDays('2027-03-26T18:40:00Z', 5)).toBe('2027-04-02')
  })

  it('runs the financial year from April to March', () => {
    expect(financialYear('2026-03-31')).toBe('25-26')
    expect(financialYear('2026-04-01')).toBe('26-27')
    expect(financialYear('2099-12-01')).toBe('99-00')
    expect(financialYear(istDay('2027-03-31T18:40:00Z'))).toBe('27-28')
  })
})

describe('a day as the shop writes it', () => {
  it('is day, short month and year, the same day whatever the clock', () => {
    expect(formatDay('2026-11-28')).toBe('28 Nov 2026')
    expect(formatDay('2027-01-01')).toBe('1 Jan 2027')
    expect(formatDay('2027-03-31')).toBe('31 Mar 2027')
  })
})

describe('the promised delivery day', () => {
  // Monday to Saturday, cut-off 14:00 IST, Christmas off.
  const shop = { cutoffTime: '14:00', workingDays: [1, 2, 3, 4, 5, 6], holidays: ['2026-12-25'] }
  const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`)

  it('dispatches the same day before the cut-off and the next working day from it on', () => {
    // Thursday 26 November 2026.
    expect(dispatchDay(ist('2026-11-26', '13:59'), shop)).toBe('2026-11-26')
    expect(dispatchDay(ist('2026-11-26', '14:00'), shop)).toBe('2026-11-27')
    expect(deliveryDay(ist('2026-11-26', '09:00'), 2, shop)).toBe('2026-11-28')
    expect(deliveryDay(ist('2026-11-26', '15:00'), 2, shop)).toBe('2026-11-30')
  })

  it('counts the India day, not the UTC one: 00:10 IST on Saturday is Friday in UTC', () => {
    expect(dispatchDay(new Date('2026-11-27T18:40:00Z'), shop)).toBe('2026-11-28')
    expect(dispatchDay(new Date('2026-11-27T18:20:00Z'), shop)).toBe('2026-11-28')
  })

  it('skips the weekend: an order on Sunday leaves on Monday', () => {
    expect(dispatchDay(ist('2026-11-29', '10:00'), shop)).toBe('2026-11-30')
    expect(deliveryDay(ist('2026-11-28', '15:00'), 1, shop)).toBe('2026-12-01')
    const weekdays = { ...shop, workingDays: [1, 2, 3, 4, 5] }
    expect(deliveryDay(ist('2026-11-27', '15:00'), 3, weekdays)).toBe('2026-12-03')
  })

  it("skips the shop's holidays, and crosses month and year ends", () => {
    expect(dispatchDay(ist('2026-12-25', '09:00'), shop)).toBe('2026-12-26')
    expect(deliveryDay(ist('2026-12-24', '15:00'), 1, shop)).toBe('2026-12-28')
    expect(deliveryDay(ist('2026-12-30', '10:00'), 3, shop)).toBe('2027-01-02')
    expect(deliveryDay(ist('2027-02-26', '16:00'), 1, shop)).toBe('2027-03-01')
  })

  it('writes the day as the product page says it', () => {
    expect(formatDeliveryDay('2026-11-28')).toBe('Sat, 28 Nov')
    expect(formatDeliveryDay('2027-01-01')).toBe('Fri, 1 Jan')
  })
})

describe('a month after an instant, by the calendar in India', () => {
  it('is the same time on the same day of the next month', () => {
    expect(oneMonthAfter('2026-11-28T05:00:00.000Z')).toBe('2026-12-28T05:00:00.000Z')
    expect(oneMonthAfter('2026-12-15T10:00:00.000Z')).toBe('2027-01-15T10:00:00.000Z')
  })

  it("takes the month's last day when it has no such day", () => {
    expect(oneMonthAfter('2027-01-31T06:30:00.000Z')).toBe('2027-02-28T06:30:00.000Z')
    expect(oneMonthAfter('2028-01-31T06:30:00.000Z')).toBe('2028-02-29T06:30:00.000Z')
  })

  it("counts from India's day: 00:10 IST on 1 Dec is 30 Nov in UTC", () => {
    expect(oneMonthAfter('2026-11-30T18:40:00.000Z')).toBe('2026-12-31T18:40:00.000Z')
    expect(nextMonth('2026-12')).toBe('2027-01')
    expect(nextMonth('2027-03')).toBe('2027-04')
  })
})
