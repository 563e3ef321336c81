import { render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ServerDataContext } from './server-data'
import { usePages } from './use-pages'

type Page = { data: string[]; totalNoPage: number; totalCount: number }

function List({ fetchPage }: { fetchPage: (page: number) => Promise<Page> }) {
  const { items } = usePages('kurtas', (page) => fetchPage(page))
  return <p>{items.join(', ')}</p>
}

describe('usePages', () => {
  // StrictMode runs the effect, disconnects it and runs it again, as a Suspense boundary
  // reconnecting after hydration does.
  it('keeps the server’s first page when its effect runs again', async () => {
    const fetchPage = vi.fn(async (): Promise<Page> => ({
      data: ['fetched'],
      totalNoPage: 1,
      totalCount: 1,
    }))
    const first: Page = { data: ['Blue kurta', 'Red kurta'], totalNoPage: 2, totalCount: 3 }
    render(
      <StrictMode>
        <ServerDataContext
          value={{
            narrow: true,
            firstPage: true,
            take: (key) => (key === 'kurtas#1' ? { data: first } : undefined),
          }}
        >
          <List fetchPage={fetchPage} />
        </ServerDataContext>
      </StrictMode>,
    )
    expect(screen.getByText('Blue kurta, Red kurta')).toBeTruthy()
    await Promise.resolve()
    expect(fetchPage).not.toHaveBeenCalled()
  })
})
