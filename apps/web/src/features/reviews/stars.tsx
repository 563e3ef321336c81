/** A review's stars as the shop's green badge, "4 ★". */
export function StarsBadge({ stars }: { stars: number }) {
  const colour = stars >= 3 ? 'bg-green-700' : stars === 2 ? 'bg-amber-600' : 'bg-red-700'
  return (
    <span
      className={`inline-flex items-center gap-0.5 rounded px-1.5 py-0.5 text-xs font-semibold text-white ${colour}`}
      aria-label={`${stars} out of 5 stars`}
    >
      {stars}
      <span aria-hidden="true">★</span>
    </span>
  )
}
