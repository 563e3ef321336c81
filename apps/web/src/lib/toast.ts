import { MESSAGES } from '@store/contract'

// Toasts load their library on first use, keeping it out of the code every page needs first;
// the toast area itself mounts then too (components/toaster.tsx).
let wanted = false
const listeners = new Set<() => void>()

/** Calls `listener` when a toast is first wanted (at once if one was); returns an unsubscribe. */
export function whenToastWanted(listener: () => void) {
  if (wanted) listener()
  else listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const load = () => {
  if (!wanted) {
    wanted = true
    for (const listener of listeners) listener()
    listeners.clear()
  }
  return import('react-hot-toast').then((module) => module.default)
}

export const notify = {
  success: async (message: string) => (await load()).success(message),
  error: async (message: string) => (await load()).error(message),
  loading: async (message: string) => (await load()).loading(message),
  info: async (message: string) => (await load())(message, { icon: 'ℹ️' }),
  dismiss: async (id?: string) => (await load()).dismiss(id),
  /** A failed call: the server's message, or `fallback` when there is none. */
  failure: async (error: unknown, fallback: string = MESSAGES.somethingWrong) =>
    (await load()).error(error instanceof Error ? error.message : fallback),
}
