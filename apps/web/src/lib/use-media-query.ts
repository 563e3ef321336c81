import { useSyncExternalStore } from 'react'
import { useServerNarrow } from './server-data'

const canQuery = () => typeof window.matchMedia === 'function'

/** Widths a server-rendered page is laid out for: a phone's, or a laptop's. */
const GUESSED_WIDTH = { narrow: 390, wide: 1366 } as const

/** Whether a width query ('(min-width: 768px)', '(max-width: 767px)') holds at a width. */
function widthMatches(query: string, width: number): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query)?.[1]
  const max = /max-width:\s*(\d+)px/.exec(query)?.[1]
  return (min === undefined || width >= Number(min)) && (max === undefined || width <= Number(max))
}

/**
 * Whether a media query matches, following changes (a phone turned sideways, a window resized).
 * A part that only one width shows is then not built at all at the other, which on a slow phone
 * saves the script and memory of a hidden subtree. Without matchMedia it is true. A
 * server-rendered page hydrates with the width the server laid it out for, then follows the
 * screen.
 */
export function useMediaQuery(query: string): boolean {
  const narrow = useServerNarrow()
  return useSyncExternalStore(
    (onChange) => {
      if (!canQuery()) return () => undefined
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => !canQuery() || window.matchMedia(query).matches,
    () => widthMatches(query, narrow === false ? GUESSED_WIDTH.wide : GUESSED_WIDTH.narrow),
  )
}
