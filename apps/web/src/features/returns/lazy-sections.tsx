import { type ComponentProps, Suspense, lazy } from 'react'

// The returns' parts of shared pages load with those pages' first render, not with the shop's
// entry: each is its own chunk, shown when it arrives.
const Sections = {
  OrderReturns: lazy(() => import('./order-returns').then((m) => ({ default: m.OrderReturns }))),
  OrderReturnState: lazy(() =>
    import('./return-state').then((m) => ({ default: m.OrderReturnState })),
  ),
  StoreCreditPanel: lazy(() =>
    import('./store-credit-panel').then((m) => ({ default: m.StoreCreditPanel })),
  ),
}

export function OrderReturns(props: ComponentProps<typeof Sections.OrderReturns>) {
  return (
    <Suspense fallback={null}>
      <Sections.OrderReturns {...props} />
    </Suspense>
  )
}

export function OrderReturnState(props: ComponentProps<typeof Sections.OrderReturnState>) {
  return (
    <Suspense fallback={null}>
      <Sections.OrderReturnState {...props} />
    </Suspense>
  )
}

export function StoreCreditPanel() {
  return (
    <Suspense fallback={null}>
      <Sections.StoreCreditPanel />
    </Suspense>
  )
}
