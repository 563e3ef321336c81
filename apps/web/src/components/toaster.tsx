import { lazy, Suspense, useEffect, useState } from 'react'
import { whenToastWanted } from '@/lib/toast'

// The toast library loads when the first toast is wanted, so a page's first moments skip it.
const ToasterHost = lazy(() =>
  import('./toaster-host').then((module) => ({ default: module.ToasterHost })),
)

export function Toaster() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => whenToastWanted(() => setWanted(true)), [])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  )
}
