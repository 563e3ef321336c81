import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatOneDecimal, formatPaise, formatRupees, formatWhole } from './numbers.js'

const intlWhole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })
const intlRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
})
const intlOneDecimal = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})

describe('numbers as en-IN writes them', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [12_345, '12,345'],
    [1_00_000, '1,00,000'],
    [12_34_567, '12,34,567'],
    [1_23_45_678, '1,23,45,678'],
    [-45_000, '-45,000'],
    [1299.5, '1,300'],
  ])('%d reads %s', (value, text) => {
    expect(formatWhole(value)).toBe(text)
  })

  it('writes every whole number as Intl.NumberFormat does', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (value) => formatWhole(value) === intlWhole.format(value)),
      { numRuns: 5000 },
    )
    for (let digits = 1; digits <= 16; digits++) {
      const value = Number('9'.repeat(digits))
      expect(formatWhole(value)).toBe(intlWhole.format(value))
    }
  })

  it('rounds halves and fractions of rupees as Intl does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), (paise) => {
        const rupees = paise / 100
        return formatRupees(rupees) === intlRupees.format(rupees)
      }),
      { numRuns: 5000 },
    )
    expect(formatRupees(1299)).toBe('₹1,299')
    expect(formatRupees(-50)).toBe('-₹50')
  })

  it('writes paise as rupees to the paisa as toLocaleString does', () => {
    const intl = (paise: number) => {
      const text = (Math.abs(paise) / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })
      return `${paise < 0 ? '-' : ''}₹${text}`
    }
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), (paise) => {
        return formatPaise(paise) === intl(paise)
      }),
      { numRuns: 5000 },
    )
    expect(formatPaise(104_800)).toBe('₹1,048')
    expect(formatPaise(33_333)).toBe('₹333.33')
    expect(formatPaise(9_950)).toBe('₹99.5')
    expect(formatPaise(5)).toBe('₹0.05')
    expect(formatPaise(-5_000)).toBe('-₹50')
  })

  it('writes ratings with one decimal as Intl does', () => {
    for (let hundredths = 0; hundredths <= 500; hundredths++) {
      const value = hundredths / 100
      expect(formatOneDecimal(value)).toBe(intlOneDecimal.format(value))
    }
    expect(formatOneDecimal(4)).toBe('4.0')
    expect(formatOneDecimal(12_345.67)).toBe('12,345.7')
  })
})
