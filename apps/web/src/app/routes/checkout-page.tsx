import { useEffect, useState } from 'react'
import { Link, Navigate, useNavigate } from 'react-router'
import { PolicyLinks } from '@/components/policy-links'
import { useDispatch } from 'react-redux'
import {
  type CartLine,
  type CheckoutBody,
  MESSAGES,
  ONLINE_PAYMENT_DELAY_MS,
  PAYMENT,
  type NewOrderBody,
  formatDeliveryDay,
  gstinProblem,
  priceAfterDiscount,
} from '@store/contract'
import { paths } from '@/config/paths'
import { EmptyState } from '@/components/empty-state'
import { Field, inputClass } from '@/components/form'
import { useSession } from '@/features/account'
import { AddressCard, AddressFormDialog, useAddresses } from '@/features/addresses'
import {
  BillDetails,
  ShortStockNotice,
  getCart,
  resetCart,
  setCart,
  useCart,
} from '@/features/cart'
import { rememberPincode, usePaymentTerms, useVisitPincode } from '@/features/delivery'
import { CouponBox, useBagDiscount } from '@/features/coupons'
import { ordersByUser, placeOrder, setOrders } from '@/features/orders'
import { openGateway, paymentConfig, paymentProblem, startCheckout } from '@/features/payments'
import { useStoreCreditBalance } from '@/features/returns'
import { ApiError } from '@/lib/api-client'
import { formatRupees } from '@/lib/format'
import { usePageMeta } from '@/lib/page-meta'
import { useFetch } from '@/lib/use-fetch'
import { notify } from '@/lib/toast'

const FILLED =
  'rounded-md bg-green-700 py-2.5 font-semibold text-white hover:bg-green-800 disabled:opacity-60'
const OUTLINED =
  'rounded-md border-2 border-green-700 py-2.5 font-semibold text-green-800 hover:bg-green-700 hover:text-white disabled:opacity-60'

/** A fresh key per order attempt: a double click or a retry places the order once. */
const newOrderKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')

const orderBody = (
  cart: CartLine[],
  userId: string,
  addressid: string,
  total: number,
  buyerGstin: string,
  useStoreCredit: boolean,
  couponCode: string | null,
): NewOrderBody => ({
  orderItems: cart.map((line) => ({
    _id: line.productId._id,
    quantity: line.quantity,
    size: line.size,
    price: priceAfterDiscount(line.productId.price, line.productId.discount),
    name: line.productId.name,
    vendorId: line.productId.vendorId,
  })),
  userId,
  addressid,
  paymentMethod: PAYMENT.cod,
  paymentby: PAYMENT.cod,
  paymentGatwayTransactionNo: PAYMENT.noTransaction,
  paymentGatwayTransactionStatus: 'Pending',
  deliveryPartnerInstruction: [],
  totalPrice: total,
  ...(buyerGstin ? { buyerGstin } : {}),
  ...(couponCode ? { couponCode } : {}),
  useStoreCredit,
})

/** The same order, paid online through the payment gateway. */
const onlineBody = (cod: NewOrderBody): CheckoutBody => ({
  ...cod,
  paymentMethod: PAYMENT.online,
  paymentby: PAYMENT.online,
})

/** The server refused the order for where it goes or how it is paid: said beside the buttons. */
const deliveryRefusal = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'NOT_DELIVERABLE' || error.code === 'COD_NOT_AVAILABLE')

/** A reason a payment is not offered, under its button. */
function Reason({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <p id={id} className="-mt-1 text-sm text-stone-600">
      {children}
    </p>
  )
}

