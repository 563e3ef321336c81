import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type BagLine,
  type DiscountRule,
  firstUnitsDiscount,
  priceBag,
  ruleProblem,
  savings,
  unitGroups,
  unitsDiscount,
} from './discounts.js'
import { gstRate, splitInclusive } from './gst.js'

const rule = (over: Partial<DiscountRule> = {}): DiscountRule => ({
  id: 1,
  code: 'FESTIVE20',
  title: 'FESTIVE20',
  kind: 'percent',
  value: 20,
  minBagPaise: 0,
  maxDiscountPaise: null,
  validFrom: null,
  validTo: null,
  usesTotal: null,
  usesPerShopper: null,
  firstOrderOnly: false,
  scope: { categories: [], subCategories: [], products: [] },
  excludeAbovePercent: null,
  active: true,
  ...over,
})

const line = (over: Partial<BagLine> = {}): BagLine => ({
  productId: 1,
  size: 'M',
  quantity: 1,
  unitPaise: 100_000,
  productDiscount: 0,
  categories: [1],
  subCategories: [10],
  ...over,
})

const fresh = { today: '2026-11-28', usesSoFar: 0, shopperUses: 0, hasOrdered: false }

describe('hand-worked bags', () => {
  it('shares ₹100 off ₹999 + 2 × ₹499 by value, to the paisa', () => {
    // Values 99,900 and 99,800 of 199,700: exact shares 5,002.50 and 4,997.50; the tie of
    // remainders goes to the earlier line.
    const bag = [
      line({ unitPaise: 99_900 }),
      line({ productId: 2, quantity: 2, unitPaise: 49_900 }),
    ]
    const priced = priceBag(bag, [], {
      rule: rule({ kind: 'flat', value: 10_000 }),
      context: fresh,
    })
    expect(priced.lines).toEqual([5_003, 4_997])
    expect(priced.total).toBe(10_000)
  })

  it('takes 20% of ₹1,999 rounded down, capped by the maximum', () => {
    const bag = [line({ unitPaise: 199_900 })]
    expect(priceBag(bag, [], { rule: rule(), context: fresh }).total).toBe(39_980)
    const capped = rule({ maxDiscountPaise: 25_000 })
    expect(priceBag(bag, [], { rule: capped, context: fresh }).total).toBe(25_000)
  })

  it('applies the better automatic offer first and the coupon to what it left', () => {
    const bag = [line({ unitPaise: 100_000, quantity: 2 })]
    const offers = [
      { rule: rule({ id: 7, code: null, title: '10% off kurtas', value: 10 }), context: fresh },
      {
        rule: rule({ id: 8, code: null, title: '₹150 off', kind: 'flat', value: 15_000 }),
        context: fresh,
      },
    ]
    const priced = priceBag(bag, offers, { rule: rule({ value: 70 }), context: fresh })
    // 10% of ₹2,000 is ₹200, more than ₹150; 70% of the ₹1,800 left is ₹1,260.
    expect(priced.offer?.rule.id).toBe(7)
    expect(priced.offer?.amount).toBe(20_000)
    expect(priced.coupon?.amount).toBe(126_000)
    expect(priced.total).toBe(146_000)
  })

  it('leaves out lines out of scope and lines discounted above the limit', () => {
    const bag = [
      line({ productId: 1, categories: [1], unitPaise: 50_000 }),
      line({ productId: 2, categories: [2], unitPaise: 50_000 }),
      line({ productId: 3, categories: [1], unitPaise: 50_000, productDiscount: 60 }),
    ]
    const scoped = rule({
      scope: { categories: [1], subCategories: [], products: [] },
      excludeAbovePercent: 50,
    })
    expect(priceBag(bag, [], { rule: scoped, context: fresh }).lines).toEqual([10_000, 0, 0])
  })

  it('says what is wrong, in the order a shopper can act on', () => {
    const bag = [line({ unitPaise: 100_000 })]
    const problem = (over: Partial<DiscountRule>, context = fresh) =>
      ruleProblem(rule(over), bag, context)?.code
    expect(problem({ active: false })).toBe('COUPON_INACTIVE')
    expect(problem({ validFrom: '2026-11-29' })).toBe('COUPON_NOT_YET_VALID')
    expect(problem({ validTo: '2026-11-27' })).toBe('COUPON_EXPIRED')
    expect(problem({ validTo: '2026-11-28', validFrom: '2026-11-28' })).toBeUndefined()
    expect(problem({ usesTotal: 10 }, { ...fresh, usesSoFar: 10 })).toBe('COUPON_EXHAUSTED')
    expect(problem({ usesPerShopper: 1 }, { ...fresh, shopperUses: 1 })).toBe('COUPON_ALREADY_USED')
    expect(problem({ firstOrderOnly: true }, { ...fresh, hasOrdered: true })).toBe(
      'COUPON_FIRST_ORDER_ONLY',
    )
    expect(problem({ scope: { categories: [], subCategories: [], products: [9] } })).toBe(
      'COUPON_OUT_OF_SCOPE',
    )
    const short = ruleProblem(rule({ minBagPaise: 124_000 }), bag, fresh)
    expect(short).toEqual({
      code: 'COUPON_BELOW_MINIMUM',
      message: 'FESTIVE20 needs ₹1,240 of eligible items: add ₹240 more',
      shortPaise: 24_000,
    })
  })

  it('gives units of a line the same discount, the first ones a paisa more', () => {
    expect(unitGroups(100_000, 1_001, 3)).toEqual([
      { count: 2, discount: 668, pricePaise: 99_666 },
      { count: 1, discount: 333, pricePaise: 99_667 },
    ])
    expect(firstUnitsDiscount(1_001, 3, 1)).toBe(334)
    expect(firstUnitsDiscount(1_001, 3, 3)).toBe(1_001)
  })

  it('refunds a return of 1 then 2 units what they paid after the discount', () => {
    const sold = { discount: 1_001, quantity: 3 }
    const first = unitsDiscount(sold, 0, 0, 1)
    const rest = unitsDiscount(sold, 1, first, 2)
    expect([first, rest]).toEqual([334, 667])
  })

  it('counts the savings from MRP and the discount', () => {
    expect(savings([{ mrpPaise: 150_000, unitPaise: 100_000, quantity: 2 }], 20_000)).toBe(120_000)
  })
})

