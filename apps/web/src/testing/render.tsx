import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router'
import { vi } from 'vitest'
import { createStore } from '@/app/store'

type Options = {
  path?: string
  /** The address, or the address with the navigation state a link would give it. */
  route?: string | { pathname: string; search?: string; state?: unknown }
  /** What every other address shows: a screen that navigates lands there. */
  elsewhere?: ReactElement
}

/** Renders a screen with a fresh store and a router at `route`, matched by `path`. */
export function renderScreen(
  ui: ReactElement,
  { path = '/', route = path, elsewhere = <p>Navigated away</p> }: Options = {},
) {
  const store = createStore()
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={elsewhere} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
  return { ...result, store }
}

type Reply = { status?: number; body: unknown }

/** Replaces fetch: each call is answered by `answer(url, body)`. Returns the mock to inspect calls. */
export function stubApi(answer: (url: string, body: unknown) => Reply | Promise<Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    const reply = await answer(url, body)
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}
