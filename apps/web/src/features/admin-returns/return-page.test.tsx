import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { setUser } from '@/features/account'
import { renderScreen, stubApi } from '@/testing/render'
import { ReturnPage } from './return-page'

afterEach(() => vi.unstubAllGlobals())

/** An instant as the page writes it: '28 Nov 2026, 3:30 pm' on the viewer's clock. */
const written = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso))

const approved = {
  _id: '4',
  orderId: '5',
  orderNumber: 'KK-261123-ABCDEF',
  status: 'Approved',
  reason: 'size_large',
  comment: null,
  resolution: 'store_credit',
  exchangeSize: null,
  photos: [],
  items: [
    {
      orderItemId: '1',
      productId: '42',
      name: 'Cotton Kurta',
      image: '',
      size: 'M',
      quantity: 1,
      price: 899,
    },
  ],
  amount: 899,
  refundTo: { kind: 'store_credit', label: 'Store credit' },
  pickupDate: '2026-11-28',
  qc: null,
  refundReference: null,
  replacementOrderId: null,
  expected: { reviewBy: '2026-11-27', refundFrom: null, refundBy: null },
  history: [
    { status: 'Requested', at: '2026-11-24T09:00:00.000Z', note: null },
    { status: 'Approved', at: '2026-11-25T10:00:00.000Z', note: null },
  ],
  createdAt: '2026-11-24T09:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  customer: { name: 'Asha Rao', mobile: '9876543210', email: 'asha@example.in' },
  overdue: false,
}
const pickedUp = {
  ...approved,
  status: 'PickedUp',
  history: [
    ...approved.history,
    { status: 'PickedUp', at: '2026-11-28T11:00:00.000Z', note: null },
  ],
}

it('writes statuses in words and dates as 28 Nov 2026, before and after a move', async () => {
  const fetchMock = stubApi((url) =>
    url.endsWith('/admin/returns/4/status')
      ? { body: { success: true, error: false, message: 'Return Picked up', data: pickedUp } }
      : { body: { success: true, error: false, message: '', data: approved } },
  )
  const { store } = renderScreen(<ReturnPage />, {
    path: '/dashboard/returns/:id',
    route: '/dashboard/returns/4',
  })
  act(() => {
    store.dispatch(setUser({ _id: '1', token: 't', role: 'ADMIN' }))
  })
  expect(
    await screen.findByRole('heading', { name: 'Return for order KK-261123-ABCDEF' }),
  ).toBeVisible()
  expect(screen.getByText('28 Nov 2026')).toBeVisible()
  expect(screen.queryByText('2026-11-28')).toBeNull()
  const timeline = screen.getByRole('region', { name: 'Timeline' })
  expect(within(timeline).getByText(written('2026-11-24T09:00:00.000Z'))).toBeVisible()

  fireEvent.click(screen.getByRole('button', { name: 'Mark picked up' }))
  expect(await within(timeline).findByText('Picked up')).toBeVisible()
  expect(screen.getByRole('region', { name: 'Request' })).toHaveTextContent('Picked up')
  expect(document.body).not.toHaveTextContent('PickedUp')
  const moved = fetchMock.mock.calls.find(
    ([url]) => typeof url === 'string' && url.endsWith('/status'),
  )
  expect(JSON.parse(moved?.[1]?.body as string)).toEqual({ status: 'PickedUp' })
})
