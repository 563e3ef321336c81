import { type ComponentProps, Suspense, lazy } from 'react'

// The account page's privacy sections load with that page's first render, as their own chunk.
const Panel = lazy(() => import('./privacy-panel').then((m) => ({ default: m.PrivacyPanel })))

export function PrivacyPanel(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  )
}
