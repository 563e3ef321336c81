import { PassThrough } from 'node:stream'
import type { ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { App } from './app/app'
import { createStore } from './app/store'
import { refreshCatalogue } from './features/catalog'
import { connectTransport } from './lib/api-client'
import { type ServerPayload, serverReads } from './lib/server-data'

// The shop rendered on the server: the API imports this module (built by `vite build --ssr`) and
// renders a page's first screen into its HTML, with the answers it read.

type State = ReturnType<ReturnType<typeof createStore>['getState']>

/** The part of the store a server render fills: the catalogue's categories (header, home). */
export type ServerState = Pick<State, 'product'>

export type RenderedPage = { html: string; payload: ServerPayload<ServerState> }

/** Where the server's renders read the API: the store's own routes, without a socket. */
export function connectApi(apiFetch: typeof fetch) {
  connectTransport(apiFetch)
}

/** Renders `url` (path and query) for a guest on a narrow or a wide screen. */
export async function renderPage(url: string, narrow: boolean): Promise<RenderedPage> {
  const store = createStore()
  await refreshCatalogue(store.dispatch)
  const reads = serverReads<ServerState>(narrow, { product: store.getState().product })
  const router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  )
  return new Promise((resolve, reject) => {
    let failed: unknown = null
    const stream = renderToPipeableStream(<App store={store} data={reads.data} router={router} />, {
      // Crawlers, link previews and phones without script read the whole first screen, so
      // the page is sent once every part of it is ready, each part in its place: no part is
      // sent apart to be moved in by an inline script (which the pages' CSP refuses anyway).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failed) return reject(failed instanceof Error ? failed : new Error('render failed'))
        const chunks: Buffer[] = []
        const sink = new PassThrough()
        sink.on('data', (chunk: Buffer) => chunks.push(chunk))
        sink.on('end', () =>
          resolve({ html: Buffer.concat(chunks).toString('utf8'), payload: reads.payload() }),
        )
        stream.pipe(sink)
      },
      onShellError: reject,
      onError(error) {
        failed = error
      },
    })
  })
}
