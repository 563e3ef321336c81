import type { ReactNode } from 'react'

/** A primary button that looks enabled only when its form is ready. */
export const gatedSubmitClass = (ready: boolean, width: 'full' | 'auto' = 'full') =>
  `${width === 'full' ? 'w-full' : 'whitespace-nowrap text-sm'} rounded-md px-4 py-2.5 font-semibold text-white ${
    ready ? 'bg-brand-600 hover:bg-brand-700' : 'cursor-not-allowed bg-stone-300'
  }`

/** The title row of an admin page, with its main action. */
export function AdminHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg bg-white p-3 shadow-sm">
      <h1 className="text-lg font-semibold">{title}</h1>
      {children}
    </div>
  )
}
