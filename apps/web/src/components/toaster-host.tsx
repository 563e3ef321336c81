import { useEffect } from 'react'
import toast, { Toaster, useToasterStore } from 'react-hot-toast'
import { TOAST_LIMIT, TOAST_MS } from '@store/contract'

/** The toast area: 2 s success, 4 s error, loading until dismissed, at most TOAST_LIMIT at once. */
export function ToasterHost() {
  const { toasts } = useToasterStore()
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id))
  }, [toasts])
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        success: { duration: TOAST_MS.success },
        error: { duration: TOAST_MS.error },
        loading: { duration: Infinity },
      }}
    />
  )
}
