import { Skeleton } from '@/components/skeleton'

export function PageFallback() {
  return (
    <div className="space-y-3" aria-busy="true">
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-48 w-full" />
    </div>
  )
}
