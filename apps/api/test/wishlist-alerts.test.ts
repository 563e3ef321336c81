import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { istDay } from '@store/contract'
import { address, createCategory, createSubscribers } from './factories.js'
import { createTestApp, mailsTo, type TestApp } from './helpers.js'
import { type Admin, type Shopper, signInAdmin, signUpShopper } from './sign-in.js'

// "Notify me" and price drops: one mail per subscription when its size comes back (however many
// restocks race), sent for an admin's restock and a cancelled order, in batches; an unsubscribe
// link without login; a price drop of 10% or more mailed once, several in a day as one digest.

let t: TestApp
let admin: Admin
let asha: Shopper
let ravi: Shopper
let categoryId = ''

beforeAll(async () => {
  // A quick sweep, so mail a change did not wake is found within the test's patience.
  t = await createTestApp({ env: { ALERT_SWEEP_SECONDS: '0.2' } })
  admin = await signInAdmin(t)
  asha = await signUpShopper(t, 'Asha')
  ravi = await signUpShopper(t, 'Ravi')
  categoryId = String((await createCategory(t.db)).id)
})
afterAll(async () => t.close())

let made = 0
/** A product made through the admin API, with stock per size. */
async function adminProduct(variants: Array<{ size: string; stock: number }>, price = 1000) {
  made++
  const fields = {
    name: `Alert Kurta ${made}`,
    image: ['/images/0123456789abcdef.webp'],
    category: [categoryId],
    unit: 'piece',
    price,
    discount: 0,
    description: 'A kurta.',
    variants,
  }
  const res = await admin.call('POST', '/product/create', fields)
  expect(res.statusCode).toBe(200)
  const id = res.json().data._id as string
  return {
    id,
    fields,
    update: (changes: object) =>
      admin.call('PUT', '/product/update-product-details', { ...fields, ...changes, _id: id }),
  }
}

const alertRows = (productId: string) =>
  t.db
    .selectFrom('stock_alerts')
    .select(['user_id', 'size', 'status'])
    .where('product_id', '=', Number(productId))
    .orderBy('id')
    .execute()

async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited 10 s for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const allSent = (productId: string) =>
  until(
    async () => (await alertRows(productId)).every((row) => row.status === 'sent'),
    'the alerts to be sent',
  )

/** Lets two more sweeps pass, so a mail that should not exist would have been queued. */
const quiet = () => new Promise((resolve) => setTimeout(resolve, 600))

const unsubscribeLink = (text: string) => /\/alerts\/unsubscribe\?token=([^\s]+)/.exec(text)?.[1]

