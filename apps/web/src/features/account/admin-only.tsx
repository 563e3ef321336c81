import type { ReactNode } from 'react'
import { MESSAGES } from '@store/contract'
import { useSession } from './use-session'

/** Admin pages show 'Do not have permission' to everyone else (the server checks again on every call). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { isAdmin } = useSession()
  if (!isAdmin) {
    return (
      <p className="rounded-xl border border-stone-200 bg-white p-8 text-center text-lg font-semibold text-red-700">
        {MESSAGES.noPermission}
      </p>
    )
  }
  return children
}
