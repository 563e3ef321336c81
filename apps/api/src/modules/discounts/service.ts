import {
  type BagDiscount,
  type BagLine,
  type CouponCheck,
  type DiscountRule,
  type DiscountScope,
  STACKING_RULE,
  istDay,
  priceBag,
  ruleAmount,
  ruleHeadline,
  ruleProblem,
  type RuleProblem,
  type UseContext,
} from '@store/contract'
import type { Db } from '../../db/index.js'
import { isUniqueViolation, nowIso, parseJson } from '../../db/sql.js'
import { AppError, conflict, notFound } from '../../lib/errors.js'
import { toPaise, toRupees } from '../../lib/money.js'
import {
  type ProductForSale,
  type Shelf,
  assertSizeOffered,
  salePricePaise,
} from '../../records/product.js'
import * as repo from './repo.js'

/** A coupon's or an offer's fields as the admin routes take them, in rupees and IST days. */
export type RuleInput = {
  code?: string
  title?: string
  kind: 'percent' | 'flat'
  value: number
  minBag?: number | undefined
  maxDiscount?: number | undefined
  validFrom?: string | undefined
  validTo?: string | undefined
  usesTotal?: number | undefined
  usesPerShopper?: number | undefined
  firstOrderOnly: boolean
  scope: { categories: string[]; subCategories: string[]; products: string[] }
  excludeAbovePercent?: number | undefined
  active: boolean
}

const EMPTY_SCOPE: DiscountScope = { categories: [], subCategories: [], products: [] }

export function ruleOf(row: repo.RuleRow): DiscountRule {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    kind: row.kind === 'flat' ? 'flat' : 'percent',
    value: row.value,
    minBagPaise: row.min_bag_paise,
    maxDiscountPaise: row.max_discount_paise,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    usesTotal: row.uses_total,
    usesPerShopper: row.uses_per_shopper,
    firstOrderOnly: row.first_order_only === 1,
    scope: parseJson<DiscountScope>(row.scope, EMPTY_SCOPE),
    excludeAbovePercent: row.exclude_above_percent,
    active: row.active === 1,
  }
}

const problemError = (problem: RuleProblem) =>
  new AppError(problem.code === 'COUPON_UNKNOWN' ? 404 : 409, problem.code, problem.message)

/** What a bag's discounts come to, and the rules that gave them. */
export type PricedBag = BagDiscount & { code: string | null }

/**
 * Coupons and automatic offers: the admin's rules, pricing a bag with them (the rules are
 * packages/contract discounts.ts), and counting uses inside the placing transaction.
 */
