import { useSyncExternalStore } from 'react'

const canQuery = () => typeof window.matchMedia === 'function'

/**
 * Whether a media query matches, following changes (a phone turned sideways, a window resized).
 * A part that only one width shows is then not built at all at the other, which on a slow phone
 * saves the script and memory of a hidden subtree. Without matchMedia it is true.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!canQuery()) return () => undefined
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => !canQuery() || window.matchMedia(query).matches,
  )
}
