import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { seoRoutes } from './seo-routes.js'
import type { CatalogService } from './service.js'

const products = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, updated_at: '2026-11-20' }))
const catalog = {
  countLiveProducts: async () => products.length,
  productSitemapEntries: async ({ offset, limit }: { offset: number; limit: number }) =>
    products.slice(offset, offset + limit),
  sitemapSections: async () => ({ categories: [], subCategories: [] }),
} as unknown as CatalogService

async function sitemaps(urlsPerFile: number) {
  const app = Fastify()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  await app.register(seoRoutes, { catalog, publicUrl: 'https://shop.example', urlsPerFile })
  return app
}

describe('the sitemap index', () => {
  it('splits products into files of at most the protocol ceiling, each address once', async () => {
    const app = await sitemaps(2)
    const index = await app.inject('/sitemap.xml')
    const files = [
      ...index.body.matchAll(/<loc>https:\/\/shop\.example(\/sitemaps\/[^<]+)<\/loc>/g),
    ].map((match) => match[1] as string)
    expect(files).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/products-1.xml',
      '/sitemaps/products-2.xml',
      '/sitemaps/products-3.xml',
    ])
    const listed: string[] = []
    for (const file of files.slice(1)) {
      const body = (await app.inject(file)).body
      const urls = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string)
      expect(urls.length).toBeLessThanOrEqual(2)
      listed.push(...urls)
    }
    expect(listed).toEqual(products.map((p) => `https://shop.example/product/${p.id}`))
    expect((await app.inject('/sitemaps/products-4.xml')).statusCode).toBe(404)
    expect((await app.inject('/sitemaps/products-x.xml')).statusCode).toBe(404)
  })
})
