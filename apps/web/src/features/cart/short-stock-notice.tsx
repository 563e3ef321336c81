import type { ReactNode } from 'react'

/** Why checkout waits: some cart line is sold out or holds more than its size has left. */
export function ShortStockNotice({ children }: { children?: ReactNode }) {
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      Some items in your cart are sold out or have fewer left than you chose. Please change those
      items to continue. {children}
    </p>
  )
}
