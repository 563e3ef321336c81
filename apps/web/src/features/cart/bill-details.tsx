import { counted } from '@store/contract'
import { formatRupees } from '@/lib/format'

type Props = {
  count: number
  mrp: number
  total: number
  /** The Cash on Delivery fee, shown at checkout beside the goods (rupees; 0 or absent: none). */
  codFee?: number
}

/**
 * Items total (struck-through before discounts, then charged), the discount, quantity, delivery,
 * any fee and the grand total: the full breakup before the order is placed (decision 075).
 */
export function BillDetails({ count, mrp, total, codFee = 0 }: Props) {
  return (
    <section aria-labelledby="bill-details" className="space-y-2 text-sm">
      <h3 id="bill-details" className="font-semibold">
        Bill details
      </h3>
      <dl className="space-y-1.5">
        <div className="flex justify-between gap-4">
          <dt>Items total</dt>
          <dd className="flex gap-2">
            {mrp > total && (
              <s className="text-stone-400" aria-label={`Before discounts ${formatRupees(mrp)}`}>
                {formatRupees(mrp)}
              </s>
            )}
            <span>{formatRupees(total)}</span>
          </dd>
        </div>
        {mrp > total && (
          <div className="flex justify-between gap-4">
            <dt>Discount</dt>
            <dd className="text-green-700">−{formatRupees(mrp - total)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt>Quantity total</dt>
          <dd>{counted(count, 'item')}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Delivery charge</dt>
          <dd className="font-medium text-green-700">Free</dd>
        </div>
        {codFee > 0 && (
          <div className="flex justify-between gap-4">
            <dt>Cash on Delivery fee</dt>
            <dd>+{formatRupees(codFee)} if you pay on delivery</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 text-base font-semibold">
          <dt>Grand total</dt>
          <dd>{formatRupees(total)}</dd>
        </div>
      </dl>
    </section>
  )
}
