import { useEffect } from 'react'
import { useDispatch, useStore } from 'react-redux'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import type { Order, VerifyPaymentBody } from '@store/contract'
import { paths } from '@/config/paths'
import { getCart, setCart } from '@/features/cart'
import { ordersByUser, setOrders } from '@/features/orders'
import { usePageMeta } from '@/lib/page-meta'
import { verifyPayment } from './api'
import { NOTICES, type PaymentNoticeState } from './payment-notice'

// One check per payment, however often the page's effect runs (React runs it twice in development).
const checks = new Map<string, Promise<Order>>()
const verifyOnce = (body: VerifyPaymentBody) => {
  let check = checks.get(body.razorpay_payment_id)
  if (!check) {
    check = verifyPayment(body).then((answer) => answer.data)
    checks.set(body.razorpay_payment_id, check)
    // A failed check may be made again (the shopper reloads the page).
    check.catch(() => checks.delete(body.razorpay_payment_id))
  }
  return check
}

/**
 * '/payment/return': where the gateway sends the shopper back. A payment is checked with the
 * server, then the shop's success page; a failed or abandoned one goes to the order's page, which
 * says so and offers to try again or pay on delivery.
 */
export function PaymentReturnPage() {
  usePageMeta('Payment')
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const dispatch = useDispatch()
  // Read when the payment is confirmed, not when the page first showed.
  const store = useStore<{ user: { _id: string } }>()
  const orderId = params.get('order') ?? ''
  const razorpayOrderId = params.get('razorpay_order_id') ?? ''
  const paymentId = params.get('razorpay_payment_id') ?? ''
  const signature = params.get('razorpay_signature') ?? ''
  const error = params.get('error')
  const paid = Boolean(razorpayOrderId && paymentId && signature)
  const orderPage = orderId ? paths.orderDetail(orderId) : paths.myOrders

  useEffect(() => {
    if (paid) return
    // The order was placed all the same: show the cart as the server now keeps it.
    getCart().then(
      (answer) => dispatch(setCart(answer.data)),
      () => undefined,
    )
  }, [paid, dispatch])

  useEffect(() => {
    if (!paid) return
    let live = true
    verifyOnce({
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    }).then(
      async (order) => {
        // The server emptied the cart when the order was paid: show it so, and the new order.
        const userId = store.getState().user._id || localStorage.getItem('userId') || ''
        const [cart, orders] = await Promise.all([
          getCart().then(
            (answer) => answer.data,
            () => [],
          ),
          userId ? ordersByUser(userId).catch(() => null) : null,
        ])
        dispatch(setCart(cart))
        if (orders) dispatch(setOrders(orders))
        if (live) {
          void navigate(paths.success, { replace: true, state: { text: 'Payment', order } })
        }
      },
      (problem: unknown) => {
        const reason = problem instanceof Error ? problem.message : String(problem)
        const state: PaymentNoticeState = { paymentNotice: NOTICES.unverified(reason) }
        if (live) void navigate(orderPage, { replace: true, state })
      },
    )
    return () => {
      live = false
    }
    // The address names one payment; the session and store do not change what is checked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paid, razorpayOrderId, paymentId, signature, orderPage])

  if (!paid) {
    const state: PaymentNoticeState = {
      paymentNotice: error !== null ? NOTICES.failed(error || 'no reason given') : NOTICES.closed,
    }
    return <Navigate to={orderPage} replace state={state} />
  }

  return (
    <section
      role="status"
      aria-live="polite"
      className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-xl bg-white p-8 text-center shadow-sm"
    >
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-green-200 border-t-green-700"
      />
      <h1 className="text-lg font-semibold">Confirming your payment...</h1>
      <p className="text-sm text-stone-600">This takes a few seconds.</p>
    </section>
  )
}
