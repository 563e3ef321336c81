import { lazy, Suspense, useId, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { paths } from '@/config/paths'

// The suggestions list loads on first use, so the header stays light for every page.
const Suggestions = lazy(() => import('./suggestions').then((m) => ({ default: m.Suggestions })))

/** The header search: type for suggestions, Enter for the results page. */
export function SearchBox() {
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const current = pathname === paths.search ? (params.get('q') ?? '') : ''
  const [draft, setDraft] = useState<{ text: string; for: string }>({ text: current, for: current })
  const [active, setActive] = useState(false)
  const id = useId()
  // A new search from elsewhere (a link, the back button) replaces what was typed.
  const text = draft.for === current ? draft.text : current

  return (
    <form
      role="search"
      className="relative"
      onSubmit={(event) => {
        event.preventDefault()
        const q = text.trim()
        if (!q) return
        setActive(false)
        void navigate(`${paths.search}?q=${encodeURIComponent(q)}`)
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={text}
        placeholder='Search "kurta", "jeans", "saree"...'
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          setDraft({ text: event.target.value, for: current })
          setActive(true)
        }}
        onFocus={() => setActive(true)}
        className="w-full rounded-lg border border-stone-300 bg-stone-50 py-2 pl-10 pr-3 text-sm outline-none focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-100"
        aria-describedby={`${id}-hint`}
      />
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none absolute left-3 top-2.5 h-5 w-5 text-stone-400"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <span id={`${id}-hint`} className="sr-only">
        Suggestions appear as you type
      </span>
      {active && (
        <Suspense fallback={null}>
          <Suggestions text={text} inputId={id} onClose={() => setActive(false)} />
        </Suspense>
      )}
    </form>
  )
}
