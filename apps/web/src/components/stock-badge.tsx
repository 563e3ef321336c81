import { LIMITS, MESSAGES } from '@store/contract'

/** 'Out of stock' at 0, 'Only N left!' under the low-stock limit, nothing otherwise. */
export function StockBadge({ stock }: { stock: number }) {
  if (stock <= 0) {
    return (
      <span className="rounded bg-stone-800 px-1.5 py-0.5 text-xs font-medium text-white">
        {MESSAGES.outOfStock}
      </span>
    )
  }
  if (stock < LIMITS.lowStockBelow) {
    return (
      <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-800">
        {MESSAGES.onlyLeft(stock)}
      </span>
    )
  }
  return null
}
