import { useEffect, useRef } from 'react'

type LoadMoreProps = { onVisible: () => void; disabled: boolean }

/** Asks for the next page when it scrolls into view; a button does the same by hand. */
export function LoadMore({ onVisible, disabled }: LoadMoreProps) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = ref.current
    // Without IntersectionObserver (old browsers, tests) the button does the job alone.
    if (!element || disabled || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible()
      },
      { rootMargin: '400px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [onVisible, disabled])
  return (
    <div ref={ref} className="flex justify-center py-6" data-testid="load-more">
      {!disabled && (
        <button
          type="button"
          onClick={onVisible}
          className="rounded-md border border-stone-300 bg-white px-5 py-2 text-sm font-medium hover:border-stone-500"
        >
          Load more
        </button>
      )}
    </div>
  )
}