/** '/checkout': pick an address, check the bill, pay online or on delivery. */
export function CheckoutPage() {
  usePageMeta('Checkout')
  const { user } = useSession()
  const { cart, count, mrp, total: itemsTotal, short } = useCart()
  // What the goods come to after the automatic offer and the coupon, as the server prices them.
  const discount = useBagDiscount(cart)
  const total = itemsTotal - (discount.check?.discount ?? 0)
  const { addresses, refetch } = useAddresses()
  // The filled button is the payment that works: online unless the shop takes none.
  const payments = useFetch('payment-config', () => paymentConfig())
  const onlineWorks = payments.status !== 'success' || payments.data.mode !== 'off'
  const [picked, setPicked] = useState<string | null>(null)
  const [adding, setAdding] = useState(false)
  const [placing, setPlacing] = useState(false)
  const [orderKey, setOrderKey] = useState(newOrderKey)
  const [paying, setPaying] = useState(false)
  const [payKey, setPayKey] = useState(newOrderKey)
  const [gstin, setGstin] = useState('')
  const buyerGstin = gstin.trim().toUpperCase()
  const gstinError = buyerGstin ? gstinProblem(buyerGstin) : null
  const { balance, reload: reloadCredit } = useStoreCreditBalance(Boolean(user.token))
  // Unticked until the shopper ticks it: no pre-ticked boxes (decision 075).
  const [useCredit, setUseCredit] = useState(false)
  const creditUsed = useCredit ? Math.min(balance, total) : 0
  // Not while the 15 characters are still being typed; placing the order says it anyway.
  const [gstinChecked, setGstinChecked] = useState(false)
  // The server's last refusal of where the order goes or how it is paid.
  const [refused, setRefused] = useState<string | null>(null)
  const shownGstinError = gstinChecked || buyerGstin.length >= 15 ? gstinError : null
  const dispatch = useDispatch()
  const navigate = useNavigate()
  // Back from the payment page, the browser may show this page as it was left: busy.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => event.persisted && setPaying(false)
    window.addEventListener('pageshow', shown)
    return () => window.removeEventListener('pageshow', shown)
  }, [])

  // The address picked here, else the one at the PIN chosen earlier in this visit, else the first.
  const visitPincode = useVisitPincode()
  const address =
    addresses.find((a) => a._id === picked) ??
    addresses.find((a) => a.zip === visitPincode) ??
    addresses[0] ??
    null
  const addressId = address?._id ?? null
  // Where and how the order may go: the promised day, the Cash on Delivery fee, and what is refused.
  const terms = usePaymentTerms(address?.zip ?? null, {
    goods: total,
    cash: total - creditUsed,
    signedIn: Boolean(user.token),
  })

  if (!user.token) return <Navigate to={paths.login} state={{ from: paths.checkout }} replace />

  // Said under the Cash on Delivery button before the shopper chooses: why not, or what it costs.
  const codNote = terms.notServed
    ? null
    : (terms.codBlocked ??
      (terms.codFee > 0
        ? `A Cash on Delivery fee of ${formatRupees(terms.codFee)} is added: you pay ${formatRupees(total - creditUsed + terms.codFee)} at your door.${terms.onlineBlocked ? '' : ' Online payment has no fee.'}`
        : null))

  /** The address and GSTIN an order needs; null (with the reason shown) when not ready. */
  const readyAddress = () => {
    if (!addressId) {
      void notify.error('Please add an address')
      return null
    }
    if (gstinError) {
      setGstinChecked(true)
      void notify.error(gstinError)
      return null
    }
    return addressId
  }

  /** Stock, prices or credit moved on while the shopper looked: show them as they are now. */
  const refusedOrder = (error: unknown) => {
    if (
      error instanceof ApiError &&
      (error.code === 'OUT_OF_STOCK' || error.code === 'PRICE_CHANGED')
    ) {
      void getCart().then((answer) => dispatch(setCart(answer.data)))
    }
    // The coupon ran out or stopped applying meanwhile: it comes off, the reason is toasted.
    if (error instanceof ApiError && error.code?.startsWith('COUPON_')) discount.remove()
    // Another tab spent the credit meanwhile: show what is left.
    if (error instanceof ApiError && error.code === 'STORE_CREDIT_CHANGED') reloadCredit()
    // The courier's list or the shopper's standing changed meanwhile: say so, and read them again.
    if (deliveryRefusal(error)) {
      setRefused((error as ApiError).message)
      terms.refresh()
    }
  }

  const onlinePayment = async () => {
    const config = await paymentConfig()
    if (config.mode === 'off') {
      const id = await notify.loading(MESSAGES.loading)
      setTimeout(() => {
        void notify.dismiss(id)
        void notify.info(MESSAGES.onlinePaymentSoon)
      }, ONLINE_PAYMENT_DELAY_MS)
      return
    }
    const ready = readyAddress()
    if (!ready) return
    setRefused(null)
    setPaying(true)
    try {
      const answer = await startCheckout(
        onlineBody(
          orderBody(cart, user._id, ready, total, buyerGstin, creditUsed > 0, discount.code),
        ),
        payKey,
      )
      // The order is placed: another attempt from this page is another order, and its coupon is spent.
      setPayKey(newOrderKey())
      discount.remove()
      // The page stays busy: the gateway's outcome takes the shopper on.
      await openGateway(answer, (href) => void navigate(href))
    } catch (error) {
      setPaying(false)
      const problem = paymentProblem(error)
      if (problem) void notify.error(problem)
      else void notify.failure(error)
      refusedOrder(error)
    }
  }

  const cashOnDelivery = async () => {
    const ready = readyAddress()
    if (!ready) return
    setRefused(null)
    setPlacing(true)
    try {
      const answer = await placeOrder(
        orderBody(cart, user._id, ready, total, buyerGstin, creditUsed > 0, discount.code),
        orderKey,
      )
      void notify.success(answer.message)
      discount.remove()
      const storedUserId = localStorage.getItem('userId') ?? user._id
      const [orders] = await Promise.all([
        ordersByUser(user._id).catch(() => null),
        resetCart(storedUserId).then(
          (reset) => dispatch(setCart(reset.data)),
          (error: unknown) => void notify.failure(error, MESSAGES.cartResetFailed),
        ),
      ])
      if (orders) dispatch(setOrders(orders))
      setOrderKey(newOrderKey())
      void navigate(paths.success, { state: { text: 'Order', order: answer.data } })
    } catch (error) {
      void notify.failure(error)
      refusedOrder(error)
    } finally {
      setPlacing(false)
    }
  }

  if (cart.length === 0) {
    return (
      <EmptyState message={MESSAGES.cartEmpty}>
        <Link to={paths.home} className="text-brand-600 hover:underline">
          Continue shopping
        </Link>
      </EmptyState>
    )
  }

  return (
    <div className="grid gap-6 md:grid-cols-[1fr_360px]">
      <section aria-labelledby="choose-address" className="space-y-3">
        <h1 id="choose-address" className="text-xl font-bold">
          Choose your address
        </h1>
        <fieldset className="space-y-3">
          <legend className="sr-only">Delivery address</legend>
          {addresses.map((address) => (
            <label
              key={address._id}
              className="flex cursor-pointer gap-3 rounded-lg border border-stone-200 bg-white p-4 has-[:checked]:border-brand-500 has-[:checked]:ring-2 has-[:checked]:ring-brand-100"
            >
              <input
                type="radio"
                name="address"
                value={address._id}
                checked={address._id === addressId}
                onChange={() => {
                  setPicked(address._id)
                  setRefused(null)
                  // The cart and product pages promise delivery to this PIN for the rest of the visit.
                  rememberPincode(address.zip)
                }}
                className="mt-1 accent-brand-600"
              />
              <div className="min-w-0 flex-1 space-y-2">
                <AddressCard address={address} />
                {address._id === addressId && <DeliveryDay terms={terms} />}
              </div>
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          onClick={() => setAdding(true)}
          className="flex h-20 w-full items-center justify-center rounded-lg border-2 border-dashed border-stone-300 bg-stone-50 text-sm font-medium text-stone-600 hover:border-brand-500 hover:text-brand-600"
        >
          Add address
        </button>
      </section>

      <aside className="space-y-4 self-start rounded-lg border border-stone-200 bg-white p-4 md:sticky md:top-20">
        <h2 className="font-semibold">Summary</h2>
        <BillDetails
          count={count}
          mrp={mrp}
          total={total}
          codFee={terms.codBlocked ? 0 : terms.codFee}
        />
        <CouponBox cart={cart} discount={discount} mrpSaving={mrp - itemsTotal} />
        {balance > 0 && (
          <div className="space-y-2 border-t border-stone-200 pt-3 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={useCredit}
                onChange={(event) => setUseCredit(event.target.checked)}
                className="accent-brand-600"
              />
              Use store credit ({formatRupees(balance)} available)
            </label>
            {creditUsed > 0 && (
              <dl className="space-y-1">
                <div className="flex justify-between">
                  <dt className="text-stone-500">Paid by store credit</dt>
                  <dd className="font-medium text-green-800">−{formatRupees(creditUsed)}</dd>
                </div>
                <div className="flex justify-between font-semibold">
                  <dt>To pay in cash</dt>
                  <dd>{formatRupees(total - creditUsed)}</dd>
                </div>
              </dl>
            )}
          </div>
        )}
        {short && (
          <ShortStockNotice>
            <Link to={paths.cart} className="font-semibold underline">
              Change cart
            </Link>
          </ShortStockNotice>
        )}
        <details className="rounded-md border border-stone-200 p-3 text-sm" open={Boolean(gstin)}>
          <summary className="cursor-pointer font-medium text-stone-700">
            Buying for a business? Add your GSTIN
          </summary>
          <div className="mt-2">
            <Field label="GSTIN (printed on your tax invoice)" error={shownGstinError ?? undefined}>
              <input
                value={gstin}
                onChange={(event) => setGstin(event.target.value)}
                onBlur={() => setGstinChecked(true)}
                maxLength={15}
                spellCheck={false}
                autoCapitalize="characters"
                aria-invalid={Boolean(shownGstinError)}
                className={`${inputClass} font-mono uppercase`}
              />
            </Field>
          </div>
        </details>
        {(terms.notServed ?? refused) && (
          <p
            role="alert"
            className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
          >
            {terms.notServed
              ? `${terms.notServed}. ${addresses.length > 1 ? 'Please choose another address.' : 'Please add another address.'}`
              : refused}
          </p>
        )}
        <div className="flex flex-col gap-3">
          <button
            type="button"
            disabled={paying || placing || short || Boolean(terms.onlineBlocked)}
            onClick={() => void onlinePayment()}
            aria-describedby={
              terms.onlineBlocked && !terms.notServed ? 'online-blocked' : undefined
            }
            className={onlineWorks ? FILLED : OUTLINED}
          >
            {paying ? MESSAGES.loading : 'Online Payment'}
          </button>
          {terms.onlineBlocked && !terms.notServed && (
            <Reason id="online-blocked">{terms.onlineBlocked}</Reason>
          )}
          <button
            type="button"
            disabled={paying || placing || short || Boolean(terms.codBlocked)}
            onClick={() => void cashOnDelivery()}
            aria-describedby={codNote ? 'cod-terms' : undefined}
            className={onlineWorks ? OUTLINED : FILLED}
          >
            {placing
              ? MESSAGES.loading
              : terms.codFee > 0 && !terms.codBlocked
                ? `Cash on Delivery (+${formatRupees(terms.codFee)})`
                : 'Cash on Delivery'}
          </button>
          {codNote && <Reason id="cod-terms">{codNote}</Reason>}
        </div>
        <PolicyLinks />
      </aside>

      {adding && (
        <AddressFormDialog
          onClose={() => setAdding(false)}
          onSaved={(address) => {
            setPicked(address._id)
            rememberPincode(address.zip)
            void refetch()
          }}
        />
      )}
    </div>
  )
}

/** Under the chosen address: the day the order is promised for there, or that it cannot go. */
function DeliveryDay({ terms }: { terms: ReturnType<typeof usePaymentTerms> }) {
  if (terms.notServed) {
    return <p className="text-sm font-medium text-red-700">{terms.notServed}</p>
  }
  return (
    <p className="min-h-5 text-sm text-stone-700">
      {terms.deliveryBy && (
        <>
          Delivery by{' '}
          <strong className="font-semibold text-green-800">
            {formatDeliveryDay(terms.deliveryBy)}
          </strong>
        </>
      )}
    </p>
  )
}
