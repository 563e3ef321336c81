import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatDay } from '@store/contract'
import { paths } from '@/config/paths'
import { usePageMeta } from '@/lib/page-meta'

/** When the store's information pages were last reviewed (ISO date). */
export const LAST_UPDATED = '2026-11-22'

type StaticPageProps = {
  title: string
  /** The meta description of the page. */
  description: string
  /** One or two sentences under the heading. */
  lead?: ReactNode
  /** ISO date of the last change; defaults to LAST_UPDATED. */
  updated?: string
  children: ReactNode
}

// Prose styles for headings, paragraphs, lists and links; a heading, list or link marked `plain`
// (cards, steps, contents) keeps its own look.
const prose = [
  'space-y-4 leading-relaxed text-stone-700',
  '[&_h2:not(.plain)]:scroll-mt-24 [&_h2:not(.plain)]:pt-4 [&_h2:not(.plain)]:text-lg [&_h2:not(.plain)]:font-semibold [&_h2:not(.plain)]:text-stone-900 md:[&_h2:not(.plain)]:text-xl',
  '[&_h3]:font-semibold [&_h3]:text-stone-900',
  '[&_a:not(.plain)]:font-medium [&_a:not(.plain)]:text-brand-600 [&_a:not(.plain)]:underline [&_a:not(.plain)]:underline-offset-2 [&_a:not(.plain):hover]:text-brand-700',
  '[&_ul:not(.plain)]:list-disc [&_ol:not(.plain)]:list-decimal [&_ul:not(.plain)]:space-y-1.5 [&_ol:not(.plain)]:space-y-1.5',
  '[&_ul:not(.plain)]:pl-5 [&_ol:not(.plain)]:pl-5 [&_:not(.plain)>li]:pl-1 [&_li::marker]:text-stone-400',
  '[&_strong]:font-semibold [&_strong]:text-stone-900',
].join(' ')

/** The frame of the store's information pages: breadcrumb, heading, last update and readable prose. */
export function StaticPage({
  title,
  description,
  lead,
  updated = LAST_UPDATED,
  children,
}: StaticPageProps) {
  usePageMeta(title, description)
  return (
    <article className="mx-auto max-w-3xl">
      <nav aria-label="Breadcrumb" className="mb-3 text-sm text-stone-500">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to={paths.home} className="hover:text-brand-600 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-stone-700">
            {title}
          </li>
        </ol>
      </nav>
      <div className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
        <header className="border-b border-stone-200 bg-gradient-to-br from-brand-50 via-white to-amber-50 px-5 py-7 md:px-10 md:py-9">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 md:text-3xl">{title}</h1>
          {lead && <p className="mt-2 max-w-2xl text-stone-600 md:text-lg">{lead}</p>}
          <p className="mt-4 text-xs font-medium uppercase tracking-wide text-stone-500">
            Last updated: <time dateTime={updated}>{formatDay(updated)}</time>
          </p>
        </header>
        <div className={`px-5 py-6 md:px-10 md:py-8 ${prose}`}>{children}</div>
      </div>
    </article>
  )
}

type IconProps = { d: string; className?: string }

/** A line icon in the style of the home page's benefit strip. */
export function Icon({ d, className = 'h-6 w-6' }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  )
}

export const ICONS = {
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  check: 'M5 12l5 5L20 7',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  truck: 'M3 6h11v10H3zM14 9h4l3 3v4h-7M7 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01',
  refund:
    'M4 12a8 8 0 1 0 3-6.2M4 4v4h4M12 8v8M9.5 10.5h3.5a1.5 1.5 0 0 1 0 3h-2a1.5 1.5 0 0 0 0 3H15',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 1 1 14 0c0 4.8-7 11-7 11zM12 7.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  briefcase: 'M3 8h18v12H3zM8 8V5h8v3M3 13h18',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  chat: 'M4 5h16v11H9l-5 4zM8 10h8M8 13h5',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18',
  wallet: 'M3 7h18v13H3zM3 7l13-4v4M16 13.5h.01',
  megaphone: 'M3 10v4h3l7 4V6L6 10zM17 9a4 4 0 0 1 0 6M19.5 6.5a8 8 0 0 1 0 11',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6zM9 12l2 2 4-4',
  box: 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10',
  heart: 'M12 20s-8-4.6-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.4 12 20 12 20z',
  spark: 'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5L18 18M6 18l2.5-2.5M15.5 8.5L18 6',
  home: 'M3 11l9-7 9 7M5 10v10h14V10',
} as const

export type Fact = { icon: keyof typeof ICONS; value: string; label: string }

/** A strip of the key numbers of a policy, above its full text. */
export function Facts({ facts, label }: { facts: Fact[]; label: string }) {
  return (
    <ul aria-label={label} className="plain grid gap-3 sm:grid-cols-3">
      {facts.map((fact) => (
        <li
          key={fact.value}
          className="flex items-center gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3 sm:flex-col sm:items-start"
        >
          <span className="rounded-full bg-brand-50 p-2 text-brand-600">
            <Icon d={ICONS[fact.icon]} className="h-5 w-5" />
          </span>
          <span>
            <span className="block font-semibold text-stone-900">{fact.value}</span>
            <span className="block text-sm leading-snug text-stone-600">{fact.label}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}

export type Section = { id: string; title: string; body: ReactNode }

/** Numbered sections with a table of contents, for the long legal pages. */
export function Sections({ sections }: { sections: Section[] }) {
  return (
    <>
      <nav
        aria-label="Contents"
        className="rounded-lg border border-stone-200 bg-stone-50 p-4 text-sm"
      >
        <p className="font-semibold text-stone-900">Contents</p>
        <ol className="plain mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {sections.map((section, i) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="plain text-stone-700 hover:text-brand-600 hover:underline"
              >
                {i + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, i) => (
        <section key={section.id} aria-labelledby={section.id} className="space-y-3">
          <h2 id={section.id}>
            {i + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </>
  )
}
