import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { useAppSelector } from '@/app/hooks'
import { priceAfterDiscount } from '@store/contract'
import { formatRupees } from '@/lib/format'

/** Header cart button: item count and total. */
export function CartButton() {
  const cart = useAppSelector((s) => s.cartItem.cart)
  const count = cart.reduce((sum, line) => sum + line.quantity, 0)
  const total = cart.reduce(
    (sum, line) =>
      sum + priceAfterDiscount(line.productId.price, line.productId.discount) * line.quantity,
    0,
  )
  return (
    <Link
      to={paths.cart}
      className="flex items-center gap-2 rounded-md bg-green-700 px-3 py-2 text-sm font-medium text-white hover:bg-green-800"
      aria-label={`Cart: ${count} items, ${formatRupees(total)}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.6L21 7H6" />
        <circle cx="10" cy="20" r="1.5" />
        <circle cx="17" cy="20" r="1.5" />
      </svg>
      {count === 0 ? (
        <span>My Cart</span>
      ) : (
        <span className="flex flex-col text-left leading-tight">
          <span>{count} Items</span>
          <span>{formatRupees(total)}</span>
        </span>
      )}
    </Link>
  )
}
