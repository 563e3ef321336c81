import { act, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { setUser } from '@/features/account'
import { renderScreen, stubApi } from '@/testing/render'
import { OverviewPage } from './overview-page'

// The chart draws on a canvas, which jsdom has not got.
vi.mock('./orders-chart', () => ({ OrdersChart: () => null }))

afterEach(() => vi.unstubAllGlobals())

const envelope = (data: unknown) => ({ body: { success: true, error: false, message: '', data } })
const sales = { orders: 0, revenue: 0 }
const overview = (delivery: unknown) =>
  envelope({
    today: sales,
    month: sales,
    prepaid: { today: sales, month: sales },
    byStatus: {},
    delivery,
    days: [],
    bestSellers: [],
    lowStock: [],
  })
const noDelivery = {
  rtoOrders: 0,
  deliveredOrders: 0,
  rtoRate: null,
  codOrders: 0,
  orders: 0,
  codShare: null,
}

it('shows the return rate as returned units over the units delivered in the same days', async () => {
  stubApi((url) =>
    url.endsWith('/admin/returns/overview')
      ? envelope({
          returnRate: 60,
          returnedUnits: 3,
          deliveredUnits: 5,
          requested: 5,
          delivered: 3,
          topReasons: [{ reason: 'size_large', count: 5 }],
        })
      : overview(noDelivery),
  )
  const { store } = renderScreen(<OverviewPage />)
  act(() => {
    store.dispatch(setUser({ _id: '1', token: 't', role: 'ADMIN' }))
  })
  const returns = await screen.findByRole('region', { name: 'Returns, last 30 days' })
  expect(returns).toHaveTextContent('60% return rate')
  expect(returns).toHaveTextContent(
    '3 units asked back of 5 units delivered in these 30 days (3 orders)',
  )
  expect(returns).toHaveTextContent('5 return requests made in these 30 days')
  expect(returns).not.toHaveTextContent('5 returns for 3 orders')
})

it("shows this month's RTO rate and Cash on Delivery share, and a dash before there is any", async () => {
  let delivery: unknown = {
    rtoOrders: 2,
    deliveredOrders: 40,
    rtoRate: 4.8,
    codOrders: 76,
    orders: 120,
    codShare: 63,
  }
  stubApi((url) =>
    url.endsWith('/admin/overview') ? overview(delivery) : { status: 500, body: { message: '' } },
  )
  const { store, unmount } = renderScreen(<OverviewPage />)
  act(() => {
    store.dispatch(setUser({ _id: '1', token: 't', role: 'ADMIN' }))
  })
  const figures = await screen.findByRole('region', { name: 'Delivery, this month' })
  expect(figures).toHaveTextContent('RTO rate4.8% · 2 of 42 parcels came back')
  expect(figures).toHaveTextContent('Cash on Delivery share63.0% of 120 orders')
  // The overview links every status, Returned to origin included.
  expect(screen.getByRole('link', { name: /Returned to origin/ })).toHaveAttribute(
    'href',
    '/dashboard/orders?status=RTO',
  )
  unmount()

  delivery = noDelivery
  const again = renderScreen(<OverviewPage />)
  act(() => {
    again.store.dispatch(setUser({ _id: '1', token: 't', role: 'ADMIN' }))
  })
  const none = await screen.findByRole('region', { name: 'Delivery, this month' })
  expect(none).toHaveTextContent('RTO rate— No parcel delivered or returned yet')
  expect(none).toHaveTextContent('Cash on Delivery share— No orders yet')
})
