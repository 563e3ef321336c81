type SkeletonProps = { className?: string }

/**
 * A grey placeholder block. It does not shimmer: every animated block is a layer the phone
 * composites on each frame, and a page of skeletons spent a tenth of its load on it.
 */
export function Skeleton({ className = '' }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      data-testid="skeleton"
      className={`rounded-md bg-stone-200 ${className}`}
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
