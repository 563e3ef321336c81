import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { creditShares, nextCreditShare } from './refund-split.js'

describe('the credit part of refunds', () => {
  it('gives back ₹400 of credit and ₹599 cash for 3 × ₹333 returned one at a time', () => {
    // 33,300 × 40,000 / 99,900 = 13,333.33 -> 13,333; then 33,300 × 26,667 / 66,600 = 13,333.5
    // -> 13,334; the last unit takes the 13,333 left. Cash: 19,967 + 19,966 + 19,967 = 59,900.
    const shares = creditShares({ total: 99_900, credit: 40_000 }, [33_300, 33_300, 33_300])
    expect(shares).toEqual([13_333, 13_334, 13_333])
    expect(shares.reduce((a, b) => a + b)).toBe(40_000)
  })

  it('refunds nothing as credit for a cash order, and all of it for a credit order', () => {
    expect(creditShares({ total: 100_000, credit: 0 }, [30_000, 70_000])).toEqual([0, 0])
    expect(creditShares({ total: 100_000, credit: 100_000 }, [30_000, 70_000])).toEqual([
      30_000, 70_000,
    ])
  })

  it('takes the next share from what is still unrefunded', () => {
    expect(nextCreditShare({ total: 99_900, credit: 40_000 }, [33_300], 33_300)).toBe(13_334)
    expect(nextCreditShare({ total: 99_900, credit: 40_000 }, [], 99_900)).toBe(40_000)
  })

  // Orders of up to 8 lines, part-paid by credit, their units returned in any order and grouping.
  const returnedOrder = fc
    .array(
      fc.record({
        price: fc.integer({ min: 1, max: 500_000 }),
        units: fc.integer({ min: 1, max: 5 }),
      }),
      {
        minLength: 1,
        maxLength: 8,
      },
    )
    .chain((lines) => {
      const units = lines.flatMap((line) => Array<number>(line.units).fill(line.price))
      const total = units.reduce((a, b) => a + b, 0)
      return fc.record({
        total: fc.constant(total),
        credit: fc.integer({ min: 0, max: total }),
        returns: fc
          .shuffledSubarray(units, { minLength: units.length, maxLength: units.length })
          .chain((order) =>
            fc
              .array(fc.integer({ min: 1, max: 4 }), {
                minLength: order.length,
                maxLength: order.length,
              })
              .map((sizes) => groups(order, sizes)),
          ),
      })
    })

  it('gives back exactly what was paid each way once everything is back, in any sequence', () => {
    fc.assert(
      fc.property(returnedOrder, ({ total, credit, returns }) => {
        const shares = creditShares({ total, credit }, returns)
        shares.forEach((share, i) => {
          const amount = returns[i] ?? 0
          expect(share).toBeGreaterThanOrEqual(0)
          expect(share).toBeLessThanOrEqual(amount)
        })
        expect(shares.reduce((a, b) => a + b, 0)).toBe(credit)
        const cash = returns.reduce((a, b) => a + b, 0) - credit
        expect(cash).toBe(total - credit)
      }),
    )
  })

  it('never gives back more than was paid either way, whatever part has come back', () => {
    fc.assert(
      fc.property(returnedOrder, fc.nat(), ({ total, credit, returns }, cut) => {
        const part = returns.slice(0, cut % (returns.length + 1))
        const shares = creditShares({ total, credit }, part)
        const creditBack = shares.reduce((a, b) => a + b, 0)
        const cashBack = part.reduce((a, b) => a + b, 0) - creditBack
        expect(creditBack).toBeLessThanOrEqual(credit)
        expect(cashBack).toBeLessThanOrEqual(total - credit)
        // In proportion, to within a paisa for each refund so far.
        const fair = (part.reduce((a, b) => a + b, 0) * credit) / total
        expect(Math.abs(creditBack - fair)).toBeLessThanOrEqual(part.length)
      }),
    )
  })
})

/** Unit prices cut into consecutive returns of 1-4 units each. */
function groups(units: number[], sizes: number[]) {
  const amounts: number[] = []
  for (let i = 0, g = 0; i < units.length; g++) {
    const size = sizes[g] ?? 1
    amounts.push(units.slice(i, i + size).reduce((a, b) => a + b, 0))
    i += size
  }
  return amounts
}
