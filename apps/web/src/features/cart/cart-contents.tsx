import { Link, useNavigate } from 'react-router'
import { useSelector } from 'react-redux'
import { MESSAGES, priceAfterDiscount } from '@store/contract'
import { paths } from '@/config/paths'
import { selectSignedIn } from '@/features/account'
import { CouponBox, useBagDiscount } from '@/features/coupons'
import { DeliveryPromise } from '@/features/delivery'
import { PolicyLinks } from '@/components/policy-links'
import { ProductImage } from '@/components/product-image'
import { formatRupees } from '@/lib/format'
import { onlyLeftIn, sizeLabel, soldOutIn } from '@/lib/size-stock'
import { notify } from '@/lib/toast'
import { QuantityStepper } from './add-to-cart'
import { BillDetails } from './bill-details'
import { isLineShort } from './cart-slice'
import { ShortStockNotice } from './short-stock-notice'
import { useCart } from './use-cart'

/**
 * Whether a product's unit tells the shopper anything on a cart line: 'set' or 'pair' does, a
 * single 'piece' (what nearly everything is sold as) is noise beside the size.
 */
const saysSomething = (unit: string) => !/^(pieces?|pcs?\.?|)$/i.test(unit.trim())

/** The cart's lines, coupons and offers, bill details and Proceed: the drawer's body and /cart's. */
export function CartContents({ onLeave }: { onLeave?: () => void }) {
  const { cart, count, mrp, total: itemsTotal, short } = useCart()
  // The same coupon and pricing as checkout's, so the bag's total is the one charged there.
  const discount = useBagDiscount(cart)
  const total = itemsTotal - (discount.check?.discount ?? 0)
  const signedIn = useSelector(selectSignedIn)
  const navigate = useNavigate()

  if (cart.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 px-5 py-12 text-center">
        <p className="font-medium">{MESSAGES.cartEmpty}</p>
        <p className="text-sm text-stone-500">
          Add kurtas, sarees, jeans and more to see them here.
        </p>
        <Link
          to={paths.home}
          onClick={onLeave}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          Shop now
        </Link>
      </div>
    )
  }

  const proceed = () => {
    onLeave?.()
    if (!signedIn) {
      void notify.error(MESSAGES.pleaseLogin)
      void navigate(paths.login, { state: { from: paths.checkout } })
      return
    }
    void navigate(paths.checkout)
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-4">
        <ul className="divide-y divide-stone-100">
          {cart.map((line) => (
            <li key={line._id} className="flex gap-3 py-3">
              <Link
                to={paths.product(line.productId._id)}
                onClick={onLeave}
                className="w-16 shrink-0 self-start overflow-hidden rounded border border-stone-200"
              >
                <ProductImage src={line.productId.image[0]} alt="" sizes="64px" />
              </Link>
              <div className="min-w-0 flex-1 space-y-1">
                <Link
                  to={paths.product(line.productId._id)}
                  onClick={onLeave}
                  className="line-clamp-2 min-h-6 text-sm font-medium hover:underline"
                >
                  {line.productId.name}
                </Link>
                <p className="text-xs text-stone-500">
                  {sizeLabel(line.size)}
                  {saysSomething(line.productId.unit) && ` · ${line.productId.unit}`}
                </p>
                {isLineShort(line) && (
                  <p className="text-xs font-semibold text-red-700">
                    {line.sizeStock <= 0
                      ? soldOutIn(line.size)
                      : onlyLeftIn(line.sizeStock, line.size)}
                  </p>
                )}
                <div className="flex items-center justify-between gap-2">
                  <span className="text-sm font-semibold">
                    {formatRupees(
                      priceAfterDiscount(line.productId.price, line.productId.discount),
                    )}
                  </span>
                  <div className="w-28">
                    <QuantityStepper line={line} />
                  </div>
                </div>
              </div>
            </li>
          ))}
        </ul>
        <CouponBox cart={cart} discount={discount} mrpSaving={mrp - itemsTotal} />
      </div>
      <div className="space-y-4 border-t border-stone-200 bg-stone-50 px-5 py-4">
        <BillDetails count={count} mrp={mrp} total={total} />
        <DeliveryPromise />
        {short && <ShortStockNotice />}
        <button
          type="button"
          disabled={short}
          onClick={proceed}
          className="flex w-full items-center justify-between rounded-md bg-green-700 px-4 py-3 font-semibold text-white hover:bg-green-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <span>{formatRupees(total)}</span>
          <span>Proceed ›</span>
        </button>
        <PolicyLinks onNavigate={onLeave} />
      </div>
    </div>
  )
}
