/** Half a screen below the viewport: far enough ahead that a part is ready before it shows. */
export const HALF_A_SCREEN_AHEAD = '0px 0px 50% 0px'

type Watch = { observer: IntersectionObserver; waiting: Map<Element, () => void> }
const watches = new Map<string, Watch>()

/**
 * Calls `arrive` once, when the element comes within `margin` (an IntersectionObserver root
 * margin) of the viewport, or after the current task in a browser without IntersectionObserver.
 * Answers a function that stops the watch. One observer serves every element watched with the
 * same margin.
 */
export function watchNear(element: Element, margin: string, arrive: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    const later = setTimeout(arrive)
    return () => clearTimeout(later)
  }
  let watch = watches.get(margin)
  if (!watch) {
    const waiting = new Map<Element, () => void>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          const arrived = waiting.get(entry.target)
          waiting.delete(entry.target)
          observer.unobserve(entry.target)
          arrived?.()
        }
      },
      { rootMargin: margin },
    )
    watch = { observer, waiting }
    watches.set(margin, watch)
  }
  const { observer, waiting } = watch
  waiting.set(element, arrive)
  observer.observe(element)
  return () => {
    waiting.delete(element)
    observer.unobserve(element)
  }
}
