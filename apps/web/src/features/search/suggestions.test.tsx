import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { renderScreen, stubApi } from '@/testing/render'
import { SearchBox } from './search-box'

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const suggestions = Array.from({ length: 10 }, (_, i) => ({
  name: `Kurta ${i}`,
  _id: String(i + 1),
}))

it('asks for suggestions 200 ms after typing stops, never for blank text, and opens a pick', async () => {
  const fetchMock = stubApi(() => ({
    body: { success: true, error: false, message: '', suggestions },
  }))
  await import('./suggestions')
  renderScreen(<SearchBox />)
  const input = screen.getByLabelText('Search products')
  fireEvent.focus(input)
  await act(() => vi.advanceTimersByTimeAsync(0))

  fireEvent.change(input, { target: { value: '   ' } })
  await act(() => vi.advanceTimersByTimeAsync(300))
  expect(fetchMock).not.toHaveBeenCalled()

  fireEvent.change(input, { target: { value: 'kur' } })
  await act(() => vi.advanceTimersByTimeAsync(150))
  expect(fetchMock).not.toHaveBeenCalled()
  await act(() => vi.advanceTimersByTimeAsync(100))
  expect(fetchMock).toHaveBeenCalledTimes(1)

  const links = await screen.findAllByRole('link')
  expect(links).toHaveLength(10)
  expect(links[0]).toHaveAttribute('href', '/product/1')
  fireEvent.click(links[0] as HTMLElement)
  expect(await screen.findByText('Navigated away')).toBeInTheDocument()
})
