import type { ReactNode } from 'react'
import { usePageMeta } from '@/lib/page-meta'

type StaticPageProps = { title: string; description: string; updated?: string; children: ReactNode }

/** The frame of the store's information pages: a heading and readable prose. */
export function StaticPage({ title, description, updated, children }: StaticPageProps) {
  usePageMeta(title, description)
  return (
    <article className="mx-auto max-w-3xl rounded-xl bg-white p-5 md:p-10">
      <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
      {updated && <p className="mt-1 text-sm text-stone-500">Last updated: {updated}</p>}
      <div className="mt-6 space-y-4 leading-relaxed text-stone-700 [&_h2]:mt-8 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-stone-900 [&_a]:text-brand-600 [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ul]:list-disc [&_ul]:space-y-1">
        {children}
      </div>
    </article>
  )
}
