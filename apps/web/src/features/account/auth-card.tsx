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
