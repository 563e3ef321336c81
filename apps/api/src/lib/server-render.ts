import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { BAG_COOKIE, drawnPages, paths } from '@store/contract'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type { RenderedPage } from '../plugins/web.js'

/** What the web app's server build (apps/web/dist-server/entry-server.js) exports. */
type ServerEntry = {
  connectApi: (apiFetch: typeof fetch) => void
  renderPage: (url: string, narrow: boolean) => Promise<RenderedPage>
}

/** Whether the request's browser says its bag may hold something (`BAG_COOKIE`). */
const mayHoldBag = (request: FastifyRequest) =>
  (request.headers.cookie ?? '').split(';').some((pair) => pair.trim() === `${BAG_COOKIE}=1`)

/**
 * Whether the server draws the page `request` asks for. The cart is drawn only as the empty bag
 * a browser with nothing in it would show; a browser with a bag draws its own.
 */
export function isServerRendered(request: FastifyRequest) {
  const pathname = request.url.split('?')[0] ?? paths.home
  if (pathname === paths.cart) return !mayHoldBag(request)
  return drawnPages.pages.some((page) => page.path.test(pathname))
}

/** A phone, by its client hint or, failing that, its user agent: the layout the page is made for. */
export function wantsNarrow(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile']
  if (hint === '?1') return true
  if (hint === '?0') return false
  return /Mobi|Android|iPhone|iPod/i.test(request.headers['user-agent'] ?? '')
}

/**
 * The web app's renderer, loaded from its server build beside `webDistDir`; null when there is
 * none (the API alone, or tests with a stand-in app), and pages are then rendered in the browser.
 * A render that fails is logged and the page falls back to the browser's render.
 */
export async function loadServerRenderer(options: {
  webDistDir: string
  apiFetch: typeof fetch
  log: FastifyBaseLogger
}) {
  const file = path.join(options.webDistDir, '..', 'dist-server', 'entry-server.js')
  if (!existsSync(file)) return null
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry
  entry.connectApi(options.apiFetch)
  return async (request: FastifyRequest): Promise<RenderedPage | null> => {
    try {
      return await entry.renderPage(request.url, wantsNarrow(request))
    } catch (error) {
      options.log.error({ err: error, url: request.url }, 'server render failed')
      return null
    }
  }
}
