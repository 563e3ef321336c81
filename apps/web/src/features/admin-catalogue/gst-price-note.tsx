import {
  FALLBACK_HSN,
  type Ref,
  type SubCategory,
  consistentPrices,
  gstRate,
  inInconsistentBand,
  priceAfterDiscount,
} from '@store/contract'
import { formatRupees } from '@/lib/format'

const exact = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
})

/** The HSN code a product's invoice lines take: its own, else its first sub-category's. */
export function effectiveHsn(own: string, picked: Ref[], all: SubCategory[]) {
  if (/^[0-9]{4,8}$/.test(own.trim())) return own.trim()
  for (const ref of picked) {
    const code = all.find((sub) => sub._id === ref._id)?.hsnCode
    if (code) return code
  }
  return FALLBACK_HSN
}

/**
 * The GST rate the selling price takes, and a warning for a garment priced where neither 5% nor
 * 18% is self-consistent (₹2,625.01 to ₹2,950.00), with the nearest prices that are.
 */
export function GstPriceNote({
  hsn,
  price,
  discount,
}: {
  hsn: string
  price: string
  discount: string
}) {
  const rupees = Number(price)
  const off = Number(discount || 0)
  if (!price.trim() || !Number.isFinite(rupees) || rupees <= 0 || !Number.isFinite(off)) return null
  const paise = Math.round(priceAfterDiscount(rupees, off) * 100)
  const rate = gstRate(hsn, paise)
  if (!inInconsistentBand(hsn, paise)) {
    return (
      <p className="text-xs text-stone-600">
        Sells at {formatRupees(paise / 100)}: GST {rate}% (HSN {hsn}), included in the price.
      </p>
    )
  }
  const { below, above } = consistentPrices()
  return (
    <p
      role="alert"
      className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900"
    >
      At a selling price of {exact.format(paise / 100)} neither GST rate fits: before GST the piece
      is worth over ₹2,500 at 5% but not at 18%. The invoice charges {rate}%. Nearest consistent
      selling prices: {exact.format(below / 100)} (5%) or {exact.format(above / 100)} (18%).
    </p>
  )
}
