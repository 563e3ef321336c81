import { act, useState } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WhenNear } from './when-near'

/** A part at `top` px from the top of the page, with a counter a tap raises once React has it. */
function Part({ name, top }: { name: string; top: number }) {
  const [taps, setTaps] = useState(0)
  return (
    <WhenNear>
      <button data-top={top} onClick={() => setTaps(taps + 1)}>
        {name} {taps}
      </button>
    </WhenNear>
  )
}

const page = (
  <main>
    <Part name="near" top={100} />
    <Part name="far" top={5000} />
  </main>
)

let observed: Array<{ element: Element; callback: IntersectionObserverCallback }> = []
const arrive = (element: Element) =>
  act(() => {
    for (const watch of observed.filter((watch) => watch.element === element))
      watch.callback(
        [{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      )
  })

beforeEach(() => {
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true)
  observed = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({ element, callback: this.callback })
      }
      unobserve(element: Element) {
        observed = observed.filter((watch) => watch.element !== element)
      }
      disconnect() {}
    },
  )
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return { top: Number(this.getAttribute('data-top') ?? 0) } as DOMRect
  })
  vi.stubGlobal('innerHeight', 800)
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

function button(name: string) {
  const found = [...document.querySelectorAll('button')].find((b) =>
    b.textContent?.startsWith(name),
  )
  if (!found) throw new Error(`no ${name} button`)
  return found
}

describe('WhenNear', () => {
  it('hydrates a part near the viewport, and keeps a far one as the server drew it until it nears', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.append(container)
    const farAsDrawn = button('far')

    await act(async () => {
      hydrateRoot(container, page)
    })
    act(() => button('near').click())
    expect(button('near').textContent).toBe('near 1')

    // Far: the server's element, untouched, and deaf to a tap.
    expect(button('far')).toBe(farAsDrawn)
    act(() => button('far').click())
    expect(button('far').textContent).toBe('far 0')

    arrive(farAsDrawn)
    expect(button('far').textContent).toBe('far 0')
    act(() => button('far').click())
    expect(button('far').textContent).toBe('far 1')
    expect(document.querySelectorAll('button')).toHaveLength(2)
  })

  it('hydrates every part in a browser that cannot tell when the shopper nears', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.append(container)
    await act(async () => {
      hydrateRoot(container, page)
    })
    act(() => button('far').click())
    expect(button('far').textContent).toBe('far 1')
  })

  it('renders every part at once where the browser draws the page', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    await act(async () => {
      createRoot(container).render(page)
    })
    act(() => button('far').click())
    expect(button('far').textContent).toBe('far 1')
    expect(observed).toHaveLength(0)
  })
})
