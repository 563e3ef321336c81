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

export function ProductCardSkeleton() {
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-2" data-testid="product-skeleton">
      <Skeleton className="aspect-square w-full" />
      <Skeleton className="mt-2 h-4 w-4/5" />
      <Skeleton className="mt-2 h-4 w-2/5" />
    </div>
  )
}
