type SkeletonProps = { className?: string }

/** A shimmering placeholder block. */
export function Skeleton({ className = '' }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      data-testid="skeleton"
      className={`relative overflow-hidden rounded-md bg-stone-200 before:absolute before:inset-0 before:-translate-x-full before:animate-[shimmer_1.4s_infinite] before:bg-gradient-to-r before:from-transparent before:via-white/60 before:to-transparent ${className}`}
    />
  )
}

/** A product card's shape while it loads: the same blocks at the same heights, so nothing moves. */
export function ProductCardSkeleton() {
  return (
    <div
      className="flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white"
      data-testid="product-skeleton"
    >
      <Skeleton className="aspect-square w-full rounded-none" />
      <div className="flex flex-col gap-1 p-2">
        <Skeleton className="h-10 w-4/5" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="mt-1 h-11 w-2/5" />
        <Skeleton className="mt-1 h-9 w-full" />
      </div>
    </div>
  )
}
