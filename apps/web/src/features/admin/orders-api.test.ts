import { expect, it } from 'vitest'
import { monthInIndia, monthRange } from './orders-api'

it('spans a month from its first to its last day, leap years included', () => {
  expect(monthRange('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' })
  expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
  expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' })
})

it("takes this month as India's: 30 November 19:00 UTC is already December there", () => {
  expect(monthInIndia(Date.parse('2026-11-30T19:00:00Z'))).toBe('2026-12')
  expect(monthInIndia(Date.parse('2026-11-30T18:00:00Z'))).toBe('2026-11')
})
