import { istDay, daysBefore, nextDay } from '@store/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { address, createCategory, createProduct } from './factories.js'
import { createTestApp, type TestApp } from './helpers.js'
import { type Admin, type Shopper, signInAdmin, signUpShopper } from './sign-in.js'

let t: TestApp
let admin: Admin
let asha: Shopper
let ashaAddress = ''
let kurtaId = ''
let sareeId = ''
let kurtas = 0

beforeAll(async () => {
  t = await createTestApp()
  admin = await signInAdmin(t)
  asha = await signUpShopper(t, 'Asha Rao')
  ashaAddress = (await asha.call('POST', '/addresss', address)).json().data._id
  const category = await createCategory(t.db, 'Kurtas')
  kurtas = category.id
  kurtaId = String(
    (await createProduct(t.db, { pricePaise: 99_900, stock: 300, categories: [category] })).id,
  )
  sareeId = String((await createProduct(t.db, { pricePaise: 49_900, stock: 300 })).id)
})
afterAll(async () => t.close())

const cod = {
  paymentMethod: 'Cash on Delivery',
  paymentby: 'Cash on Delivery',
  deliveryPartnerInstruction: [],
}

let codes = 0
const newCode = () => `TEST${++codes}`

async function coupon(over: Record<string, unknown> = {}) {
  const res = await admin.call('POST', '/admin/coupons', {
    code: newCode(),
    kind: 'percent',
    value: 10,
    active: true,
    ...over,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as { _id: string; code: string }
}

const bag = (quantity = 1) => [
  { _id: kurtaId, size: 'M', quantity },
  { _id: sareeId, size: 'M', quantity: 2 },
]

const check = (shopper: Shopper, code: string, items = bag()) =>
  shopper.call('POST', '/coupons/check', { code, items })

const place = (shopper: Shopper, couponCode: string | undefined, items = bag()) =>
  shopper.call('POST', '/orders/NewOrder', {
    ...cod,
    orderItems: items,
    addressid: shopper === asha ? ashaAddress : '',
    ...(couponCode ? { couponCode } : {}),
  })

const count = async (table: 'orders' | 'discount_redemptions' | 'stock_holds') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('admin', () => {
  it('saves, lists, changes and deletes coupons, codes case-insensitive and unique', async () => {
    const saved = await coupon({ code: 'festive20', value: 20, minBag: 1999, maxDiscount: 500 })
    expect(saved).toMatchObject({ code: 'FESTIVE20', minBag: 1999, maxDiscount: 500, uses: 0 })
    const again = await admin.call('POST', '/admin/coupons', {
      code: 'Festive20',
      kind: 'flat',
      value: 100,
      minBag: 500,
      active: true,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('COUPON_CODE_TAKEN')
    const changed = await admin.call('PUT', `/admin/coupons/${saved._id}`, {
      code: 'FESTIVE20',
      kind: 'percent',
      value: 25,
      active: false,
    })
    expect(changed.json().data).toMatchObject({ value: 25, active: false, minBag: 0 })
    const list = (await admin.call('GET', '/admin/coupons')).json().data
    expect(list.map((c: { code: string }) => c.code)).toContain('FESTIVE20')
    expect((await admin.call('DELETE', `/admin/coupons/${saved._id}`)).statusCode).toBe(200)
    const after = (await admin.call('GET', '/admin/coupons')).json().data
    expect(after.map((c: { code: string }) => c.code)).not.toContain('FESTIVE20')
  })

  it('refuses bad coupons with a clear 400 and stores nothing', async () => {
    const before = (await admin.call('GET', '/admin/coupons')).json().data.length
    const bad = [
      [{ code: 'x', kind: 'percent', value: 10, active: true }, 'code must be 3 to 20'],
      [{ code: 'BIG', kind: 'percent', value: 95, active: true }, 'at most 90 percent'],
      [{ code: 'FLAT', kind: 'flat', value: 500, minBag: 100, active: true }, 'minBag must be'],
      [
        {
          code: 'DAYS',
          kind: 'percent',
          value: 5,
          validFrom: '2026-12-10',
          validTo: '2026-12-01',
          active: true,
        },
        'validTo must not be before',
      ],
      [{ code: 'ODD', kind: 'percent', value: 5.5, active: true }, 'value must be a whole'],
    ] as const
    for (const [body, message] of bad) {
      const res = await admin.call('POST', '/admin/coupons', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().message).toContain(message)
    }
    expect((await admin.call('GET', '/admin/coupons')).json().data.length).toBe(before)
  })

  it('is for admins only', async () => {
    expect((await asha.call('GET', '/admin/coupons')).statusCode).toBe(403)
    expect(
      (
        await asha.call('POST', '/admin/offers', {
          title: 'Mine',
          kind: 'percent',
          value: 90,
          active: true,
        })
      ).statusCode,
    ).toBe(403)
  })
})

describe('checking and placing with a coupon', () => {
  it('shares the discount among the lines to the paisa and places the order with it', async () => {
    const { code } = await coupon({ kind: 'flat', value: 100, minBag: 1000 })
    // ₹999 + 2 × ₹499: ₹100 shared 50.03 / 49.97.
    const checked = await check(asha, code.toLowerCase())
    expect(checked.statusCode, checked.body).toBe(200)
    expect(checked.json().data).toMatchObject({
      code,
      discount: 100,
      total: 1897,
      lines: [
        { _id: kurtaId, size: 'M', discount: 50.03 },
        { _id: sareeId, size: 'M', discount: 49.97 },
      ],
    })
    const placed = await place(asha, code)
    expect(placed.statusCode, placed.body).toBe(201)
    const order = placed.json().data ?? placed.json().order
    expect(order).toMatchObject({ discount: 100, couponCode: code, totalPrice: 1897 })
    expect(order.orderItems.map((i: { discount: number }) => i.discount).sort()).toEqual([
      49.97, 50.03,
    ])
    const list = (await admin.call('GET', '/admin/coupons')).json().data
    expect(list.find((c: { code: string }) => c.code === code)).toMatchObject({
      uses: 1,
      discountGiven: 100,
    })
    const csv = await admin.call(
      'GET',
      `/admin/coupons/${list.find((c: { code: string }) => c.code === code)._id}/redemptions.csv`,
    )
    expect(csv.body).toContain(`${code},100.00,held`)
  })

  it('refuses each condition with a 4xx naming it, and stores nothing', async () => {
    const today = istDay()
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ active: false }, 'COUPON_INACTIVE'],
      [{ validFrom: nextDay(today) }, 'COUPON_NOT_YET_VALID'],
      [{ validTo: daysBefore(today, 1) }, 'COUPON_EXPIRED'],
      [{ scope: { products: [String(Number(sareeId) + 1000)] } }, 'COUPON_OUT_OF_SCOPE'],
      [{ minBag: 5000 }, 'COUPON_BELOW_MINIMUM'],
      [{ firstOrderOnly: true }, 'COUPON_FIRST_ORDER_ONLY'],
    ]
    // Asha has ordered above, so a first-order coupon is not hers.
    for (const [over, reason] of cases) {
      const { code } = await coupon(over)
      const [orders, redemptions] = [await count('orders'), await count('discount_redemptions')]
      const checked = await check(asha, code)
      expect(checked.statusCode, reason).toBe(409)
      expect(checked.json().code).toBe(reason)
      const placed = await place(asha, code)
      expect(placed.statusCode, reason).toBe(409)
      expect(placed.json()).toMatchObject({ code: reason, message: checked.json().message })
      expect(await count('orders')).toBe(orders)
      expect(await count('discount_redemptions')).toBe(redemptions)
    }
    const short = await check(asha, (await coupon({ minBag: 2237 })).code)
    expect(short.json().message).toContain('add ₹240 more')
    const unknown = await place(asha, 'NOSUCHCODE')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().code).toBe('COUPON_UNKNOWN')
  })

  it('counts uses in all and per shopper, and gives them back when the order is cancelled', async () => {
    const { code, _id } = await coupon({ usesTotal: 5, usesPerShopper: 1 })
    const first = await place(asha, code)
    expect(first.statusCode).toBe(201)
    const again = await place(asha, code)
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('COUPON_ALREADY_USED')
    const orderId = (first.json().data ?? first.json().order)._id
    const cancelled = await asha.call('POST', `/orders/${orderId}/cancel`)
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300)
    const list = (await admin.call('GET', '/admin/coupons')).json().data
    expect(list.find((c: { _id: string }) => c._id === _id)).toMatchObject({
      uses: 0,
      discountGiven: 0,
    })
    expect((await place(asha, code)).statusCode).toBe(201)
  })

  it('gives exactly 10 orders to 50 checkouts at once with a coupon of 10 uses, and the others their units back', async () => {
    const { code } = await coupon({ usesTotal: 10 })
    const sizeS = () =>
      t.db
        .selectFrom('product_variants')
        .select('stock')
        .where('product_id', '=', Number(sareeId))
        .where('size', '=', 'S')
        .executeTakeFirstOrThrow()
    const before = (await sizeS()).stock
    const shoppers = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => {
        const shopper = await signUpShopper(t, `Racer ${i}`)
        const addressId = (await shopper.call('POST', '/addresss', address)).json().data._id
        return { shopper, addressId }
      }),
    )
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const { shopper, addressId } = shoppers[i % 5] as (typeof shoppers)[number]
        return shopper.call('POST', '/orders/NewOrder', {
          ...cod,
          orderItems: [{ _id: sareeId, size: 'S', quantity: 1 }],
          addressid: addressId,
          couponCode: code,
        })
      }),
    )
    const statuses = results.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 201)).toHaveLength(10)
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true)
    const used = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('coupon_code', '=', code)
      .executeTakeFirstOrThrow()
    expect(Number(used.n)).toBe(10)
    // The 40 refused held their units before the coupon was counted, and gave them back.
    expect((await sizeS()).stock).toBe(before - 10)
    expect(await count('stock_holds')).toBe(0)
  })
})

