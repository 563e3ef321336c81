import { lazy, Suspense } from 'react'

// Loaded after the first render so the toast library stays out of the entry bundle.
const ToasterHost = lazy(() =>
  import('./toaster-host').then((module) => ({ default: module.ToasterHost })),
)

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  )
}
