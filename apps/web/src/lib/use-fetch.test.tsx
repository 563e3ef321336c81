import { render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ServerDataContext, type ServerData } from './server-data'
import { useFetch } from './use-fetch'

function Reader({ id, load }: { id: string; load: (key: string) => Promise<string> }) {
  const state = useFetch(id, () => load(id))
  return <p>{state.status === 'success' ? state.data : state.status}</p>
}

/** The browser's side of a server-rendered page that answered `answered`. */
const serverPage = (answered: Record<string, string>): ServerData => ({
  narrow: true,
  firstPage: true,
  take: (key) => (key in answered ? { data: answered[key] } : undefined),
})

// StrictMode runs every effect, disconnects it and runs it again, as React does when a Suspense
// boundary reconnects its effects after hydration.
function renderOnServerPage(id: string, load: (key: string) => Promise<string>) {
  const view = (next: string) => (
    <StrictMode>
      <ServerDataContext value={serverPage({ home: 'from the server' })}>
        <Reader id={next} load={load} />
      </ServerDataContext>
    </StrictMode>
  )
  const rendered = render(view(id))
  return (next: string) => rendered.rerender(view(next))
}

describe('useFetch', () => {
  it('keeps the server’s answer when its effect runs again for the same key', async () => {
    const load = vi.fn(async (key: string) => `fetched ${key}`)
    renderOnServerPage('home', load)
    expect(screen.getByText('from the server')).toBeTruthy()
    await Promise.resolve()
    expect(load).not.toHaveBeenCalled()
  })

  it('fetches a new key, and the server’s key again once it has changed', async () => {
    const load = vi.fn(async (key: string) => `fetched ${key}`)
    const show = renderOnServerPage('home', load)
    show('sale')
    expect(await screen.findByText('fetched sale')).toBeTruthy()
    show('home')
    expect(await screen.findByText('fetched home')).toBeTruthy()
  })
})
