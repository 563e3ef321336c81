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

/**
 * What a toast answers, when a later toast of the same action settles it: a success for an action
 * dismisses the error an earlier try of it left ('Item added' takes 'Please select a size' away),
 * and a new error of the action replaces the last one instead of stacking under it.
 */
export type ToastAction = 'add-to-cart'
type ToastOptions = { action?: ToastAction | undefined }

// The error toast each action last showed, while it may still be on screen.
const errorOf = new Map<ToastAction, string>()

const settle = (toast: Awaited<ReturnType<typeof load>>, action: ToastAction | undefined) => {
  if (action === undefined) return
  const id = errorOf.get(action)
  if (id === undefined) return
  errorOf.delete(action)
  toast.dismiss(id)
}

const showError = async (message: string, action: ToastAction | undefined) => {
  const toast = await load()
  settle(toast, action)
  const id = toast.error(message)
  if (action !== undefined) errorOf.set(action, id)
  return id
}

export const notify = {
  success: async (message: string, { action }: ToastOptions = {}) => {
    const toast = await load()
    settle(toast, action)
    return toast.success(message)
  },
  error: async (message: string, { action }: ToastOptions = {}) => showError(message, action),
  loading: async (message: string) => (await load()).loading(message),
  info: async (message: string) => (await load())(message, { icon: 'ℹ️' }),
  dismiss: async (id?: string) => (await load()).dismiss(id),
  /** A failed call: the server's message, or `fallback` when there is none. */
  failure: async (
    error: unknown,
    fallback: string = MESSAGES.somethingWrong,
    { action }: ToastOptions = {},
  ) => showError(error instanceof Error ? error.message : fallback, action),
}
