import { priceAfterDiscount } from '@store/contract'
import { formatRupees } from '@/lib/format'

type PriceProps = { price: number; discount: number; size?: 'sm' | 'lg' }

/** Price after discount, the struck-through original and the discount percent. */
export function Price({ price, discount, size = 'sm' }: PriceProps) {
  const final = priceAfterDiscount(price, discount)
  return (
    <div className="flex flex-wrap items-baseline gap-x-2">
      <span className={size === 'lg' ? 'text-2xl font-semibold' : 'font-semibold'}>
        {formatRupees(final)}
      </span>
      {discount > 0 && (
        <>
          <s
            className="text-sm text-stone-500"
            aria-label={`Original price ${formatRupees(price)}`}
          >
            {formatRupees(price)}
          </s>
          <span className="text-sm font-medium text-green-700">{discount}% off</span>
        </>
      )}
    </div>
  )
}
