import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderScreen, stubApi } from '@/testing/render'
import { OrderDetailPage } from './order-detail-page'

afterEach(() => vi.unstubAllGlobals())

const order = {
  _id: '5',
  orderId: 'KK-261123-ABCDEF',
  dateOrdered: '2026-11-23T09:30:00.000Z',
  status: 'Delivered',
  totalPrice: 1798,
  orderItems: [
    {
      _id: '1',
      name: 'Cotton Kurta',
      quantity: 2,
      size: 'M',
      price: 899,
      mrp: 999,
      product: { _id: '42', image: [], name: 'Cotton Kurta', vendor: null, description: 'Soft.' },
    },
  ],
  shippingAddress: '12 MG Road, Pune, Maharashtra, India - 411001',
  consigneename: 'Asha',
  consigneephone: '9876543210',
  paymentMethod: 'Cash on Delivery',
  courierName: null,
  trackingUrl: null,
  history: [],
  user: { _id: '3', paymentCOD: true },
}

describe('order detail', () => {
  it('fetches the order when there is no navigation state, and shows every part', async () => {
    const fetchMock = stubApi(() => ({
      body: { success: true, error: false, message: '', data: order },
    }))
    renderScreen(<OrderDetailPage />, {
      path: '/dashboard/orderdetail/:id',
      route: '/dashboard/orderdetail/5',
    })
    expect(await screen.findByRole('heading', { name: 'Order KK-261123-ABCDEF' })).toBeVisible()
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/api\/v1\/orders\/5$/)
    expect(screen.getByText('Delivered')).toHaveClass('bg-green-100')
    expect(screen.getByText('Sold by: N/A')).toBeVisible()
    expect(screen.getByText('Cash on Delivery')).toBeVisible()
    expect(screen.getByRole('link', { name: /Cotton Kurta/ })).toHaveAttribute(
      'href',
      '/product/42',
    )
  })

  it("says 'No order data found.' when there is no such order of the caller's", async () => {
    stubApi(() => ({
      status: 404,
      body: { success: false, error: true, message: 'No order data found.' },
    }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderScreen(<OrderDetailPage />, {
      path: '/dashboard/orderdetail/:id',
      route: '/dashboard/orderdetail/77',
    })
    expect(await screen.findByText('No order data found.')).toBeVisible()
  })
})
