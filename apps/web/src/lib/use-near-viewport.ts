import { type RefObject, useEffect, useState } from 'react'
import { useServerRenderedPage } from './server-data'
import { HALF_A_SCREEN_AHEAD, watchNear } from './watch-near'

/**
 * True once the element comes within half a screen of the viewport, and from then on. A section
 * further down the page waits for it before it fetches and renders, so a page's first moments on
 * a slow phone go to what the shopper sees. Without IntersectionObserver it is true at once. On
 * a page the server rendered, the whole page is drawn (crawlers and link previews read it all).
 */
export function useNearViewport(ref: RefObject<Element | null>) {
  const serverRendered = useServerRenderedPage()
  const [near, setNear] = useState(
    () => serverRendered || typeof IntersectionObserver === 'undefined',
  )
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    return watchNear(element, HALF_A_SCREEN_AHEAD, () => setNear(true))
  }, [ref, near])
  return near
}