describe('restock alerts', () => {
  it('refuse bad input with a clear 4xx and change nothing', async () => {
    const product = await adminProduct([
      { size: 'M', stock: 3 },
      { size: 'L', stock: 0 },
    ])
    const notify = (body: object) => asha.call('POST', '/alerts', body)
    const inStock = await notify({ productId: product.id, size: 'M', kind: 'restock' })
    expect([inStock.statusCode, inStock.json().code]).toEqual([409, 'SIZE_IN_STOCK'])
    const unknownSize = await notify({ productId: product.id, size: 'XXL', kind: 'restock' })
    expect([unknownSize.statusCode, unknownSize.json().code]).toEqual([400, 'SIZE_NOT_OFFERED'])
    const unknownProduct = await notify({ productId: '999999', size: 'M', kind: 'restock' })
    expect([unknownProduct.statusCode, unknownProduct.json().code]).toEqual([404, 'NOT_FOUND'])
    const badKind = await notify({ productId: product.id, size: 'L', kind: 'price' })
    expect(badKind.statusCode).toBe(400)
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/alerts', payload: {} })).statusCode,
    ).toBe(401)
    expect(await alertRows(product.id)).toEqual([])
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/v1/alerts/unsubscribe?token=${asha.userId}.${product.id}.${'A'.repeat(43)}`,
    })
    expect([forged.statusCode, forged.json().code]).toEqual([400, 'TOKEN_INVALID'])
    const garbage = await t.app.inject({ method: 'GET', url: '/api/v1/alerts/unsubscribe?token=x' })
    expect(garbage.statusCode).toBe(400)
  })

  it("lists and cancels only the caller's own alerts", async () => {
    const product = await adminProduct([{ size: 'S', stock: 0 }])
    const created = await asha.call('POST', '/alerts', {
      productId: product.id,
      size: 'S',
      kind: 'restock',
    })
    expect(created.statusCode).toBe(201)
    const again = await asha.call('POST', '/alerts', {
      productId: product.id,
      size: 'S',
      kind: 'restock',
    })
    expect(again.json().data._id).toBe(created.json().data._id)
    const alertId = created.json().data._id as string
    expect((await ravi.call('GET', '/alerts')).json().data).toEqual([])
    const stolen = await ravi.call('DELETE', `/alerts/${alertId}`)
    expect(stolen.statusCode).toBe(404)
    expect((await asha.call('GET', '/alerts')).json().data).toMatchObject([
      { _id: alertId, productId: product.id, size: 'S', kind: 'restock', status: 'active' },
    ])
    expect((await asha.call('DELETE', `/alerts/${alertId}`)).statusCode).toBe(200)
    expect(await alertRows(product.id)).toEqual([])
  })

  it('mail each subscriber exactly once when racing restocks bring the size back', async () => {
    const product = await adminProduct([
      { size: 'M', stock: 0 },
      { size: 'L', stock: 2 },
    ])
    for (const shopper of [asha, ravi]) {
      const res = await shopper.call('POST', '/alerts', {
        productId: product.id,
        size: 'M',
        kind: 'restock',
      })
      expect(res.statusCode).toBe(201)
    }
    const restocks = await Promise.all(
      [3, 4, 5, 6, 7].map((stock) =>
        product.update({
          variants: [
            { size: 'M', stock },
            { size: 'L', stock: 2 },
          ],
        }),
      ),
    )
    expect(restocks.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200])
    await allSent(product.id)
    await quiet()
    for (const shopper of [asha, ravi]) {
      const mails = (await mailsTo(t, shopper.email)).filter((m) =>
        m.subject.includes(product.fields.name),
      )
      expect(mails.map((m) => m.subject)).toEqual([
        `Back in stock: ${product.fields.name} in size M`,
      ])
      expect(mails[0]?.text).toContain(`/product/${product.id}`)
    }
    expect((await asha.call('GET', '/alerts')).json().data[0]).toMatchObject({ status: 'sent' })
  })

  it('mail when a cancelled order puts the last unit back, and unsubscribe by the link', async () => {
    const product = await adminProduct([{ size: 'M', stock: 1 }])
    const addressId = (await asha.call('POST', '/addresss', address)).json().data._id as string
    const order = await asha.call('POST', '/orders/NewOrder', {
      paymentMethod: 'Cash on Delivery',
      paymentby: 'Cash on Delivery',
      addressid: addressId,
      orderItems: [{ _id: product.id, size: 'M', quantity: 1 }],
    })
    expect(order.statusCode).toBe(201)
    const alert = await ravi.call('POST', '/alerts', {
      productId: product.id,
      size: 'M',
      kind: 'restock',
    })
    expect(alert.statusCode).toBe(201)
    const cancelled = await admin.call('PUT', `/admin/orders/${order.json().data._id}/status`, {
      status: 'Cancelled',
    })
    expect(cancelled.statusCode).toBe(200)
    await allSent(product.id)
    const [mail] = (await mailsTo(t, ravi.email)).filter((m) =>
      m.subject.includes(product.fields.name),
    )
    const token = unsubscribeLink(mail?.text ?? '')
    expect(token).toBeDefined()

    // Subscribed again, then the link of the mail stops it without a login.
    await product.update({ variants: [{ size: 'M', stock: 0 }] })
    await ravi.call('POST', '/alerts', { productId: product.id, size: 'M', kind: 'restock' })
    const tampered = await t.app.inject({
      method: 'GET',
      url: `/api/v1/alerts/unsubscribe?token=${asha.userId}${(token ?? '').slice((token ?? '').indexOf('.'))}`,
    })
    expect(tampered.statusCode).toBe(400)
    expect(await alertRows(product.id)).toHaveLength(1)
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/alerts/unsubscribe?token=${token}`,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('You will get no more e-mails about this product')
    expect(await alertRows(product.id)).toEqual([])
  })

  it('mail when a returned unit passes its quality check and goes back on sale', async () => {
    const product = await adminProduct([{ size: 'M', stock: 1 }])
    const buyer = await signUpShopper(t, 'Tara')
    const addressId = (await buyer.call('POST', '/addresss', address)).json().data._id as string
    const order = await buyer.call('POST', '/orders/NewOrder', {
      paymentMethod: 'Cash on Delivery',
      paymentby: 'Cash on Delivery',
      addressid: addressId,
      orderItems: [{ _id: product.id, size: 'M', quantity: 1 }],
    })
    expect(order.statusCode).toBe(201)
    const orderId = order.json().data._id as string
    const move = (body: object) => admin.call('PUT', `/admin/orders/${orderId}/status`, body)
    await move({ status: 'Confirmed' })
    await move({
      status: 'Shipped',
      courierName: 'Delhivery',
      trackingUrl: 'https://track.example.in/1',
    })
    expect((await move({ status: 'Delivered' })).statusCode).toBe(200)
    const waiting = await asha.call('POST', '/alerts', {
      productId: product.id,
      size: 'M',
      kind: 'restock',
    })
    expect(waiting.statusCode).toBe(201)

    const asked = await buyer.call('POST', `/orders/${orderId}/returns`, {
      items: [{ orderItemId: order.json().data.orderItems[0]._id, quantity: 1 }],
      reason: 'size_small',
      resolution: 'store_credit',
      condition: true,
    })
    expect(asked.statusCode).toBe(201)
    const returnId = asked.json().data._id as string
    const moveReturn = (body: object) =>
      admin.call('PUT', `/admin/returns/${returnId}/status`, body)
    expect(
      (await moveReturn({ status: 'Approved', pickupDate: istDay(Date.now() + 2 * 86_400_000) }))
        .statusCode,
    ).toBe(200)
    expect((await moveReturn({ status: 'PickedUp' })).statusCode).toBe(200)
    expect(await alertRows(product.id)).toMatchObject([{ status: 'active' }])
    expect((await moveReturn({ status: 'Received', qc: 'passed' })).statusCode).toBe(200)
    await allSent(product.id)
    const mails = (await mailsTo(t, asha.email)).filter((m) =>
      m.subject.includes(product.fields.name),
    )
    expect(mails.map((m) => m.subject)).toEqual([`Back in stock: ${product.fields.name} in size M`])
  })

  it('send a thousand alerts of one size in batches, each once', async () => {
    const product = await adminProduct([{ size: 'XL', stock: 0 }])
    await createSubscribers(t.db, {
      productId: Number(product.id),
      size: 'XL',
      count: 1000,
      digit: '7',
    })
    await product.update({ variants: [{ size: 'XL', stock: 5 }] })
    await allSent(product.id)
    await quiet()
    const queued = await t.db
      .selectFrom('mail_outbox')
      .select(['to_address'])
      .where('subject', '=', `Back in stock: ${product.fields.name} in size XL`)
      .execute()
    expect(queued).toHaveLength(1000)
    expect(new Set(queued.map((m) => m.to_address)).size).toBe(1000)
    // The fans' mail is not this file's business: it leaves the queue to the other tests.
    await t.db
      .deleteFrom('mail_outbox')
      .where('subject', '=', `Back in stock: ${product.fields.name} in size XL`)
      .execute()
  })
})