const ruleArb = fc.record({
  kind: fc.constantFrom<'percent' | 'flat'>('percent', 'flat'),
  percent: fc.integer({ min: 1, max: 100 }),
  flat: fc.integer({ min: 1, max: 5_000_00 }),
  cap: fc.option(fc.integer({ min: 1, max: 10_000_00 }), { nil: null }),
  products: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
})

const bagArb = fc.array(
  fc.record({
    productId: fc.integer({ min: 1, max: 6 }),
    quantity: fc.integer({ min: 1, max: 10 }),
    // Whole rupees around the 5% / 18% threshold too.
    unitPaise: fc.oneof(
      fc.integer({ min: 1, max: 10_000 }).map((r) => r * 100),
      fc.integer({ min: 2_600, max: 2_700 }).map((r) => r * 100),
    ),
    hsn: fc.constantFrom('6211', '6109', '5208', '4202'),
  }),
  { minLength: 1, maxLength: 6 },
)

type RawRule = typeof ruleArb extends fc.Arbitrary<infer T> ? T : never

const toRule = (r: RawRule, id: number, code: string | null) =>
  rule({
    id,
    code,
    kind: r.kind,
    value: r.kind === 'percent' ? r.percent : r.flat,
    maxDiscountPaise: r.cap,
    scope: { categories: [], subCategories: [], products: r.products },
  })

