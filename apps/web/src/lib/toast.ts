import { MESSAGES } from '@store/contract'

// Toasts load their library on first use, keeping it out of the code every page needs first.
const load = () => import('react-hot-toast').then((module) => module.default)

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
