import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { STORE_NAME, isAppPath } from '@store/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { escapeHtml } from '../lib/html.js'
import type { ObjectStorage } from '../lib/object-storage.js'
import { type ResponseCache, readingTags, sendCached } from '../lib/response-cache.js'
import { isServerRendered, wantsNarrow } from '../lib/server-render.js'

export type PageHead = {
  title: string
  description: string
  status?: 404
  /** The page's one address, absolute, whatever filters or sort the query string holds. */
  canonical?: string
  /** The picture a shared link shows, absolute. */
  image?: string | undefined
  type?: 'website' | 'product'
  price?: { amount: string; currency: 'INR' }
  /** schema.org objects, written as JSON-LD. */
  structuredData?: object[]
  /** The tags of the data the head was made from: a kept page carries them (`pages`). */
  tags?: string[]
}

type Options = {
  webDistDir: string
  /** Uploaded images: a folder served from disk, or a bucket the store reads through. */
  images: { dir: string } | { bucket: ObjectStorage }
  /** Title and description of a page, written into the app's HTML for crawlers and link previews. */
  describePage?: (pathname: string) => Promise<PageHead | null>
  /** The first screen of a page the server draws (isServerRendered), rendered on the server. */
  renderPage?: (request: FastifyRequest) => Promise<RenderedPage | null>
  /**
   * Where the pages the server renders are kept, dropped or marked out of date by the changes
   * that touch the answers they were made from.
   */
  pages?: ResponseCache
}

/** A server-rendered first screen and the answers it was made from, as the browser reads them. */
export type RenderedPage = { html: string; payload: object }

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`

/** JSON that cannot end its script element or open a comment inside it. */
const scriptJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The tags a link preview (Open Graph, Twitter) and a crawler (JSON-LD) read of a page. */
function headTags(head: PageHead): string {
  const tags = [
    meta('property', 'og:site_name', STORE_NAME),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ]
  if (head.canonical) {
    tags.unshift(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`)
    tags.push(meta('property', 'og:url', head.canonical))
  }
  if (head.image) {
    tags.push(meta('property', 'og:image', head.image), meta('name', 'twitter:image', head.image))
  }
  if (head.price) {
    tags.push(
      meta('property', 'product:price:amount', head.price.amount),
      meta('property', 'product:price:currency', head.price.currency),
    )
  }
  for (const data of head.structuredData ?? []) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`)
  }
  return tags.join('')
}

/** The app's HTML with the rendered screen in its root and its answers beside it. */
function withBody(html: string, page: RenderedPage): string {
  return (
    html
      // A drawn page fetches the app's code once it has painted (decision 088).
      .replace(/<link rel="modulepreload"[^>]*data-undrawn>/g, '')
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.html}</div><script type="application/json" id="server-data">${scriptJson(page.payload)}</script>`,
      )
  )
}

function withHead(html: string, head: PageHead): string {
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `${meta('name', 'description', head.description)}${head.status === 404 ? '' : headTags(head)}`,
    )
}

/** An address as a message may quote it: never more than its first 100 characters. */
const shorten = (pathname: string) =>
  pathname.length > 100 ? `${pathname.slice(0, 100)}…` : pathname

const YEAR_SECONDS = 365 * 24 * 3600

/** Serves uploaded images, the built web app and its deep links, and JSON 404s for the API. */
export default fp<Options>(
  async (app: FastifyInstance, { webDistDir, images, describePage, renderPage, pages }) => {
    // Upload names are content hashes, so a URL's bytes never change.
    if ('dir' in images) {
      mkdirSync(images.dir, { recursive: true })
      await app.register(fastifyStatic, {
        root: images.dir,
        prefix: '/images/',
        decorateReply: false,
        index: false,
        immutable: true,
        maxAge: YEAR_SECONDS * 1000,
      })
    } else {
      const { bucket } = images
      app.get<{ Params: { name: string } }>(
        '/images/:name',
        { schema: { hide: true } },
        async (request, reply) => {
          const direct = bucket.publicUrlOf(request.params.name)
          if (direct) {
            return reply
              .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
              .redirect(direct, 301)
          }
          const found = await bucket.read(request.params.name)
          if (!found) return reply.callNotFound()
          reply
            .type(found.contentType)
            .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
          if (found.length !== undefined) reply.header('content-length', found.length)
          return reply.send(found.body)
        },
      )
    }

    const indexFile = path.join(webDistDir, 'index.html')
    const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null
    if (indexHtml) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        index: false,
        preCompressed: true,
        decorateReply: false,
        setHeaders(reply, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
          reply.header(
            'cache-control',
            hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=3600',
          )
        },
      })
    }

    /** The app's HTML for this address: its head, and its first screen when `drawn`. */
    async function makePage(request: FastifyRequest, html: string, drawn: boolean) {
      const pathname = request.url.split('?')[0] ?? '/'
      const head = isAppPath(pathname) && describePage ? await describePage(pathname) : null
      const status = !isAppPath(pathname) || head?.status === 404 ? 404 : 200
      const rendered = drawn && status === 200 && renderPage ? await renderPage(request) : null
      const page = rendered ? withBody(html, rendered) : html
      return { status, html: head ? withHead(page, head) : page, tags: head?.tags ?? [] }
    }

    async function sendApp(request: FastifyRequest, reply: FastifyReply, html: string) {
      const drawn = isServerRendered(request)
      if (pages && drawn) {
        const key = `${wantsNarrow(request) ? 'phone' : 'computer'} ${request.url}`
        const kept = await pages.json(key, async () => {
          const made = await readingTags(() => makePage(request, html, drawn))
          const { status, html: page, tags } = made.value
          return {
            html: page,
            status,
            tags: [...new Set([...tags, ...made.tags])],
            outOfDate: made.outOfDate,
          }
        })
        return sendCached(request, reply, kept)
      }
      const page = await makePage(request, html, drawn)
      reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache')
      // A drawn page is made for a phone or a computer (wantsNarrow).
      if (drawn && renderPage) reply.header('vary', 'sec-ch-ua-mobile, user-agent')
      return reply.send(page.html)
    }

    if (indexHtml) {
      app.get('/', { schema: { hide: true } }, (request, reply) =>
        sendApp(request, reply, indexHtml),
      )
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/'
      const wantsPage = request.method === 'GET' || request.method === 'HEAD'
      if (!wantsPage || !isAppPath(pathname)) await app.notFoundLimit(request, reply)
      if (indexHtml && wantsPage && !pathname.startsWith('/api/')) {
        return sendApp(request, reply, indexHtml)
      }
      return reply.code(404).send({
        success: false,
        error: true,
        code: 'NOT_FOUND',
        message: `Route ${request.method} ${shorten(pathname)} not found`,
      })
    })
  },
  { name: 'web', dependencies: ['security'] },
)
