import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { address, createProduct } from './factories.js'
import { createTestApp, type TestApp } from './helpers.js'
import { type Admin, type Shopper, signInAdmin, signUpShopper } from './sign-in.js'

// The admin overview's return rate, on a store of its own so every unit is counted here.

let t: TestApp
let admin: Admin
let asha: Shopper
let addressId: string

beforeAll(async () => {
  t = await createTestApp()
  admin = await signInAdmin(t)
  asha = await signUpShopper(t, 'Asha Rao')
  addressId = (await asha.call('POST', '/addresss', address)).json().data._id
})
afterAll(async () => t.close())

const moveOrder = (id: string, body: object) =>
  admin.call('PUT', `/admin/orders/${id}/status`, body)

/** An order of `quantity` units of one size, delivered; only size M is stocked, so no exchange. */
async function deliveredOrder(quantity: number) {
  const product = await createProduct(t.db, { sizeStock: { M: 10 }, pricePaise: 50_000 })
  const res = await asha.call('POST', '/orders/NewOrder', {
    orderItems: [{ _id: String(product.id), quantity, size: 'M' }],
    addressid: addressId,
    paymentMethod: 'Cash on Delivery',
    paymentby: 'Cash on Delivery',
  })
  expect(res.statusCode).toBe(201)
  const order = res.json().data as { _id: string; orderItems: Array<{ _id: string }> }
  await moveOrder(order._id, { status: 'Confirmed' })
  await moveOrder(order._id, {
    status: 'Shipped',
    courierName: 'Delhivery',
    trackingUrl: 'https://track.example.in/1',
  })
  expect((await moveOrder(order._id, { status: 'Delivered' })).statusCode).toBe(200)
  return { id: order._id, line: order.orderItems[0]?._id ?? '' }
}

async function askReturn(order: { id: string; line: string }, quantity: number) {
  const res = await asha.call('POST', `/orders/${order.id}/returns`, {
    items: [{ orderItemId: order.line, quantity }],
    reason: 'size_large',
    resolution: 'store_credit',
    condition: true,
  })
  expect(res.statusCode).toBe(201)
  return res.json().data as { _id: string }
}

describe('the return rate', () => {
  it('divides returned units by delivered units of the same 30 days, never above 100%', async () => {
    const empty = (await admin.call('GET', '/admin/returns/overview')).json().data
    expect(empty).toMatchObject({ returnRate: 0, returnedUnits: 0, deliveredUnits: 0 })

    // Three returns of one unit each on one order of three units: all of it came back.
    const three = await deliveredOrder(3)
    for (let i = 0; i < 3; i += 1) await askReturn(three, 1)
    // Delivered and kept.
    await deliveredOrder(1)
    // A return the admin rejected gives nothing back.
    const kept = await deliveredOrder(1)
    const rejected = await askReturn(kept, 1)
    expect(
      (
        await admin.call('PUT', `/admin/returns/${rejected._id}/status`, {
          status: 'Rejected',
          note: 'Worn',
        })
      ).statusCode,
    ).toBe(200)
    // Delivered 40 days ago, returned now: neither its units nor its return are of the window.
    const old = await deliveredOrder(2)
    await askReturn(old, 2)
    await t.db
      .updateTable('order_status_history')
      .set({ created_at: new Date(Date.now() - 40 * 86_400_000).toISOString() })
      .where('order_id', '=', Number(old.id))
      .execute()

    const overview = (await admin.call('GET', '/admin/returns/overview')).json().data
    expect(overview).toMatchObject({
      deliveredUnits: 5,
      returnedUnits: 3,
      returnRate: 60,
      delivered: 3,
      requested: 5,
    })
    // Requests per delivered order, the old figure, would have read 5 / 3 = 167%.
    expect(overview.topReasons).toEqual([{ reason: 'size_large', count: 5 }])
  })
})
