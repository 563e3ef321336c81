import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import {
  type AdminOrder,
  type CustomerCod,
  DEFAULT_DELIVERY_SETTINGS,
  DEFAULT_SIZE,
  daysBefore,
  istDay,
  ORDER_STATUS_LABELS,
} from '@store/contract'
import { setUser } from '@/features/account'
import { notify } from '@/lib/toast'
import { renderScreen, stubApi } from '@/testing/render'
import { isLate } from './delivery'
import { OrderPage } from './order-page'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const envelope = (data: unknown, message = '') => ({
  body: { success: true, error: false, message, data },
})

const yesterday = daysBefore(istDay(), 1)

const shipped: AdminOrder = {
  _id: '41',
  orderId: 'KK-261120-RTOABC',
  dateOrdered: '2026-11-20T09:30:00.000Z',
  status: 'Shipped',
  totalPrice: 1048,
  discount: 0,
  couponCode: null,
  offerTitle: null,
  codFee: 49,
  deliveryBy: yesterday,
  paidByStoreCredit: 0,
  cashToCollect: 1048,
  replacementFor: null,
  orderItems: [
    {
      _id: '1',
      name: 'Cotton Kurta',
      quantity: 1,
      size: DEFAULT_SIZE,
      sku: null,
      price: 999,
      mrp: 999,
      discount: 0,
      product: { _id: 'p1', image: [], name: 'Cotton Kurta', vendor: null, description: '' },
    },
  ],
  shippingAddress: '12 MG Road, Pune, Maharashtra, India - 411001',
  consigneename: 'Asha',
  consigneephone: '9876543210',
  paymentMethod: 'Cash on Delivery',
  payment: null,
  buyerGstin: null,
  courierName: 'Delhivery',
  trackingUrl: 'https://track.example.in/1',
  history: [],
  user: { _id: '3', paymentCOD: true },
  customer: { name: 'Asha Verma', mobile: '9876543210', email: 'asha@example.in' },
}

it('calls an order late only while it is on its way past its promised day', () => {
  const today = '2026-11-26'
  expect(isLate({ status: 'Shipped', deliveryBy: '2026-11-25' }, today)).toBe(true)
  expect(isLate({ status: 'Pending', deliveryBy: '2026-11-25' }, today)).toBe(true)
  expect(isLate({ status: 'Shipped', deliveryBy: today }, today)).toBe(false)
  expect(isLate({ status: 'Delivered', deliveryBy: '2026-11-25' }, today)).toBe(false)
  expect(isLate({ status: 'RTO', deliveryBy: '2026-11-25' }, today)).toBe(false)
  expect(isLate({ status: 'Confirmed', deliveryBy: null }, today)).toBe(false)
})

it('marks a shipped order returned to origin, and gives a shopper Cash on Delivery back', async () => {
  const success = vi.spyOn(notify, 'success').mockResolvedValue('toast')
  let order = shipped
  let cod: CustomerCod = { rtoCount: 1, allowed: true, reinstatedAt: null }
  const fetchMock = stubApi((url, body) => {
    if (url.endsWith('/admin/orders/41/status')) {
      order = { ...order, status: (body as { status: AdminOrder['status'] }).status }
      cod = { rtoCount: 2, allowed: false, reinstatedAt: null }
      return envelope(order, `Order ${ORDER_STATUS_LABELS[order.status]}`)
    }
    if (url.endsWith('/admin/orders/41')) return envelope(order)
    if (url.endsWith('/admin/customers/3/cod')) {
      if (fetchMock.mock.calls.at(-1)?.[1]?.method === 'POST') {
        cod = { rtoCount: 0, allowed: true, reinstatedAt: '2026-11-26T10:00:00.000Z' }
        return envelope(cod, 'Cash on Delivery allowed again')
      }
      return envelope(cod)
    }
    if (url.endsWith('/admin/delivery-settings')) return envelope(DEFAULT_DELIVERY_SETTINGS)
    return envelope({ invoice: null, creditNotes: [] })
  })
  const { store } = renderScreen(<OrderPage />, {
    path: '/dashboard/orders/:id',
    route: '/dashboard/orders/41',
  })
  act(() => {
    store.dispatch(setUser({ _id: '1', token: 't', role: 'ADMIN' }))
  })
  const user = userEvent.setup()

  // Promised for yesterday and still on its way: late. It carries the Cash on Delivery fee.
  const delivery = await screen.findByRole('region', { name: 'Delivery' })
  expect(delivery).toHaveTextContent(/Delivery by\s*\d+ \w{3} \d{4}\s*Late/)
  expect(delivery).toHaveTextContent('Cash on Delivery fee₹49')
  const customer = screen.getByRole('region', { name: 'Customer' })
  expect(
    await within(customer).findByText('1 parcel returned to origin in the last 90 days (limit 2)'),
  ).toBeInTheDocument()
  expect(customer).toHaveTextContent('Cash on Delivery allowed')

  const actions = screen.getByRole('group', { name: 'Order actions' })
  expect(
    within(actions)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Mark delivered', 'Mark returned to origin'])
  await user.click(within(actions).getByRole('button', { name: 'Mark returned to origin' }))
  const dialog = screen.getByRole('dialog', { name: 'Returned to origin' })
  expect(dialog).toHaveTextContent('Its units go back on sale')
  await user.click(within(dialog).getByRole('button', { name: 'Mark returned to origin' }))

  expect(success).toHaveBeenCalledWith('Order Returned to origin')
  expect(await screen.findByText('Returned to origin')).toBeInTheDocument()
  expect(screen.queryByRole('group', { name: 'Order actions' })).toBeNull()
  // Back at the shop, no longer late.
  expect(screen.getByRole('region', { name: 'Delivery' })).not.toHaveTextContent('Late')
  const moved = fetchMock.mock.calls.find(
    ([url]) => typeof url === 'string' && url.endsWith('/status'),
  )
  expect(JSON.parse(moved?.[1]?.body as string)).toEqual({ status: 'RTO' })

  const standing = screen.getByRole('region', { name: 'Customer' })
  expect(
    await within(standing).findByText(
      'Cash on Delivery not allowed: this shopper may pay online only',
    ),
  ).toBeInTheDocument()
  expect(standing).toHaveTextContent('2 parcels returned to origin in the last 90 days (limit 2)')
  await user.click(within(standing).getByRole('button', { name: 'Allow Cash on Delivery again' }))
  expect(success).toHaveBeenCalledWith('Cash on Delivery allowed again')
  expect(await within(standing).findByText('Cash on Delivery allowed')).toBeInTheDocument()
  expect(standing).toHaveTextContent('0 parcels returned to origin')
  expect(
    within(standing).queryByRole('button', { name: 'Allow Cash on Delivery again' }),
  ).toBeNull()
})
