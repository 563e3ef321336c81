import { address } from './factories.js'
import type { TestApp } from './helpers.js'
import type { Admin, Shopper } from './sign-in.js'

type Order = { _id: string; orderItems: Array<{ _id: string; size: string; quantity: number }> }

/**
 * Places a Cash on Delivery order of one product for `who` and moves it to Delivered (or only to
 * `until`), as the admin does.
 */
export async function deliveredOrder(
  t: TestApp,
  admin: Admin,
  who: Shopper,
  {
    productId,
    size = 'M',
    until = 'Delivered',
  }: { productId: number; size?: string; until?: string },
) {
  const addressId = (await who.call('POST', '/addresss', address)).json().data._id as string
  const res = await who.call('POST', '/orders/NewOrder', {
    orderItems: [{ _id: String(productId), quantity: 1, size }],
    addressid: addressId,
    paymentMethod: 'Cash on Delivery',
    paymentby: 'Cash on Delivery',
  })
  if (res.statusCode !== 201) throw new Error(`order answered ${res.statusCode}: ${res.body}`)
  const order = res.json().data as Order
  const move = (body: object) => admin.call('PUT', `/admin/orders/${order._id}/status`, body)
  await move({ status: 'Confirmed' })
  if (until === 'Confirmed') return order
  await move({
    status: 'Shipped',
    courierName: 'Delhivery',
    trackingUrl: 'https://track.example.in/1',
  })
  if (until === 'Shipped') return order
  const delivered = await move({ status: 'Delivered' })
  if (delivered.statusCode !== 200) throw new Error(`delivery answered ${delivered.statusCode}`)
  return order
}