describe('automatic offers', () => {
  it('applies the offer that saves most, the coupon after it, and lists offers nearly met', async () => {
    const ten = await admin.call('POST', '/admin/offers', {
      title: '10% off kurtas this week',
      kind: 'percent',
      value: 10,
      scope: { categories: [String(kurtas)] },
      active: true,
    })
    expect(ten.statusCode, ten.body).toBe(200)
    const far = await admin.call('POST', '/admin/offers', {
      title: 'Flat ₹300 off above ₹5,000',
      kind: 'flat',
      value: 300,
      minBag: 5000,
      active: true,
    })
    expect(far.statusCode).toBe(200)
    const { code } = await coupon({ value: 20 })
    const checked = (await check(asha, code, [{ _id: kurtaId, size: 'M', quantity: 1 }])).json()
      .data
    // 10% of ₹999 is ₹99.90; 20% of the ₹899.10 left is ₹179.82.
    expect(checked).toMatchObject({ discount: 279.72, couponDiscount: 179.82, total: 719.28 })
    expect(checked.offers).toEqual([
      expect.objectContaining({ title: '10% off kurtas this week', applied: true, discount: 99.9 }),
      expect.objectContaining({
        title: 'Flat ₹300 off above ₹5,000',
        applied: false,
        addMore: 4001,
      }),
    ])
    const placed = await place(asha, code, [{ _id: kurtaId, size: 'M', quantity: 1 }])
    expect(placed.json().data ?? placed.json().order).toMatchObject({
      discount: 279.72,
      offerTitle: '10% off kurtas this week',
    })
    await admin.call('DELETE', `/admin/offers/${ten.json().data._id}`)
    await admin.call('DELETE', `/admin/offers/${far.json().data._id}`)
  })
})
