import { paths, staticPages } from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { CatalogService } from './service.js'

type Options = { catalog: CatalogService; publicUrl: string }

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

export const seoRoutes: FastifyPluginAsyncZod<Options> = async (app, { catalog, publicUrl }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600')
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
    const { categories, subCategories, products } = await catalog.sitemapEntries()
    const url = (loc: string, lastmod?: string) =>
      `<url><loc>${escapeXml(publicUrl + loc)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`
    const urls = [
      url(paths.home),
      url(paths.subCategories),
      ...staticPages.map((page) => url(page.path)),
      ...categories.map((c) => url(paths.category(String(c.id)), c.updated_at)),
      ...subCategories.map((s) => url(paths.subCategory(String(s.id)), s.updated_at)),
      ...products.map((p) => url(paths.product(String(p.id)), p.updated_at)),
    ]
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600')
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`
  })
}
