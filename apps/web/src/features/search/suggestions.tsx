import { type KeyboardEvent, type RefObject, useEffect, useState } from 'react'
import { counted, DEBOUNCE_MS, LIMITS, type Suggestion } from '@store/contract'
import { getSuggestions } from './api'

/** What the list tells the search box's input, for the combobox's ARIA attributes. */
export type ListState = { expanded: boolean; activeId: string | undefined }
/** The list's own key handler, called by the input first; true when it used the key. */
export type KeyHandler = (event: KeyboardEvent<HTMLInputElement>) => boolean

type Props = {
  /** What is typed in the search box. */
  text: string
  /** Whether the shopper wants the list (typing or focus); closed by Escape, a pick or leaving. */
  open: boolean
  listId: string
  /** Filled with this list's key handler, called by the input first. */
  keysRef: RefObject<KeyHandler | null>
  onOpen: () => void
  onClose: () => void
  onPick: (productId: string) => void
  onState: (state: ListState) => void
}

type Found = { keyword: string; list: Suggestion[] }

const NONE: Suggestion[] = []

/** The typed part of a name in bold, the way shoppers scan a suggestion list. */
function Highlighted({ name, keyword }: { name: string; keyword: string }) {
  const at = name.toLowerCase().indexOf(keyword.toLowerCase())
  if (at < 0) return name
  return (
    <>
      {name.slice(0, at)}
      <strong className="font-semibold text-stone-900">
        {name.slice(at, at + keyword.length)}
      </strong>
      {name.slice(at + keyword.length)}
    </>
  )
}

/**
 * The listbox of the search combobox: up to 10 product names for the typed text, asked 200 ms
 * after typing stops and never for blank text. Arrow keys move, Enter opens, Escape closes.
 */
export function Suggestions({
  text,
  open,
  listId,
  keysRef,
  onOpen,
  onClose,
  onPick,
  onState,
}: Props) {
  const keyword = text.trim()
  const [found, setFound] = useState<Found>({ keyword: '', list: [] })
  const [active, setActive] = useState<{ of: Suggestion[]; index: number }>({ of: [], index: -1 })

  useEffect(() => {
    if (!open || !keyword || keyword === found.keyword) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      getSuggestions(keyword, controller.signal).then(
        (list) => setFound({ keyword, list: list.slice(0, LIMITS.suggestionsMax) }),
        (error: unknown) => {
          if (!controller.signal.aborted) console.error(error)
        },
      )
    }, DEBOUNCE_MS.suggestions)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [open, keyword, found.keyword])

  // While the next answer is on its way, the last one stays, so the list does not flicker.
  const list = keyword ? found.list : NONE
  const visible = open && list.length > 0
  const index = active.of === list ? active.index : -1
  const optionId = (i: number) => `${listId}-${i}`
  const activeId = visible && index >= 0 ? optionId(index) : undefined

  useEffect(() => {
    onState({ expanded: visible, activeId })
    const option = activeId ? document.getElementById(activeId) : null
    // Not every environment scrolls (jsdom has no scrollIntoView).
    if (typeof option?.scrollIntoView === 'function') option.scrollIntoView({ block: 'nearest' })
  }, [visible, activeId, onState])

  useEffect(() => {
    keysRef.current = (event) => {
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          if (list.length === 0) return false
          if (!visible) onOpen()
          const step = event.key === 'ArrowDown' ? 1 : -1
          const start = index < 0 && step < 0 ? list.length : index
          setActive({ of: list, index: (start + step + list.length) % list.length })
          return true
        }
        case 'Enter': {
          const picked = visible ? list[index] : undefined
          if (!picked) return false
          onPick(picked._id)
          return true
        }
        case 'Escape':
          if (!visible) return false
          onClose()
          return true
        default:
          return false
      }
    }
    return () => {
      keysRef.current = null
    }
  }, [keysRef, list, visible, index, onOpen, onClose, onPick])

  return (
    <>
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!visible}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto overscroll-contain rounded-lg border border-stone-200 bg-white py-1 shadow-xl"
      >
        {list.map((suggestion, i) => (
          <li
            key={suggestion._id}
            id={optionId(i)}
            role="option"
            aria-selected={i === index}
            // Keeps the focus in the input, so the click below lands before the list closes.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => {
              if (i !== index) setActive({ of: list, index: i })
            }}
            onClick={() => onPick(suggestion._id)}
            className={`flex cursor-pointer items-center gap-3 px-4 py-2.5 text-sm text-stone-600 ${
              i === index ? 'bg-brand-50' : ''
            }`}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-4 w-4 shrink-0 text-stone-400"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
            <span className="truncate">
              <Highlighted name={suggestion.name} keyword={keyword} />
            </span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {visible
          ? `${counted(list.length, 'suggestion')}, use the up and down arrow keys to choose`
          : ''}
      </p>
    </>
  )
}
