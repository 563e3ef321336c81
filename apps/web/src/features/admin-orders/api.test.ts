import { expect, it } from 'vitest'
import { monthRange } from './api'

it('spans a month from its first to its last day, leap years included', () => {
  expect(monthRange('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' })
  expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
  expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' })
})
