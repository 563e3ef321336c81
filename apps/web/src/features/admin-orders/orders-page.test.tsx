import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { daysBefore, formatDay, istDay } from '@store/contract'
import { setUser } from '@/features/account'
import { renderScreen, stubApi } from '@/testing/render'
import { OrdersPage } from './orders-page'

afterEach(() => vi.unstubAllGlobals())

const lateDay = daysBefore(istDay(), 2)
const order = (id: string, status: string, deliveryBy: string | null) => ({
  _id: id,
  orderId: `KK-${id}`,
  dateOrdered: '2026-11-20T09:30:00.000Z',
  status,
  totalPrice: 999,
  codFee: 0,
  deliveryBy,
  orderItems: [],
  customer: { name: 'Asha Verma', mobile: '9876543210', email: 'asha@example.in' },
})

it('shows each order’s promised day, flags the late ones, and filters on them', async () => {
  const fetchMock = stubApi((url) => ({
    body: {
      success: true,
      error: false,
      message: '',
      data: url.includes('late=true')
        ? [order('1', 'Shipped', lateDay)]
        : [
            order('1', 'Shipped', lateDay),
            order('2', 'Delivered', lateDay),
            order('3', 'Pending', null),
          ],
      totalCount: 3,
      page: 1,
      totalNoPage: 1,
    },
  }))
  const { store } = renderScreen(<OrdersPage />)
  act(() => {
    store.dispatch(setUser({ _id: '1', token: 't', role: 'ADMIN' }))
  })
  const row = async (id: string) =>
    (await screen.findByRole('link', { name: `KK-${id}` })).closest('tr') as HTMLElement
  expect(await row('1')).toHaveTextContent(`${formatDay(lateDay)}Late`)
  expect(screen.getByRole('columnheader', { name: 'Delivery by' })).toBeInTheDocument()
  // Delivered on time or not, it is no longer late; an order without a promise shows a dash.
  expect(await row('2')).toHaveTextContent(formatDay(lateDay))
  expect(await row('2')).not.toHaveTextContent('Late')
  expect(within(await row('3')).getByText('—')).toBeInTheDocument()

  await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Past delivery date' }))
  await screen.findByRole('link', { name: 'KK-1' })
  expect(screen.queryByRole('link', { name: 'KK-2' })).toBeNull()
  expect(fetchMock.mock.calls.at(-1)?.[0]).toContain('late=true')
})
