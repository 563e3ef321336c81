import type { ReactNode } from 'react'

/** The frame of the sign-in screens: a centred card with a title. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto mt-4 w-full max-w-md rounded-xl border border-stone-200 bg-white p-6 shadow-sm md:mt-10">
      <h1 className="mb-5 text-2xl font-bold">{title}</h1>
      {children}
    </section>
  )
}

type FieldProps = {
  label: string
  error?: string | undefined
  children: ReactNode
}

export function Field({ label, error, children }: FieldProps) {
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

export const submitClass =
  'w-full rounded-md bg-brand-600 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-stone-300'
