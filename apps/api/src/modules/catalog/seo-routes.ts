import { paths, staticPages } from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { CatalogService } from './service.js'

/** The sitemap protocol's ceiling of addresses in one file. */
export const SITEMAP_URLS_PER_FILE = 50_000

type Options = { catalog: CatalogService; publicUrl: string; urlsPerFile?: number }

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

const XML = 'application/xml; charset=utf-8'
const CACHE = 'public, max-age=3600'

/**
 * robots.txt and a sitemap index (/sitemap.xml) naming one file of pages, categories and
 * sub-categories and as many files of products as it takes to keep each within the protocol's
 * 50,000 addresses.
 */
export const seoRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { catalog, publicUrl, urlsPerFile = SITEMAP_URLS_PER_FILE },
) => {
  const url = (loc: string, lastmod?: string) =>
    `<url><loc>${escapeXml(publicUrl + loc)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`
  const urlSet = (urls: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE)
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /dashboard/',
      'Disallow: /cart',
      'Disallow: /checkout',
      'Disallow: /api/',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ].join('\n')
  })

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const files = Math.ceil((await catalog.countLiveProducts()) / urlsPerFile)
    const names = ['pages', ...Array.from({ length: files }, (_, i) => `products-${i + 1}`)]
    reply.type(XML).header('cache-control', CACHE)
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${names
      .map(
        (name) => `<sitemap><loc>${escapeXml(`${publicUrl}/sitemaps/${name}.xml`)}</loc></sitemap>`,
      )
      .join('')}</sitemapindex>\n`
  })

  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_request, reply) => {
    const { categories, subCategories } = await catalog.sitemapSections()
    reply.type(XML).header('cache-control', CACHE)
    return urlSet([
      url(paths.home),
      url(paths.subCategories),
      ...staticPages.map((page) => url(page.path)),
      ...categories.map((c) => url(paths.category(String(c.id)), c.updated_at)),
      ...subCategories.map((s) => url(paths.subCategory(String(s.id)), s.updated_at)),
    ])
  })

  app.get(
    '/sitemaps/products-:file(^\\d+).xml',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.coerce.number().int().min(1).max(10_000) }),
      },
    },
    async (request, reply) => {
      const products = await catalog.productSitemapEntries({
        offset: (request.params.file - 1) * urlsPerFile,
        limit: urlsPerFile,
      })
      if (products.length === 0) return reply.callNotFound()
      reply.type(XML).header('cache-control', CACHE)
      return urlSet(products.map((p) => url(paths.product(String(p.id)), p.updated_at)))
    },
  )
}
