import { counted } from '@store/contract'
import { lazy, Suspense, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useSelector } from 'react-redux'
import { paths } from '@/config/paths'
import { formatRupees } from '@/lib/format'
import { cartTotals, selectCart } from './cart-slice'

// The drawer's code loads when the shopper first opens it.
const CartDrawer = lazy(() => import('./cart-drawer').then((m) => ({ default: m.CartDrawer })))

function CartIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.6L21 7H6" />
      <circle cx="10" cy="20" r="1.5" />
      <circle cx="17" cy="20" r="1.5" />
    </svg>
  )
}

function useCartSummary() {
  const cart = useSelector(selectCart)
  const { count, total } = cartTotals(cart)
  return { count, total, label: `Cart: ${counted(count, 'item')}, ${formatRupees(total)}` }
}

/** Header cart button: item count and total; opens the cart drawer. */
export function CartButton() {
  const { count, total, label } = useCartSummary()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex h-10 items-center gap-2 rounded-md bg-green-700 px-3 text-sm font-medium text-white hover:bg-green-800"
        aria-label={label}
      >
        <CartIcon />
        {count === 0 ? (
          <span>My Cart</span>
        ) : (
          <span className="flex flex-col text-left text-xs leading-tight">
            <span>{counted(count, 'Item')}</span>
            <span>{formatRupees(total)}</span>
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CartDrawer onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}

/**
 * The sticky bar at the foot of small screens, linking to /cart; never on /checkout. It sits above
 * a page's own bottom bar (a listing's Sort and Filter), whose height the page sets as
 * --phone-bar-height.
 */
export function MobileCartBar() {
  const { count, total, label } = useCartSummary()
  const { pathname } = useLocation()
  if (count === 0 || pathname === paths.checkout || pathname === paths.cart) return null
  return (
    <div className="fixed inset-x-0 bottom-[var(--phone-bar-height,0px)] z-30 p-2 md:hidden">
      <Link
        to={paths.cart}
        aria-label={label}
        className="flex items-center justify-between rounded-lg bg-green-700 px-4 py-3 text-sm font-semibold text-white shadow-lg"
      >
        <span className="flex items-center gap-2">
          <CartIcon />
          {counted(count, 'Item')} · {formatRupees(total)}
        </span>
        <span>View Cart ›</span>
      </Link>
    </div>
  )
}
