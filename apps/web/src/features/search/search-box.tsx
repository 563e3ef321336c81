import { lazy, Suspense, useId, useRef, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { paths } from '@/config/paths'
import type { KeyHandler, ListState } from './suggestions'

// The suggestions list is fetched on the first focus or keystroke, so the header stays light.
const Suggestions = lazy(() => import('./suggestions').then((m) => ({ default: m.Suggestions })))

const CLOSED: ListState = { expanded: false, activeId: undefined }

/** The header search: a combobox offering suggestions as the shopper types, Enter for results. */
export function SearchBox() {
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const current = pathname === paths.search ? (params.get('q') ?? '') : ''
  const [draft, setDraft] = useState({ text: current, for: current })
  const [started, setStarted] = useState(false)
  const [open, setOpen] = useState(false)
  const [list, setList] = useState<ListState>(CLOSED)
  const keysRef = useRef<KeyHandler | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  const listId = `${id}-list`
  // A new search from elsewhere (a link, the back button) replaces what was typed.
  const text = draft.for === current ? draft.text : current

  const show = () => {
    setStarted(true)
    setOpen(true)
  }
  const close = () => setOpen(false)
  const go = (to: string) => {
    close()
    input.current?.blur()
    void navigate(to)
  }

  return (
    <form
      role="search"
      className="relative"
      onSubmit={(event) => {
        event.preventDefault()
        const q = text.trim()
        if (q) go(`${paths.search}?q=${encodeURIComponent(q)}`)
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close()
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        name="q"
        value={text}
        placeholder='Search "kurta", "jeans", "saree"...'
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-controls={listId}
        aria-expanded={open && list.expanded}
        aria-activedescendant={open ? list.activeId : undefined}
        onChange={(event) => {
          setDraft({ text: event.target.value, for: current })
          show()
        }}
        onFocus={show}
        onKeyDown={(event) => {
          if (keysRef.current?.(event)) event.preventDefault()
          else if (event.key === 'Escape') close()
        }}
        className="w-full rounded-lg border border-stone-300 bg-stone-50 py-2 pl-10 pr-3 text-base outline-none focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-100 md:text-sm"
      />
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-stone-400"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      {started && (
        <Suspense fallback={null}>
          <Suggestions
            text={text}
            open={open}
            listId={listId}
            keysRef={keysRef}
            onOpen={show}
            onClose={close}
            onPick={(productId) => go(paths.product(productId))}
            onState={setList}
          />
        </Suspense>
      )}
    </form>
  )
}