describe('over random bags, coupons and returns', () => {
  it('line discounts add up to the total and never exceed a line', () => {
    fc.assert(
      fc.property(bagArb, ruleArb, ruleArb, (raw, offerRaw, couponRaw) => {
        const bag = raw.map((l) => line(l))
        const priced = priceBag(bag, [{ rule: toRule(offerRaw, 1, null), context: fresh }], {
          rule: toRule(couponRaw, 2, 'C'),
          context: fresh,
        })
        expect(priced.lines.reduce((a, b) => a + b, 0)).toBe(priced.total)
        priced.lines.forEach((d, i) => {
          expect(d).toBeGreaterThanOrEqual(0)
          expect(d).toBeLessThanOrEqual(
            (bag[i] as BagLine).unitPaise * (bag[i] as BagLine).quantity,
          )
        })
      }),
    )
  })

  it('tax + taxable is each invoice line, and the invoice is what the shopper pays', () => {
    fc.assert(
      fc.property(bagArb, ruleArb, fc.boolean(), (raw, couponRaw, intra) => {
        const bag = raw.map((l) => line(l))
        const priced = priceBag(bag, [], { rule: toRule(couponRaw, 2, 'C'), context: fresh })
        let invoiced = 0
        raw.forEach((l, i) => {
          for (const group of unitGroups(l.unitPaise, priced.lines[i] as number, l.quantity)) {
            const amount = group.count * group.pricePaise
            const split = splitInclusive(amount, gstRate(l.hsn, group.pricePaise), intra)
            expect(split.taxable + split.cgst + split.sgst + split.igst).toBe(amount)
            invoiced += split.total
          }
        })
        const goods = raw.reduce((s, l) => s + l.unitPaise * l.quantity, 0)
        expect(invoiced).toBe(goods - priced.total)
      }),
    )
  })

  it('refunds of every unit, in any pieces and order, are what was paid', () => {
    fc.assert(
      fc.property(
        bagArb,
        ruleArb,
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 10 }), fc.boolean()), {
          maxLength: 30,
        }),
        (raw, couponRaw, steps) => {
          const bag = raw.map((l) => line(l))
          const priced = priceBag(bag, [], { rule: toRule(couponRaw, 2, 'C'), context: fresh })
          const back = raw.map(() => ({ units: 0, discount: 0, paid: 0 }))
          const take = (i: number, count: number) => {
            const l = raw[i] as (typeof raw)[number]
            const b = back[i] as (typeof back)[number]
            const sold = { discount: priced.lines[i] as number, quantity: l.quantity }
            const d = unitsDiscount(sold, b.units, b.discount, count)
            expect(d).toBeGreaterThanOrEqual(0)
            b.units += count
            b.discount += d
            b.paid += count * l.unitPaise - d
          }
          // Random partial returns (some rejected: nothing taken), then the rest.
          for (const [at, count, rejected] of steps) {
            const i = at % raw.length
            const left =
              (raw[i] as (typeof raw)[number]).quantity - (back[i] as (typeof back)[number]).units
            if (left === 0 || rejected) continue
            take(i, Math.min(count, left))
          }
          raw.forEach((l, i) => {
            const left = l.quantity - (back[i] as (typeof back)[number]).units
            if (left > 0) take(i, left)
          })
          const paid = raw.reduce((s, l) => s + l.unitPaise * l.quantity, 0) - priced.total
          expect(back.reduce((s, b) => s + b.paid, 0)).toBe(paid)
          back.forEach((b, i) => expect(b.discount).toBe(priced.lines[i]))
        },
      ),
    )
  })

  it('credit notes of units in pieces add up to the line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 10 }),
        (quantity, discount, pieces) => {
          let before = 0
          let sum = 0
          for (const p of [...pieces, quantity]) {
            const count = Math.min(p, quantity - before)
            sum +=
              firstUnitsDiscount(discount, quantity, before + count) -
              firstUnitsDiscount(discount, quantity, before)
            before += count
          }
          expect(sum).toBe(discount)
        },
      ),
    )
  })
})
