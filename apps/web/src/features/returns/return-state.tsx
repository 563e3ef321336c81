import { useMyReturns } from './use-returns'
import { ReturnStatusBadge } from '@/components/return-status-badge'

/** My Orders: the state of each return of one order. */
export function OrderReturnState({ orderId }: { orderId: string }) {
  const { returns } = useMyReturns()
  const mine = (returns ?? []).filter((ret) => ret.orderId === orderId)
  if (mine.length === 0) return null
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-600">
      Return:{' '}
      {mine.map((ret) => (
        <ReturnStatusBadge key={ret._id} status={ret.status} />
      ))}
    </p>
  )
}