describe('price drops', () => {
  it('mail one drop of 10% or more once; more drops that day wait for one digest', async () => {
    const shopper = await signUpShopper(t, 'Nisha')
    const kurta = await adminProduct([{ size: 'M', stock: 5 }], 1000)
    const saree = await adminProduct([{ size: 'M', stock: 5 }], 2000)
    const dupatta = await adminProduct([{ size: 'M', stock: 5 }], 500)
    for (const p of [kurta, saree, dupatta]) {
      expect((await shopper.call('POST', '/wishlist', { productId: p.id })).statusCode).toBe(200)
    }
    // Read from the outbox table: the folder has no file before the first mail.
    const drops = () =>
      t.db
        .selectFrom('mail_outbox')
        .select(['subject', 'text'])
        .where('to_address', '=', shopper.email)
        .where('subject', 'like', 'Price drop%')
        .orderBy('id')
        .execute()

    // 5% is no drop; 10% is one.
    await kurta.update({ price: 950 })
    await quiet()
    expect(await drops()).toEqual([])
    await kurta.update({ price: 900 })
    await until(async () => (await drops()).length === 1, 'the price-drop mail')
    const [first] = await drops()
    expect(first?.subject).toBe(`Price drop: ${kurta.fields.name} is now ₹900`)
    expect(first?.text).toContain('was ₹1,000 (10% less)')
    const list = (await shopper.call('GET', '/wishlist')).json().data
    expect(list.find((i: { _id: string }) => i._id === kurta.id)).toMatchObject({
      price: 900,
      savedPrice: 1000,
    })

    // Two more drops the same day: no second mail today, one digest on the next day.
    await saree.update({ price: 1500 })
    await dupatta.update({ price: 400 })
    await quiet()
    expect(await drops()).toHaveLength(1)
    await t.db
      .updateTable('price_drop_mail_days')
      .set({ day: '2000-01-01' })
      .where('user_id', '=', Number(shopper.userId))
      .where('day', '=', istDay())
      .execute()
    await until(async () => (await drops()).length === 2, 'the digest')
    await quiet()
    const all = await drops()
    const digests = all.filter((m) => m.subject === 'Price drops on 2 items in your wishlist')
    expect(digests).toHaveLength(1)
    expect(digests[0]?.text).toContain(saree.fields.name)
    expect(digests[0]?.text).toContain(dupatta.fields.name)
    expect(all).toHaveLength(2)
    expect((await mailsTo(t, shopper.email)).map((m) => m.subject)).toEqual(
      all.map((m) => m.subject),
    )
  })
})
