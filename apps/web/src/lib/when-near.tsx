import { type ReactNode, startTransition, useEffect, useId, useRef, useState } from 'react'
import { HALF_A_SCREEN_AHEAD, watchNear } from './watch-near'

// Parts of a server-drawn page further down than the shopper can see (the home page's category
// rows, a listing's later cards) stay the server's HTML when the app starts, and React
// takes them over only when the shopper nears them. Hydrating them at start-up was a quarter or
// more of a slow phone's script work (docs/decisions.md 089). A link in such a part works before
// then as a plain link; everything else in it is out of the shopper's reach until she scrolls.

/** Within a screen and a half of the top of the viewport. */
const near = (element: Element) => element.getBoundingClientRect().top < window.innerHeight * 1.5

/**
 * Wraps a part of the page (as `display: contents`, so it changes no layout). Hydrated far from
 * the viewport, it keeps the server's HTML untouched until it comes within half a screen of it;
 * near the viewport, or rendered in the browser, it renders its children at once.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const id = useId()
  const ref = useRef<HTMLDivElement>(null)
  const [live, setLive] = useState(() => {
    // While React hydrates, `useId` gives the id the server gave, so the element found is the
    // server's. A part first rendered in the browser has an id no element has yet. A browser
    // without IntersectionObserver could not tell when the shopper nears, so it hydrates all.
    if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return true
    const drawn = document.getElementById(id)?.firstElementChild
    return !drawn || near(drawn)
  })
  useEffect(() => {
    const drawn = ref.current?.firstElementChild
    if (live || !drawn) return
    // In a transition, so that should the part's code still be loading, the server's HTML stays
    // on the screen until it can be replaced, rather than a loading fallback.
    return watchNear(drawn, HALF_A_SCREEN_AHEAD, () => startTransition(() => setLive(true)))
  }, [live])
  return live ? (
    <div id={id} ref={ref} className="contents">
      {children}
    </div>
  ) : (
    // React leaves an element's server HTML in place when it is given as inner HTML to hydrate.
    <div
      id={id}
      ref={ref}
      className="contents"
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  )
}
