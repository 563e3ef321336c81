import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MESSAGES } from '@store/contract'
import { notify } from '@/lib/toast'
import { Toaster } from './toaster'

// The real toast library: a dismissed toast leaves the page after its exit (about a second).
const gone = { timeout: 3000 }

beforeEach(() => {
  // jsdom has no matchMedia; the library asks it whether to animate.
  vi.stubGlobal('matchMedia', () => ({
    matches: true,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
})
afterEach(async () => {
  await act(() => notify.dismiss())
  vi.unstubAllGlobals()
})

describe('toasts of one action', () => {
  it("a success takes away the error an earlier try left: 'Item added' clears 'Please select a size'", async () => {
    render(<Toaster />)
    await act(() => notify.error('Cart is busy'))
    await act(() => notify.error(MESSAGES.selectSize, { action: 'add-to-cart' }))
    expect(await screen.findByText(MESSAGES.selectSize)).toBeInTheDocument()

    await act(() => notify.success(MESSAGES.itemAdded, { action: 'add-to-cart' }))
    expect(await screen.findByText(MESSAGES.itemAdded)).toBeInTheDocument()
    await waitFor(
      () => expect(screen.queryByText(MESSAGES.selectSize)).not.toBeInTheDocument(),
      gone,
    )
    // An error of no action, or of another, stays its full time.
    expect(screen.getByText('Cart is busy')).toBeInTheDocument()
  })

  it('a second error of the action replaces the first instead of stacking under it', async () => {
    render(<Toaster />)
    await act(() => notify.error('Only 2 left in M', { action: 'add-to-cart' }))
    expect(await screen.findByText('Only 2 left in M')).toBeInTheDocument()
    await act(() =>
      notify.failure(new Error('Sold out in size M'), undefined, { action: 'add-to-cart' }),
    )
    expect(await screen.findByText('Sold out in size M')).toBeInTheDocument()
    await waitFor(
      () => expect(screen.queryByText('Only 2 left in M')).not.toBeInTheDocument(),
      gone,
    )
  })
})
