import { act, fireEvent, screen } from '@testing-library/react'
import { useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderScreen, stubApi } from '@/testing/render'
import { SearchBox } from './search-box'

// Only timers are faked: promises (the stubbed fetch) still settle on their own.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

// The server never sends more than 10; the list still shows at most 10 if it did.
const names = Array.from({ length: 12 }, (_, i) => ({
  name: `Cotton Kurta ${i + 1}`,
  _id: `${i + 1}`,
}))

function Location() {
  const { pathname, search } = useLocation()
  return <output aria-label="Location">{pathname + search}</output>
}

const wait = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms))

async function setup(route = '/') {
  const fetchMock = stubApi(() => ({
    body: { success: true, error: false, message: '', suggestions: names },
  }))
  await import('./suggestions')
  renderScreen(
    <>
      <SearchBox />
      <Location />
    </>,
    { path: '*', route },
  )
  const input = screen.getByRole('combobox', { name: 'Search products' })
  fireEvent.focus(input)
  await wait()
  const type = async (value: string, ms = 0) => {
    fireEvent.change(input, { target: { value } })
    await wait(ms)
  }
  return { fetchMock, input, type }
}

const keywords = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(init?.body as string) as { keyword: string })

describe('search box', () => {
  it('asks for suggestions only for non-blank text, 200 ms after typing stops', async () => {
    const { fetchMock, type } = await setup()

    await type('   ', 1000)
    expect(fetchMock).not.toHaveBeenCalled()

    await type('k', 100)
    await type('ku', 100)
    await type('kur', 199)
    expect(fetchMock).not.toHaveBeenCalled()
    await wait(1)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/api\/v1\/products\/suggestions$/)
    expect(keywords(fetchMock)).toEqual([{ keyword: 'kur' }])
  })

  it('shows at most 10 suggestions in a listbox tied to the input', async () => {
    const { input, type } = await setup()
    await type('kurta', 200)
    await wait()

    const listbox = screen.getByRole('listbox', { name: 'Suggestions' })
    expect(screen.getAllByRole('option')).toHaveLength(10)
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(input).toHaveAttribute('aria-controls', listbox.id)
  })

  it('moves through the suggestions with the arrow keys and opens one with Enter', async () => {
    const { input, type } = await setup()
    await type('kurta', 200)
    await wait()

    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'ArrowUp' })
    const options = screen.getAllByRole('option')
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id)
    expect(options[1]).toHaveAttribute('aria-selected', 'true')

    fireEvent.keyDown(input, { key: 'Enter' })
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/product/2')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('opens the product of a clicked suggestion', async () => {
    const { type } = await setup()
    await type('kurta', 200)
    await wait()

    fireEvent.click(screen.getByRole('option', { name: 'Cotton Kurta 3' }))
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/product/3')
  })

  it('closes on Escape and on a click outside', async () => {
    const { input, type } = await setup()
    await type('kurta', 200)
    await wait()

    fireEvent.keyDown(input, { key: 'Escape' })
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(input).toHaveAttribute('aria-expanded', 'false')

    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    fireEvent.focusOut(input, { relatedTarget: document.body })
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('submits the text to the results page', async () => {
    const { type } = await setup()
    await type('  silk saree ')
    fireEvent.submit(screen.getByRole('search'))
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/search?q=silk%20saree',
    )
  })

  it('shows the current query on the results page', async () => {
    const { input } = await setup('/search?q=cotton%20kurta')
    expect(input).toHaveValue('cotton kurta')
  })
})
