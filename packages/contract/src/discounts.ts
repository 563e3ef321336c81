// Coupons and automatic offers: who may use one, what it takes off a bag, and how that amount
// is shared among the lines and units of an order, in whole paise (decisions 080 and 081). The
// bag and the server both compute with this module; the server's answer is the one charged.

import { chargeShares } from './gst.js'
import { formatPaise } from './numbers.js'

export type DiscountKind = 'percent' | 'flat'

/** What a coupon or an automatic offer may take off; an empty scope covers every product. */
export type DiscountScope = { categories: number[]; subCategories: number[]; products: number[] }

/** A coupon (with a code) or an automatic offer (code null), in paise and IST days. */
export type DiscountRule = {
  id: number
  code: string | null
  /** The offer's name as shoppers read it ("10% off kurtas this week"); a coupon shows its code. */
  title: string
  kind: DiscountKind
  /** Whole percent for 'percent', paise for 'flat'. */
  value: number
  minBagPaise: number
  maxDiscountPaise: number | null
  validFrom: string | null
  validTo: string | null
  usesTotal: number | null
  usesPerShopper: number | null
  firstOrderOnly: boolean
  scope: DiscountScope
  /** Lines whose product is already discounted by more than this percent are left out. */
  excludeAbovePercent: number | null
  active: boolean
}

/** One line of a bag as priced by the store: its sale price per unit and what it belongs to. */
export type BagLine = {
  productId: number
  size: string
  quantity: number
  /** The price after the product's own discount, tax included. */
  unitPaise: number
  /** The product's own discount off MRP, in percent. */
  productDiscount: number
  categories: number[]
  subCategories: number[]
}

/** What a shopper and the rule's uses are at the time of asking. */
export type UseContext = {
  today: string
  usesSoFar: number
  shopperUses: number
  /** The shopper has placed an order before that was not cancelled. */
  hasOrdered: boolean
}

/** Why a rule does not apply, each with a stable code the API answers with. */
export type RuleProblem = {
  code:
    | 'COUPON_UNKNOWN'
    | 'COUPON_INACTIVE'
    | 'COUPON_NOT_YET_VALID'
    | 'COUPON_EXPIRED'
    | 'COUPON_EXHAUSTED'
    | 'COUPON_ALREADY_USED'
    | 'COUPON_FIRST_ORDER_ONLY'
    | 'COUPON_OUT_OF_SCOPE'
    | 'COUPON_BELOW_MINIMUM'
  message: string
  /** For COUPON_BELOW_MINIMUM: what more the bag needs, in paise. */
  shortPaise?: number
}

/** Whether a line is one the rule takes money off. */
export function inScope(rule: Pick<DiscountRule, 'scope' | 'excludeAbovePercent'>, line: BagLine) {
  if (rule.excludeAbovePercent !== null && line.productDiscount > rule.excludeAbovePercent) {
    return false
  }
  const { categories, subCategories, products } = rule.scope
  if (categories.length + subCategories.length + products.length === 0) return true
  return (
    products.includes(line.productId) ||
    line.categories.some((id) => categories.includes(id)) ||
    line.subCategories.some((id) => subCategories.includes(id))
  )
}

const lineValue = (line: Pick<BagLine, 'unitPaise' | 'quantity'>) => line.unitPaise * line.quantity

/** The value of the lines the rule covers, each after what was already taken off it. */
function eligibleValue(rule: DiscountRule, bag: BagLine[], taken: number[]) {
  return bag.reduce(
    (sum, line, i) => (inScope(rule, line) ? sum + lineValue(line) - (taken[i] ?? 0) : sum),
    0,
  )
}

/**
 * Why the rule does not apply to this bag now, or null. Checked in the order a shopper can act
 * on: the rule itself, then her, then the bag. `taken` is what an automatic offer already took
 * off each line; the minimum is measured on what is left of the lines the rule covers.
 */
export function ruleProblem(
  rule: DiscountRule,
  bag: BagLine[],
  context: UseContext,
  taken: number[] = [],
): RuleProblem | null {
  const name = rule.code ?? rule.title
  if (!rule.active) return { code: 'COUPON_INACTIVE', message: `${name} is not active` }
  if (rule.validFrom !== null && context.today < rule.validFrom) {
    return { code: 'COUPON_NOT_YET_VALID', message: `${name} is valid from ${rule.validFrom}` }
  }
  if (rule.validTo !== null && context.today > rule.validTo) {
    return { code: 'COUPON_EXPIRED', message: `${name} expired on ${rule.validTo}` }
  }
  if (rule.usesTotal !== null && context.usesSoFar >= rule.usesTotal) {
    return { code: 'COUPON_EXHAUSTED', message: `${name} has been used up` }
  }
  if (rule.usesPerShopper !== null && context.shopperUses >= rule.usesPerShopper) {
    return {
      code: 'COUPON_ALREADY_USED',
      message:
        rule.usesPerShopper === 1
          ? `You have already used ${name}`
          : `You have already used ${name} ${rule.usesPerShopper} times`,
    }
  }
  if (rule.firstOrderOnly && context.hasOrdered) {
    return { code: 'COUPON_FIRST_ORDER_ONLY', message: `${name} is for a first order only` }
  }
  if (!bag.some((line) => inScope(rule, line))) {
    return {
      code: 'COUPON_OUT_OF_SCOPE',
      message: `${name} does not apply to anything in your bag`,
    }
  }
  const value = eligibleValue(rule, bag, taken)
  if (value < rule.minBagPaise) {
    const shortPaise = rule.minBagPaise - value
    return {
      code: 'COUPON_BELOW_MINIMUM',
      message: `${name} needs ${formatPaise(rule.minBagPaise)} of eligible items: add ${formatPaise(shortPaise)} more`,
      shortPaise,
    }
  }
  return null
}

