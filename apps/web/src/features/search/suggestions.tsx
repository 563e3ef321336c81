import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { DEBOUNCE_MS, type Suggestion } from '@store/contract'
import { paths } from '@/config/paths'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { getSuggestions } from './api'

type Props = { text: string; inputId: string; onClose: () => void }

/** Up to 10 product names for the typed text, asked 200 ms after typing stops, never for blank text. */
export function Suggestions({ text, inputId, onClose }: Props) {
  const keyword = useDebouncedValue(text.trim(), DEBOUNCE_MS.suggestions)
  const [found, setFound] = useState<{ keyword: string; list: Suggestion[] }>({
    keyword: '',
    list: [],
  })

  useEffect(() => {
    if (!keyword) return
    const controller = new AbortController()
    getSuggestions(keyword, controller.signal).then(
      (list) => setFound({ keyword, list }),
      (error: unknown) => {
        if (!controller.signal.aborted) console.error(error)
      },
    )
    return () => controller.abort()
  }, [keyword])

  useEffect(() => {
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return
      if (
        event instanceof MouseEvent &&
        (event.target as Element | null)?.closest('form[role="search"]')
      )
        return
      onClose()
    }
    document.addEventListener('keydown', close)
    document.addEventListener('mousedown', close)
    return () => {
      document.removeEventListener('keydown', close)
      document.removeEventListener('mousedown', close)
    }
  }, [onClose])

  const list = keyword && found.keyword === keyword ? found.list : []
  if (!text.trim() || list.length === 0) return null
  return (
    <ul
      aria-label="Suggestions"
      data-for={inputId}
      className="absolute z-40 mt-1 max-h-96 w-full overflow-y-auto rounded-lg border border-stone-200 bg-white py-1 shadow-xl"
    >
      {list.map((suggestion) => (
        <li key={suggestion._id}>
          <Link
            to={paths.product(suggestion._id)}
            onClick={onClose}
            className="block truncate px-4 py-2 text-sm hover:bg-brand-50 focus:bg-brand-50 focus:outline-none"
          >
            {suggestion.name}
          </Link>
        </li>
      ))}
    </ul>
  )
}
