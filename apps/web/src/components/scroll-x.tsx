import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

type Edges = { left: boolean; right: boolean }

/**
 * The box of a table wider than a phone: it scrolls sideways and shows that it does, with a
 * scrollbar kept in sight, a shadow on each edge that has more beyond it, and a hint under it.
 * On a screen wide enough for the table none of these show.
 */
export function ScrollX({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  const hint = useId()
  const [edges, setEdges] = useState<Edges>({ left: false, right: false })

  useEffect(() => {
    const element = box.current
    if (!element) return
    const measure = () => {
      const beyond = element.scrollWidth - element.clientWidth
      const left = beyond > 1 && element.scrollLeft > 1
      const right = beyond > 1 && element.scrollLeft < beyond - 1
      setEdges((now) => (now.left === left && now.right === right ? now : { left, right }))
    }
    measure()
    element.addEventListener('scroll', measure, { passive: true })
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    resized?.observe(element)
    if (element.firstElementChild) resized?.observe(element.firstElementChild)
    return () => {
      element.removeEventListener('scroll', measure)
      resized?.disconnect()
    }
  }, [])

  const scrolls = edges.left || edges.right
  const shadow = 'pointer-events-none absolute inset-y-0 w-6 from-stone-900/20 to-transparent'
  return (
    <div>
      <div className="relative">
        <div
          ref={box}
          // A box that scrolls is reached by the keyboard too, and says how.
          tabIndex={scrolls ? 0 : undefined}
          aria-describedby={scrolls ? hint : undefined}
          className="scrollbar-visible overflow-x-auto"
        >
          {children}
        </div>
        {edges.left && <div aria-hidden="true" className={`${shadow} left-0 bg-gradient-to-r`} />}
        {edges.right && <div aria-hidden="true" className={`${shadow} right-0 bg-gradient-to-l`} />}
      </div>
      {scrolls && (
        <p id={hint} className="mt-1 px-2 pb-1 text-xs text-stone-500">
          {edges.right
            ? 'Scroll sideways to see every column →'
            : '← Scroll back for the first columns'}
        </p>
      )}
    </div>
  )
}
