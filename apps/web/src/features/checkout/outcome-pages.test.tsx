import { screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderScreen } from '@/testing/render'
import { CancelPage, SuccessPage } from './outcome-pages'

const order = {
  _id: '5',
  orderId: 'KK-261123-ABCDEF',
  dateOrdered: '2026-11-23T09:30:00.000Z',
  status: 'Pending',
  totalPrice: 1798,
  paidByStoreCredit: 0,
  cashToCollect: 1798,
  replacementFor: null,
  orderItems: [],
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

const showSuccess = (state?: unknown) =>
  renderScreen(<SuccessPage />, { path: '/success', route: { pathname: '/success', state } })

it('confirms a Cash on Delivery order with its number, total, payment mode and delivery', () => {
  showSuccess({ text: 'Order', order })
  expect(screen.getByRole('heading', { name: 'Order Successfully' })).toBeVisible()
  const details = within(screen.getByLabelText('Your order'))
  expect(details.getByText('KK-261123-ABCDEF')).toBeVisible()
  expect(details.getByText('₹1,798')).toBeVisible()
  expect(details.getByText('Cash on Delivery')).toBeVisible()
  expect(details.getByText('Delivery in 3-7 business days')).toBeVisible()
  expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute(
    'href',
    '/dashboard/orderdetail/5',
  )
  expect(screen.getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '/')
})

it('promises the day the order was placed for, and names its Cash on Delivery fee', () => {
  showSuccess({
    text: 'Order',
    order: { ...order, totalPrice: 1847, codFee: 49, deliveryBy: '2026-11-28' },
  })
  const details = within(screen.getByLabelText('Your order'))
  expect(details.getByText('Delivery by').nextSibling).toHaveTextContent('Sat, 28 Nov')
  expect(details.getByText('Cash on Delivery fee').nextSibling).toHaveTextContent('₹49')
  expect(details.getByText('Total').nextSibling).toHaveTextContent('₹1,847')
  expect(details.queryByText(/business days/)).not.toBeInTheDocument()
})

it('names the online method of a paid order, and what store credit paid', () => {
  showSuccess({
    text: 'Payment',
    order: {
      ...order,
      status: 'Confirmed',
      paidByStoreCredit: 200,
      cashToCollect: 0,
      paymentMethod: 'Online Payment (UPI)',
      payment: { status: 'paid', amount: 1598, method: 'upi', refunds: [] },
      user: { _id: '3', paymentCOD: false },
    },
  })
  expect(screen.getByRole('heading', { name: 'Payment Successfully' })).toBeVisible()
  expect(screen.getByText('Online Payment (UPI)')).toBeVisible()
  expect(screen.getByText('₹200')).toBeVisible()
})

it('opened without an order (a bookmark, another tab), still says it and leads to My Orders', () => {
  showSuccess()
  expect(screen.getByRole('heading', { name: 'Payment Successfully' })).toBeVisible()
  expect(screen.queryByText('Order number')).toBeNull()
  expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute(
    'href',
    '/dashboard/myorders',
  )
  expect(screen.getByRole('link', { name: 'Go To Home' })).toBeVisible()
})

it('shows the cancel page unchanged', () => {
  renderScreen(<CancelPage />, { path: '/cancel' })
  expect(screen.getByRole('heading', { name: 'Order Cancel' })).toBeVisible()
  expect(screen.getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '/')
})
