import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  chargeShares,
  consistentPrices,
  gstRate,
  gstStateOf,
  gstinCheckChar,
  gstinProblem,
  inInconsistentBand,
  splitInclusive,
} from './gst.js'

// Hand-worked examples: a tax-inclusive price P at rate r has taxable value P x 100 / (100 + r),
// rounded half up to the paisa; the tax is the rest; CGST takes the odd paisa of an even split.

describe('rate and split of a line', () => {
  it('₹1,049 T-shirt delivered in the store’s state: 5%, CGST 24.98 + SGST 24.97', () => {
    // 104900 x 100 / 105 = 99904.76 -> 99905; tax 4995 -> 2498 + 2497
    expect(gstRate('6109', 104_900)).toBe(5)
    expect(splitInclusive(104_900, 5, true)).toEqual({
      taxable: 99_905,
      cgst: 2_498,
      sgst: 2_497,
      igst: 0,
      total: 104_900,
    })
  })

  it('₹2,499 kurta to another state: 5%, IGST 119.00', () => {
    // 249900 x 100 / 105 = 238000.00; at most 250000 -> 5%
    expect(gstRate('6211', 249_900)).toBe(5)
    expect(splitInclusive(249_900, 5, false)).toEqual({
      taxable: 238_000,
      cgst: 0,
      sgst: 0,
      igst: 11_900,
      total: 249_900,
    })
  })

  it('₹3,540 jacket: 18% (3540 / 1.18 = 3000.00)', () => {
    // at 5%: 354000 x 100 / 105 = 337142.86 > 250000 -> 18%; 354000 x 100 / 118 = 300000
    expect(gstRate('6201', 354_000)).toBe(18)
    expect(splitInclusive(354_000, 18, true)).toEqual({
      taxable: 300_000,
      cgst: 27_000,
      sgst: 27_000,
      igst: 0,
      total: 354_000,
    })
  })

  it('₹2,800 dress is in the band: the invoice applies 18%, the form warns', () => {
    // 5%: 2666.67 > 2500; 18%: 2372.88 <= 2500 -> neither is self-consistent; the rule says 18%
    expect(inInconsistentBand('6204', 280_000)).toBe(true)
    expect(gstRate('6204', 280_000)).toBe(18)
    expect(splitInclusive(280_000, 18, false)).toEqual({
      taxable: 237_288,
      cgst: 0,
      sgst: 0,
      igst: 42_712,
      total: 280_000,
    })
    expect(consistentPrices()).toEqual({ below: 262_500, above: 295_001 })
    expect(inInconsistentBand('6204', 262_500)).toBe(false)
    expect(inInconsistentBand('6204', 262_501)).toBe(true)
    expect(inInconsistentBand('6204', 295_000)).toBe(true)
    expect(inInconsistentBand('6204', 295_001)).toBe(false)
    expect(inInconsistentBand('5208', 280_000)).toBe(false)
  })

  it('a ₹4,000 saree is fabric: 5% whatever the price', () => {
    // 400000 x 100 / 105 = 380952.38 -> 380952; tax 19048 -> 9524 + 9524
    expect(gstRate('5208', 400_000)).toBe(5)
    expect(gstRate('54071010', 900_000)).toBe(5)
    expect(splitInclusive(400_000, 5, true)).toEqual({
      taxable: 380_952,
      cgst: 9_524,
      sgst: 9_524,
      igst: 0,
      total: 400_000,
    })
  })

  it('a multi-line order reconciles to the paisa', () => {
    const lines = [
      { hsn: '6109', unit: 104_900, quantity: 3 },
      { hsn: '6201', unit: 354_000, quantity: 1 },
      { hsn: '5208', unit: 399_999, quantity: 2 },
      { hsn: '6204', unit: 280_000, quantity: 1 },
      { hsn: '6111', unit: 33_333, quantity: 7 },
    ]
    const splits = lines.map((l) =>
      splitInclusive(l.unit * l.quantity, gstRate(l.hsn, l.unit), true),
    )
    const paid = lines.reduce((sum, l) => sum + l.unit * l.quantity, 0)
    const sum = (key: 'taxable' | 'cgst' | 'sgst' | 'igst') =>
      splits.reduce((total, s) => total + s[key], 0)
    expect(sum('taxable') + sum('cgst') + sum('sgst') + sum('igst')).toBe(paid)
    for (const s of splits) expect(Math.abs(s.cgst - s.sgst)).toBeLessThanOrEqual(1)
    // 3 x ₹1,049 = 3147.00: taxable 2997.14, tax 149.86 -> 74.93 + 74.93
    expect(splits[0]).toMatchObject({ taxable: 299_714, cgst: 7_493, sgst: 7_493 })
  })

  it('the rate is decided per piece, not per line', () => {
    // two ₹2,000 shirts make ₹4,000 but each piece is under the threshold
    expect(gstRate('6205', 200_000)).toBe(5)
  })
})

describe('GSTIN', () => {
  it('accepts a valid GSTIN and explains a wrong one', () => {
    expect(gstinCheckChar('29AABCK1234L1Z')).toBe('I')
    expect(gstinProblem('29AABCK1234L1ZI')).toBeNull()
    expect(gstinProblem('29AABCK1234L1ZJ')).toMatch(/check character/)
    expect(gstinProblem('28AABCK1234L1ZI')).toMatch(/no state code/)
    expect(gstinProblem('29AABCK1234L1Z')).toMatch(/15 characters/)
    expect(gstinProblem('29aabck1234l1zi')).toMatch(/15 characters/)
  })
})

describe('states', () => {
  it('finds the state code of a state as typed', () => {
    expect(gstStateOf(' karnataka ')).toEqual({ code: '29', name: 'Karnataka' })
    expect(gstStateOf('Orissa')?.code).toBe('21')
    expect(gstStateOf('Tamil  Nadu')?.code).toBe('33')
    expect(gstStateOf('Atlantis')).toBeUndefined()
  })
})

describe('the Cash on Delivery fee shared over the lines it is supplied with', () => {
  it('₹49 over ₹1,049 and ₹2,099: 1,633 + 3,267 paise, in proportion and whole', () => {
    // 4900 x 104900 / 314800 = 1632.85 -> 1632; 4900 x 209900 / 314800 = 3267.15 -> 3267;
    // one paisa left goes to the larger remainder (0.85): 1633 + 3267 = 4900.
    expect(chargeShares(4_900, [104_900, 209_900])).toEqual([1_633, 3_267])
  })

  it('gives a single line the whole fee, and three equal lines 1,634 + 1,633 + 1,633', () => {
    expect(chargeShares(4_900, [99_900])).toEqual([4_900])
    expect(chargeShares(4_900, [50_000, 50_000, 50_000])).toEqual([1_634, 1_633, 1_633])
  })

  it('always adds up to the fee, each share within a paisa of its exact part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 50 }),
        (fee, values) => {
          const shares = chargeShares(fee, values)
          const whole = values.reduce((sum, value) => sum + value, 0)
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(fee)
          shares.forEach((share, i) => {
            expect(Number.isInteger(share) && share >= 0).toBe(true)
            expect(Math.abs(share - (fee * (values[i] as number)) / whole)).toBeLessThan(1)
          })
        },
      ),
    )
  })
})