/**
 * What the rule takes off the lines it covers, in paise: a percent of their value rounded down
 * to the paisa (never more than advertised), at most `maxDiscountPaise`; a flat amount at most
 * their value.
 */
export function ruleAmount(rule: DiscountRule, bag: BagLine[], taken: number[] = []) {
  const value = eligibleValue(rule, bag, taken)
  const raw = rule.kind === 'percent' ? Math.floor((value * rule.value) / 100) : rule.value
  return Math.min(raw, value, rule.maxDiscountPaise ?? Number.POSITIVE_INFINITY)
}

/**
 * Shares an amount among the lines the rule covers, in proportion to what is left of each, to
 * the paisa by largest remainder: the shares add up to the amount exactly.
 */
export function lineShares(
  rule: DiscountRule,
  bag: BagLine[],
  amount: number,
  taken: number[] = [],
) {
  const values = bag.map((line, i) => (inScope(rule, line) ? lineValue(line) - (taken[i] ?? 0) : 0))
  return values.every((v) => v === 0) ? values : chargeShares(amount, values)
}

/** One rule applied to a bag: what it took off in all and per line. */
export type Applied = { rule: DiscountRule; amount: number; lines: number[] }

/** The discounts on a bag: the automatic offer, then the coupon, and their sum per line. */
export type BagDiscount = {
  offer: Applied | null
  coupon: Applied | null
  total: number
  lines: number[]
}

/**
 * Prices a bag's discounts. Of the automatic offers that apply, the one taking off most wins
 * (the earlier rule on a tie); at most one. The coupon then applies to what the offer left of
 * each line, so the two together never take off more than the bag is worth, and each percent
 * compounds rather than adds (decision 080). A coupon that does not apply is the caller's to
 * report (`ruleProblem`).
 */
export function priceBag(
  bag: BagLine[],
  offers: Array<{ rule: DiscountRule; context: UseContext }>,
  coupon: { rule: DiscountRule; context: UseContext } | null,
): BagDiscount {
  let offer: Applied | null = null
  for (const { rule, context } of offers) {
    if (ruleProblem(rule, bag, context) !== null) continue
    const amount = ruleAmount(rule, bag)
    if (amount > 0 && (offer === null || amount > offer.amount)) {
      offer = { rule, amount, lines: lineShares(rule, bag, amount) }
    }
  }
  const taken = offer?.lines ?? bag.map(() => 0)
  let applied: Applied | null = null
  if (coupon && ruleProblem(coupon.rule, bag, coupon.context, taken) === null) {
    const amount = ruleAmount(coupon.rule, bag, taken)
    applied = { rule: coupon.rule, amount, lines: lineShares(coupon.rule, bag, amount, taken) }
  }
  const lines = bag.map((_, i) => (taken[i] ?? 0) + (applied?.lines[i] ?? 0))
  return { offer, coupon: applied, total: (offer?.amount ?? 0) + (applied?.amount ?? 0), lines }
}

/**
 * The discount of the first `count` units of a line of `quantity` units discounted `discount`
 * paise in all: each unit takes the same whole paise and the first `discount % quantity` units
 * one paisa more, so all the units together take exactly the line's discount.
 */
export function firstUnitsDiscount(discount: number, quantity: number, count: number) {
  if (quantity === 0) return 0
  return count * Math.floor(discount / quantity) + Math.min(count, discount % quantity)
}

/**
 * The units of a line as groups of one price after discount: the first `discount % quantity`
 * units pay a paisa less than the rest. One group when the discount divides evenly.
 */
export function unitGroups(unitPaise: number, discount: number, quantity: number) {
  const each = Math.floor(discount / quantity)
  const more = discount % quantity
  const groups = [
    { count: more, discount: more * (each + 1), pricePaise: unitPaise - each - 1 },
    { count: quantity - more, discount: (quantity - more) * each, pricePaise: unitPaise - each },
  ]
  return groups.filter((group) => group.count > 0)
}

/**
 * The discount of `count` units of a line when `back` units came back before them with
 * `backDiscount` of its discount: their share of what is left, rounded to the paisa, and all of
 * it for the last units. Whatever order and pieces the units come back in, once all are back
 * their discounts add up to the line's discount (decision 081).
 */
export function unitsDiscount(
  line: { discount: number; quantity: number },
  back: number,
  backDiscount: number,
  count: number,
) {
  const units = line.quantity - back
  const left = line.discount - backDiscount
  if (count >= units) return left
  return Math.round((count * left) / units)
}

/** What the shopper saves on a bag: MRP minus the sale price of every unit, plus the discounts. */
export const savings = (
  bag: Array<{ mrpPaise: number; unitPaise: number; quantity: number }>,
  discountPaise: number,
) =>
  bag.reduce((sum, line) => sum + (line.mrpPaise - line.unitPaise) * line.quantity, 0) +
  discountPaise

/** Offers shoppers can read: how far a bag is from a rule, "Add ₹240 more for 20% off". */
export function ruleHeadline(rule: Pick<DiscountRule, 'kind' | 'value' | 'maxDiscountPaise'>) {
  const off = rule.kind === 'percent' ? `${rule.value}% off` : `${formatPaise(rule.value)} off`
  return rule.maxDiscountPaise === null
    ? off
    : `${off} (up to ${formatPaise(rule.maxDiscountPaise)})`
}
