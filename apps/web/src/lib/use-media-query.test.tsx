import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useMediaQuery } from './use-media-query'

function Width() {
  return <p>{useMediaQuery('(min-width: 768px)') ? 'wide' : 'narrow'}</p>
}

/** A window whose width the test sets, with the change events matchMedia sends. */
function fakeWindow(width: number) {
  const listeners = new Set<() => void>()
  let current = width
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return current >= Number(/(\d+)px/.exec(query)?.[1])
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }))
  return (next: number) => {
    current = next
    for (const listener of listeners) listener()
  }
}

describe('useMediaQuery', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('follows the width as it changes', () => {
    const resize = fakeWindow(390)
    render(<Width />)
    expect(screen.getByText('narrow')).toBeInTheDocument()
    act(() => resize(1366))
    expect(screen.getByText('wide')).toBeInTheDocument()
    act(() => resize(390))
    expect(screen.getByText('narrow')).toBeInTheDocument()
  })

  it('is true where media queries cannot be read', () => {
    vi.stubGlobal('matchMedia', undefined)
    render(<Width />)
    expect(screen.getByText('wide')).toBeInTheDocument()
  })
})
