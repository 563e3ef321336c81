import type { ReactNode } from 'react'
import { MESSAGES } from '@store/contract'

/** A labelled control, with its error under it. */
export function Field({
  label,
  error,
  children,
}: {
  label: string
  error?: string | undefined
  children: ReactNode
}) {
  return (
    <label className="block space-y-1">
      <span className="text-sm font-medium text-stone-700">{label}</span>
      {children}
      {error && <span className="block text-sm text-red-700">{error}</span>}
    </label>
  )
}

export const inputClass =
  'w-full rounded-md border border-stone-300 bg-white px-3 py-2 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100'

/** The form's full-width primary button; it says 'Loading...' while the form is sent. */
export function SubmitButton({
  busy,
  disabled = false,
  children,
}: {
  busy: boolean
  disabled?: boolean
  children: ReactNode
}) {
  return (
    <button
      type="submit"
      disabled={disabled || busy}
      className="w-full rounded-md bg-brand-600 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-stone-300"
    >
      {busy ? MESSAGES.loading : children}
    </button>
  )
}
