import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SIZE, type Order } from '@store/contract'
import { renderScreen, stubApi } from '@/testing/render'
import { MyOrdersPage } from './my-orders-page'

afterEach(() => vi.unstubAllGlobals())

const longName = 'Rangrez Women Navy Blue Chikankari Cotton Kurta Set'

const item = (id: string, name: string, size: string, quantity: number, price: number) => ({
  _id: id,
  name,
  quantity,
  size,
  sku: null,
  price,
  mrp: price,
  discount: 0,
  product: { _id: `p${id}`, image: [], name, vendor: null, description: '' },
})

const order: Order = {
  _id: '5',
  orderId: 'KK-261123-ABCDEF',
  dateOrdered: '2026-11-23T09:30:00.000Z',
  status: 'Pending',
  totalPrice: 2697,
  discount: 0,
  couponCode: null,
  offerTitle: null,
  codFee: 0,
  deliveryBy: null,
  paidByStoreCredit: 0,
  cashToCollect: 2697,
  replacementFor: null,
  orderItems: [
    item('1', longName, 'XXL', 2, 899),
    item('2', 'Cotton Dupatta', DEFAULT_SIZE, 1, 899),
  ],
  shippingAddress: '12 MG Road, Pune, Maharashtra, India - 411001',
  consigneename: 'Asha',
  consigneephone: '9876543210',
  paymentMethod: 'Cash on Delivery',
  payment: null,
  buyerGstin: null,
  courierName: null,
  trackingUrl: null,
  history: [],
  user: { _id: '3', paymentCOD: true },
}

describe('My Orders', () => {
  it("gives each item's name two lines, not one cut short, and shows its size beside the quantity", async () => {
    stubApi(() => ({ body: { success: true, error: false, orders: [order] } }))
    renderScreen(<MyOrdersPage />)
    const card = await screen.findByRole('link', { name: /KK-261123-ABCDEF/ })
    const items = within(card).getAllByRole('listitem')

    const name = within(items[0] as HTMLElement).getByText(longName)
    expect(name).toHaveClass('line-clamp-2')
    expect(name).not.toHaveClass('truncate')
    expect(items[0]).toHaveTextContent('Size XXL · Quantity: 2')
    // A product sold without sizes says 'Free Size', not 'Size Free Size'.
    expect(items[1]).toHaveTextContent('Free Size · Quantity: 1')
    expect(items[1]).not.toHaveTextContent('Size Free Size')
  })
})

describe('where each order stands against its promised day', () => {
  it('promises the day of an order on its way, and names an order returned to the shop', async () => {
    const promised = { ...order, deliveryBy: '2026-11-28' }
    const returned = { ...promised, _id: '6', orderId: 'KK-261120-RETURN', status: 'RTO' as const }
    stubApi(() => ({ body: { success: true, error: false, orders: [promised, returned] } }))
    renderScreen(<MyOrdersPage />)
    const card = await screen.findByRole('link', { name: /KK-261123-ABCDEF/ })
    expect(card).toHaveTextContent('Delivery by Sat, 28 Nov')
    const back = screen.getByRole('link', { name: /KK-261120-RETURN/ })
    expect(within(back).getByText('Returned to origin')).toBeVisible()
    expect(back).not.toHaveTextContent('Delivery by')
  })
})