export function createDiscountService({
  db,
  hasOrdered,
  shelf,
  placesOf,
}: {
  db: Db
  /** Whether the shopper has an order that was not cancelled (the orders module). */
  hasOrdered: (userId: number) => Promise<boolean>
  /** Live products, priced (the catalogue's inventory). */
  shelf: Shelf
  /** The categories and sub-categories of products (the catalogue). */
  placesOf: (
    productIds: number[],
  ) => Promise<Map<number, { categories: number[]; subCategories: number[] }>>
}) {
  /**
   * Reads all that pricing a bag of these products takes for a shopper (null: a guest, whose own
   * uses are not known yet): the automatic offers on and the coupon asked for, then, only when
   * there is a rule to apply, where the products sit, the shopper's uses of the rules and whether
   * she has ordered, side by side. The pricing itself then reads nothing.
   */
  async function pricingFor(userId: number | null, productIds: number[], code: string | undefined) {
    const [offerRows, couponRow] = await Promise.all([
      repo.activeOffers(db),
      code ? repo.findCoupon(db, code) : undefined,
    ])
    // With no offer on and no coupon, an order skips four statements (decision 098).
    const anyRule = offerRows.length > 0 || couponRow !== undefined
    const [places, mine, ordered] = await Promise.all([
      anyRule ? placesOf(productIds) : new Map<number, never>(),
      userId === null || !anyRule ? new Map<number, number>() : repo.shopperUses(db, userId, code),
      userId === null || !anyRule ? false : hasOrdered(userId),
    ])
    const today = istDay()
    const contexts = new Map(
      [...offerRows, ...(couponRow ? [couponRow] : [])].map((row): [number, UseContext] => [
        row.id,
        { today, usesSoFar: row.uses, shopperUses: mine.get(row.id) ?? 0, hasOrdered: ordered },
      ]),
    )
    return {
      offerRows,
      contexts,

      /** A bag's lines priced from the catalogue, in the order given. */
      bagOf(lines: Array<{ product: ProductForSale; size: string; quantity: number }>): BagLine[] {
        return lines.map(({ product, size, quantity }) => ({
          productId: product.id,
          size,
          quantity,
          unitPaise: salePricePaise(product),
          productDiscount: product.discount,
          categories: places.get(product.id)?.categories ?? [],
          subCategories: places.get(product.id)?.subCategories ?? [],
        }))
      },

      /**
       * The bag's discounts: the best automatic offer, then the coupon when a code is given. A
       * coupon that does not apply is refused with its reason.
       */
      price(bag: BagLine[]): PricedBag {
        if (code && !couponRow) {
          throw problemError({ code: 'COUPON_UNKNOWN', message: `There is no coupon ${code}` })
        }
        const offers = offerRows.map((row) => ({
          rule: ruleOf(row),
          context: contexts.get(row.id) as UseContext,
        }))
        const coupon = couponRow
          ? { rule: ruleOf(couponRow), context: contexts.get(couponRow.id) as UseContext }
          : null
        const priced = priceBag(bag, offers, coupon)
        if (coupon && !priced.coupon) {
          const problem = ruleProblem(coupon.rule, bag, coupon.context, priced.offer?.lines)
          if (problem) throw problemError(problem)
        }
        return { ...priced, code: couponRow?.code ?? null }
      },
    }
  }

  function toRuleAnswer(row: repo.RuleRow, given: Map<number, number>) {
    const rule = ruleOf(row)
    return {
      _id: String(row.id),
      code: row.code ?? '',
      title: row.title,
      kind: rule.kind,
      value: rule.kind === 'flat' ? toRupees(rule.value) : rule.value,
      minBag: toRupees(rule.minBagPaise),
      maxDiscount: rule.maxDiscountPaise === null ? null : toRupees(rule.maxDiscountPaise),
      validFrom: rule.validFrom,
      validTo: rule.validTo,
      usesTotal: rule.usesTotal,
      usesPerShopper: rule.usesPerShopper,
      firstOrderOnly: rule.firstOrderOnly,
      scope: {
        categories: rule.scope.categories.map(String),
        subCategories: rule.scope.subCategories.map(String),
        products: rule.scope.products.map(String),
      },
      excludeAbovePercent: rule.excludeAbovePercent,
      active: rule.active,
      uses: row.uses,
      discountGiven: toRupees(given.get(row.id) ?? 0),
      createdAt: row.created_at,
    }
  }

  const columnsOf = (input: RuleInput, now: string) => ({
    code: input.code ?? null,
    title: input.title ?? input.code ?? '',
    kind: input.kind,
    value: input.kind === 'flat' ? toPaise(input.value) : input.value,
    min_bag_paise: toPaise(input.minBag ?? 0),
    max_discount_paise: input.maxDiscount === undefined ? null : toPaise(input.maxDiscount),
    valid_from: input.validFrom ?? null,
    valid_to: input.validTo ?? null,
    uses_total: input.usesTotal ?? null,
    uses_per_shopper: input.usesPerShopper ?? null,
    first_order_only: input.firstOrderOnly ? 1 : 0,
    scope: JSON.stringify({
      categories: input.scope.categories.map(Number),
      subCategories: input.scope.subCategories.map(Number),
      products: input.scope.products.map(Number),
    }),
    exclude_above_percent: input.excludeAbovePercent ?? null,
    active: input.active ? 1 : 0,
    updated_at: now,
  })

  const codeTaken = (code: string | undefined) =>
    conflict(`Another coupon has the code ${code ?? ''}`, 'COUPON_CODE_TAKEN')

  function admin(automatic: boolean) {
    const what = automatic ? 'Offer' : 'Coupon'
    async function get(id: number) {
      const row = await repo.findRule(db, id, automatic)
      if (!row) throw notFound(`${what} not found`)
      return toRuleAnswer(row, await repo.givenByRule(db, [id]))
    }
    return {
      async list() {
        const rows = await repo.listRules(db, automatic)
        const given = await repo.givenByRule(
          db,
          rows.map((row) => row.id),
        )
        return rows.map((row) => toRuleAnswer(row, given))
      },
      get,
      async create(input: RuleInput) {
        const now = nowIso()
        try {
          const id = await repo.insertRule(db, {
            ...columnsOf(input, now),
            automatic: automatic ? 1 : 0,
            created_at: now,
          })
          return get(id)
        } catch (error) {
          if (isUniqueViolation(error)) throw codeTaken(input.code)
          throw error
        }
      },
      async update(id: number, input: RuleInput) {
        if (!(await repo.findRule(db, id, automatic))) throw notFound(`${what} not found`)
        try {
          await repo.updateRule(db, id, columnsOf(input, nowIso()))
        } catch (error) {
          if (isUniqueViolation(error)) throw codeTaken(input.code)
          throw error
        }
        return get(id)
      },
      async remove(id: number) {
        if (!(await repo.findRule(db, id, automatic))) throw notFound(`${what} not found`)
        await repo.deleteRule(db, id, nowIso())
      },
      async redemptions(id: number) {
        const row = await repo.findRule(db, id, automatic)
        if (!row) throw notFound(`${what} not found`)
        return { rule: row, redemptions: await repo.redemptionsOf(db, id) }
      },
    }
  }

  return {
    coupons: admin(false),
    offers: admin(true),
    pricingFor,

    /** The check a bag or checkout asks for: the discounts and the offers it nearly meets. */
    async check(
      userId: number | null,
      items: Array<{ _id: string; size: string; quantity: number }>,
      code?: string,
    ) {
      const ids = items.map((item) => Number(item._id))
      const [products, pricing] = await Promise.all([
        shelf.liveProducts(ids),
        pricingFor(userId, ids, code),
      ])
      const lines = items.map((item) => {
        const product = products.find((p) => p.id === Number(item._id))
        if (!product) throw notFound('Product not found')
        assertSizeOffered(product, item.size)
        return { product, size: item.size, quantity: item.quantity }
      })
      const bag = pricing.bagOf(lines)
      const priced = pricing.price(bag)
      const goods = bag.reduce((sum, line) => sum + line.unitPaise * line.quantity, 0)
      const offers = pricing.offerRows.flatMap((row) => {
        const rule = ruleOf(row)
        const problem = ruleProblem(rule, bag, pricing.contexts.get(row.id) as UseContext)
        if (problem && problem.code !== 'COUPON_BELOW_MINIMUM') return []
        const applied = priced.offer?.rule.id === row.id
        return [
          {
            _id: String(row.id),
            title: row.title,
            headline: ruleHeadline(rule),
            discount: toRupees(
              applied ? (priced.offer?.amount ?? 0) : problem ? 0 : ruleAmount(rule, bag),
            ),
            addMore: problem?.shortPaise === undefined ? null : toRupees(problem.shortPaise),
            applied,
          },
        ]
      })
      const answer: CouponCheck = {
        code: priced.code,
        discount: toRupees(priced.total),
        couponDiscount: toRupees(priced.coupon?.amount ?? 0),
        total: toRupees(goods - priced.total),
        lines: items.map((line, i) => ({
          _id: line._id,
          size: line.size,
          discount: toRupees(priced.lines[i] ?? 0),
        })),
        offers,
        rule: STACKING_RULE,
      }
      return answer
    },

    /**
     * Counts an order's uses of its offer and coupon in the placing transaction and records what
     * each took off. A rule used up meanwhile refuses the order (nothing of it stays).
     */
    async redeem(trx: Db, userId: number, orderId: number, priced: PricedBag) {
      const now = nowIso()
      for (const applied of [priced.offer, priced.coupon]) {
        if (!applied) continue
        const { rule } = applied
        const name = rule.code ?? rule.title
        if (rule.usesPerShopper !== null) {
          if (!(await repo.takeShopperUse(trx, rule.id, userId, rule.usesPerShopper))) {
            throw new AppError(409, 'COUPON_ALREADY_USED', `You have already used ${name}`)
          }
        }
        if (!(await repo.takeUse(trx, rule.id))) {
          throw new AppError(409, 'COUPON_EXHAUSTED', `${name} has been used up`)
        }
        await repo.insertRedemption(trx, {
          rule_id: rule.id,
          order_id: orderId,
          user_id: userId,
          code: rule.code,
          discount_paise: applied.amount,
          created_at: now,
        })
      }
    },

    /** Gives back an order's uses (it was cancelled before it shipped, or never paid). */
    release: (trx: Db, orderId: number) => repo.releaseOrder(trx, orderId),
  }
}

export type DiscountService = ReturnType<typeof createDiscountService>
