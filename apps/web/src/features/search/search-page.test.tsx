import { act, fireEvent, screen } from '@testing-library/react'
import { Link } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cartAction } from '@/features/cart'
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
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const page = (n: number, total: number, size = 12) => ({
  body: {
    success: true,
    error: false,
    message: '',
    data: Array.from({ length: size }, () => buildProduct({ name: `Kurta p${n}` })),
    page: n,
    totalNoPage: total,
    totalCount: total * size,
    sort: 'relevance',
    facets: {
      size: [{ value: 'M', count: 3 }],
      colour: [],
      brand: [],
      subCategory: [],
      price: [],
      discount: [],
      rating: [],
    },
  },
})

/** The page and search text of a listing call. */
const asked = (url: string) => {
  const query = new URL(url, 'http://store').searchParams
  return { q: query.get('q'), page: Number(query.get('page')) }
}

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
    renderScreen(<SearchPage action={cartAction} />, { path: '/search', route: '/search?q=kurta' })
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(10)
  })

  it("says 'No Data found' when nothing matches", async () => {
    stubApi(() => page(1, 0, 0))
    renderScreen(<SearchPage action={cartAction} />, { path: '/search', route: '/search?q=zzzz' })
    expect(await screen.findByText('No Data found')).toBeInTheDocument()
  })

  it('loads the next page when the end of the list comes into view, and stops at the last', async () => {
    const fetchMock = stubApi((url) => page(asked(url).page, 2))
    renderScreen(<SearchPage action={cartAction} />, { path: '/search', route: '/search?q=kurta' })
    expect(await screen.findAllByText('Kurta p1')).toHaveLength(12)
    // The list can be on screen before the effect that watches its end has run.
    await vi.waitFor(() => expect(observers.some((o) => o.connected)).toBe(true))
    scrollToEnd()
    scrollToEnd()
    expect(await screen.findAllByText('Kurta p2')).toHaveLength(12)
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
    scrollToEnd()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    const pages = fetchMock.mock.calls.map(([input]) => asked(input as string).page)
    expect(pages).toEqual([1, 2])
  })

  it('titles the page and counts the results in the heading', async () => {
    stubApi(() => page(1, 3))
    renderScreen(<SearchPage action={cartAction} />, { path: '/search', route: '/search?q=kurta' })
    await screen.findAllByText('Kurta p1')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for "kurta" (36)')
    expect(document.title).toBe('Results for "kurta" | KapdaKart')
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('kurta'),
    )
  })

  it('searches again 500 ms after the query changes, from page 1', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const fetchMock = stubApi((url) => page(asked(url).page, 2))
    renderScreen(
      <>
        <Link to="/search?q=saree">Saree</Link>
        <SearchPage action={cartAction} />
      </>,
      { path: '/search', route: '/search?q=kurta' },
    )
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(fetchMock).toHaveBeenCalledTimes(1)

    fireEvent.click(screen.getByRole('link', { name: 'Saree' }))
    await act(() => vi.advanceTimersByTimeAsync(499))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(10)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(asked(fetchMock.mock.calls[1]?.[0] as string)).toEqual({ q: 'saree', page: 1 })
  })
})
