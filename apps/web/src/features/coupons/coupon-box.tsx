import { useId, useState } from 'react'
import type { CartLine } from '@store/contract'
import { inputClass } from '@/components/form'
import { formatRupees } from '@/lib/format'
import type { BagDiscount } from './use-bag-discount'

type Props = {
  cart: CartLine[]
  discount: BagDiscount
  /** MRP minus the sale price of every unit, in rupees: the rest of what the shopper saves. */
  mrpSaving: number
}

/**
 * The coupon field, the offers the bag meets or nearly meets, the discount per line and in all,
 * and what the shopper saves; the rule of how an offer and a coupon combine is said once.
 */
export function CouponBox({ cart, discount, mrpSaving }: Props) {
  const [typed, setTyped] = useState('')
  // The drawer can be open over the bag page: each box names its own field and message.
  const id = useId()
  const { check, code, problem } = discount
  const applied = check?.offers.find((offer) => offer.applied)
  const nearly = check?.offers.filter((offer) => !offer.applied) ?? []
  const linesOff = (check?.lines ?? []).filter((line) => line.discount > 0)
  const nameOf = (productId: string, size: string) => {
    const line = cart.find((l) => l.productId._id === productId && l.size === size)
    return line ? `${line.productId.name} (${size})` : size
  }
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 border-t border-stone-200 pt-3 text-sm"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        Coupons and offers
      </h3>
      {code ? (
        <div className="flex items-center justify-between gap-2 rounded-md bg-green-50 px-3 py-2">
          <p>
            <strong className="font-mono">{code}</strong> applied
            {check && <>: −{formatRupees(check.couponDiscount)}</>}
          </p>
          <button
            type="button"
            onClick={() => {
              discount.remove()
              setTyped('')
            }}
            className="font-semibold text-brand-700 hover:underline"
          >
            Remove
          </button>
        </div>
      ) : (
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            if (typed.trim()) discount.apply(typed)
          }}
        >
          <label htmlFor={`${id}-code`} className="sr-only">
            Coupon code
          </label>
          <input
            id={`${id}-code`}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="Coupon code"
            maxLength={20}
            spellCheck={false}
            autoCapitalize="characters"
            aria-invalid={Boolean(problem)}
            aria-describedby={problem ? `${id}-problem` : undefined}
            className={`${inputClass} font-mono uppercase`}
          />
          <button
            type="submit"
            className="rounded-md border-2 border-green-700 px-4 font-semibold text-green-800 hover:bg-green-700 hover:text-white"
          >
            Apply
          </button>
        </form>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-red-700">
          {problem}
        </p>
      )}
      {applied && (
        <p className="text-green-800">
          Offer applied: {applied.title} (−{formatRupees(applied.discount)})
        </p>
      )}
      {nearly.length > 0 && (
        <ul className="space-y-1 text-stone-700">
          {nearly.map((offer) => (
            <li key={offer._id}>
              {offer.addMore !== null
                ? `Add ${formatRupees(offer.addMore)} more for ${offer.headline}`
                : `${offer.title}: ${offer.headline}`}
            </li>
          ))}
        </ul>
      )}
      {linesOff.length > 0 && (
        <dl className="space-y-1">
          {linesOff.map((line) => (
            <div key={`${line._id}|${line.size}`} className="flex justify-between gap-3">
              <dt className="text-stone-600">{nameOf(line._id, line.size)}</dt>
              <dd className="shrink-0 text-green-700">−{formatRupees(line.discount)}</dd>
            </div>
          ))}
        </dl>
      )}
      {check && check.discount + mrpSaving > 0 && (
        <p className="rounded-md bg-green-50 px-3 py-2 font-semibold text-green-800">
          You save {formatRupees(mrpSaving + check.discount)}
        </p>
      )}
      {check && check.offers.length > 0 && <p className="text-xs text-stone-500">{check.rule}</p>}
    </section>
  )
}
