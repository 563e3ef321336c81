import { MESSAGES } from '@store/contract'

export function Rating({ rating }: { rating: number | null }) {
  if (rating === null) return <span className="text-xs text-stone-500">{MESSAGES.noRating}</span>
  return (
    <span
      className="inline-flex items-center gap-0.5 rounded bg-green-700 px-1.5 py-0.5 text-xs font-semibold text-white"
      aria-label={`Rated ${rating} out of 5`}
    >
      {rating.toFixed(1)}
      <span aria-hidden="true">★</span>
    </span>
  )
}
