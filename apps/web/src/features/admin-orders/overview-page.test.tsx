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
      : envelope({
          today: sales,
          month: sales,
          prepaid: { today: sales, month: sales },
          byStatus: {},
          days: [],
          bestSellers: [],
          lowStock: [],
        }),
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
