import { type ComponentProps, Suspense, lazy } from 'react'

// The order page's Payment section loads with that page's first render of an online order, not
// with the shop's entry.
const Section = lazy(() =>
  import('./order-payment').then((m) => ({ default: m.OrderPaymentSection })),
)

export function OrderPayment(props: ComponentProps<typeof Section>) {
  if (!props.order.payment) return null
  return (
    <Suspense fallback={<div className="h-32 animate-pulse rounded-lg bg-stone-200" />}>
      <Section {...props} />
    </Suspense>
  )
}
