import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildProduct } from '@/testing/factories'
import { renderScreen, stubApi } from '@/testing/render'
import { SearchPage } from './search-page'

type Observed = { callback: IntersectionObserverCallback; connected: boolean }
const observers: Observed[] = []

beforeEach(() => {
  observers.length = 0
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry: Observed
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, connected: true }
        observers.push(this.entry)
      }
      observe() {}
      disconnect() {
        this.entry.connected = false
      }
    },
  )
})
afterEach(() => vi.unstubAllGlobals())

const page = (n: number, total: number, size = 12) => ({
  body: {
    success: true,
    error: false,
    message: '',
    results: Array.from({ length: size }, () => buildProduct({ name: `Kurta p${n}` })),
    page: n,
    totalNoPage: total,
    totalCount: total * size,
  },
})

function scrollToEnd() {
  const last = observers.filter((o) => o.connected).at(-1)
  last?.callback(
    [{ isIntersecting: true } as IntersectionObserverEntry],
    {} as IntersectionObserver,
  )
}

describe('search page', () => {
  it('shows 10 skeletons while the first page loads', () => {
    stubApi(() => new Promise(() => {}))
    renderScreen(<SearchPage />, { path: '/search', route: '/search?q=kurta' })
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(10)
  })

  it("says 'No Data found' when nothing matches", async () => {
    stubApi(() => page(1, 0, 0))
    renderScreen(<SearchPage />, { path: '/search', route: '/search?q=zzzz' })
    expect(await screen.findByText('No Data found')).toBeInTheDocument()
  })

  it('loads the next page when the end of the list comes into view, and stops at the last', async () => {
    const fetchMock = stubApi((_url, body) => page((body as { page: number }).page, 2))
    renderScreen(<SearchPage />, { path: '/search', route: '/search?q=kurta' })
    expect(await screen.findAllByText('Kurta p1')).toHaveLength(12)
    scrollToEnd()
    expect(await screen.findAllByText('Kurta p2')).toHaveLength(12)
    scrollToEnd()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    const pages = fetchMock.mock.calls.map(
      ([, init]) => (JSON.parse(init?.body as string) as { page: number }).page,
    )
    expect(pages).toEqual([1, 2])
  })
})
