import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { BAG_COOKIE } from '@store/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCategory, createProduct, createSubCategory } from './factories.js'
import { createTestApp, type TestApp } from './helpers.js'
import { signInAdmin } from './sign-in.js'

let t: TestApp
let productId: number
let categoryId: number
const web = mkdtempSync(path.join(tmpdir(), 'store-web-'))

beforeAll(async () => {
  mkdirSync(path.join(web, 'assets'))
  writeFileSync(
    path.join(web, 'index.html'),
    '<html><head><title>KapdaKart</title><meta name="description" content="Shop" /></head><body><div id="root"></div></body></html>',
  )
  writeFileSync(path.join(web, 'assets', 'app-1234.js'), 'console.log(1)')
  t = await createTestApp({ webDistDir: web })
  const men = await createCategory(t.db, 'Men')
  const shirts = await createSubCategory(t.db, [men.id], 'Shirts')
  const product = await createProduct(t.db, {
    name: 'Linen Shirt <b>',
    description: 'Cool & breezy',
    categories: [men],
    subCategories: [shirts],
    pricePaise: 120_000,
    discount: 25,
    sizeStock: { M: 3, L: 0 },
  })
  productId = product.id
  categoryId = men.id
})
afterAll(async () => {
  await t.close()
  rmSync(web, { recursive: true, force: true })
})

describe('health and headers', () => {
  it('answers /healthz after a database round trip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: expect.stringMatching(/sqlite|postgres/),
    })
  })

  it('sends the API security headers, a request id and no-store on personal answers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cart/get',
      headers: { 'x-request-id': 'trace-me' },
    })
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['strict-transport-security']).toContain('max-age=')
    expect(res.headers['x-request-id']).toBe('trace-me')
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('sends the page security headers on the API documentation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('lets browsers keep public catalogue reads and revalidate them by ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/categories' })
    expect(first.headers['cache-control']).toBe('no-cache')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/"/)
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/categories',
      headers: { 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('compresses large JSON for clients that accept it', async () => {
    for (let i = 0; i < 12; i++) await createProduct(t.db, { name: `Shirt ${i}` })
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(res.headers['content-encoding']).toBe('br')
  })

  it('documents the API at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths)
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v1/products', '/api/v1/products/search', '/api/v1/categories']),
    )
  })
})

describe('search engines', () => {
  it('serves robots.txt with the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' })
    expect(res.body).toContain('Disallow: /dashboard/')
    expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml')
  })

  it('indexes a file of pages and files of products in the sitemap', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(index.headers['content-type']).toContain('application/xml')
    expect(index.body).toContain('<sitemapindex')
    expect(index.body).toContain('<loc>http://localhost:3000/sitemaps/pages.xml</loc>')
    expect(index.body).toContain('<loc>http://localhost:3000/sitemaps/products-1.xml</loc>')
    expect(index.body).not.toContain('products-2.xml')

    const pages = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' })
    for (const loc of ['/careers', '/category/', '/subCategory/']) {
      expect(pages.body).toContain(loc)
    }
    const products = await t.app.inject({ method: 'GET', url: '/sitemaps/products-1.xml' })
    expect(products.body).toContain(`http://localhost:3000/product/${productId}</loc>`)
    const beyond = await t.app.inject({ method: 'GET', url: '/sitemaps/products-2.xml' })
    expect(beyond.statusCode).toBe(404)
  })
})

describe('what a shared link and a crawler read', () => {
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] as string) as Record<string, unknown>,
    )

  it('gives a product page its preview, canonical address and offers per size', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/product/${productId}?size=M` })
    const url = `http://localhost:3000/product/${productId}`
    expect(res.body).toContain(`<link rel="canonical" href="${url}" />`)
    expect(res.body).toContain('<meta property="og:type" content="product" />')
    expect(res.body).toContain(
      '<meta property="og:title" content="Linen Shirt &#60;b&#62; | KapdaKart" />',
    )
    expect(res.body).toContain(
      '<meta property="og:image" content="http://localhost:3000/images/p.webp" />',
    )
    expect(res.body).toContain('<meta property="product:price:amount" content="900.00" />')
    expect(res.body).toContain('<meta property="product:price:currency" content="INR" />')
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image" />')
    // The name's "<b>" cannot close the script that carries it.
    expect(res.body).not.toContain('Linen Shirt <b>')

    const [product, breadcrumbs] = jsonLd(res.body)
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Linen Shirt <b>',
      url,
      offers: [
        {
          name: 'Size M',
          price: '900.00',
          priceCurrency: 'INR',
          availability: 'https://schema.org/InStock',
        },
        { name: 'Size L', availability: 'https://schema.org/OutOfStock' },
      ],
    })
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'http://localhost:3000/' },
        { position: 2, name: 'Men', item: `http://localhost:3000/category/${categoryId}` },
        { position: 3, name: 'Shirts' },
        { position: 4, name: 'Linen Shirt <b>', item: url },
      ],
    })
  })

  // The rating is changed in the table, past the events that refresh kept pages: each read asks
  // for a new address (the same page, a query string more), not the page kept from the last one.
  let reads = 0
  const productLd = () =>
    t.app
      .inject({ method: 'GET', url: `/product/${productId}?read=${++reads}` })
      .then((res) => jsonLd(res.body)[0])

  it('gives the rating buyers gave, and no rating where none was given here', async () => {
    const product = productLd
    expect(await product()).not.toHaveProperty('aggregateRating')
    await t.db
      .updateTable('products')
      .set({ rating: 4.5, rating_count: 12 })
      .where('id', '=', productId)
      .execute()
    await expect.poll(product).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 12 },
    })
  })

  it("carries its buyers' most helpful reviews, dated by India's day", async () => {
    const product = productLd
    const at = '2026-11-25T20:00:00.000Z' // 01:30 on the 26th in India
    const { id: userId } = await t.db
      .insertInto('users')
      .values({
        name: 'Meera Iyer',
        email: 'meera.head@example.com',
        mobile: '9811100001',
        password_hash: 'x',
        avatar: '',
        verify_email: 1,
        last_login_date: null,
        status: 'Active',
        role: 'USER',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.db
      .insertInto('reviews')
      .values({
        product_id: productId,
        user_id: userId,
        order_item_id: 1,
        size: 'M',
        author: 'Meera I.',
        stars: 4,
        title: 'Soft linen',
        text: 'Breathes well in Chennai heat.',
        photos: '[]',
        has_photos: 0,
        fit: 'true',
        status: 'published',
        hold_reasons: '',
        reason: null,
        reply: null,
        helpful: 3,
        reports: 0,
        created_at: at,
        updated_at: at,
      })
      .execute()
    await t.db
      .updateTable('products')
      .set({ rating: 4, rating_count: 1 })
      .where('id', '=', productId)
      .execute()
    await expect.poll(product).toMatchObject({
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Meera I.' },
          datePublished: '2026-11-26',
          name: 'Soft linen',
          reviewBody: 'Breathes well in Chennai heat.',
          reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
        },
      ],
    })
  })

  it('keeps a drawn page and lets the browser revalidate it by ETag', async () => {
    const url = `/product/${productId}`
    const first = await t.app.inject({ method: 'GET', url })
    const again = await t.app.inject({ method: 'GET', url })
    expect(again.body).toBe(first.body)
    expect(again.headers).toMatchObject({
      etag: first.headers.etag,
      'cache-control': 'no-cache',
      'content-type': 'text/html; charset=utf-8',
      vary: 'accept-encoding, sec-ch-ua-mobile, user-agent',
    })
    const unchanged = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(unchanged.statusCode).toBe(304)
    // A phone's page is kept apart from a computer's.
    const phone = await t.app.inject({ method: 'GET', url, headers: { 'sec-ch-ua-mobile': '?1' } })
    expect(phone.statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/product/999999' })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/product/999999' })).statusCode).toBe(404)
  })

  it('keeps the cart page for a browser whose bag is empty, and leaves a full one to the browser', async () => {
    const empty = await t.app.inject({ url: '/cart' })
    expect(empty.statusCode).toBe(200)
    expect(empty.headers.etag).toBeDefined()
    const own = await t.app.inject({
      url: '/cart',
      headers: { cookie: `theme=dark; ${BAG_COOKIE}=1` },
    })
    expect(own.statusCode).toBe(200)
    expect(own.headers.etag).toBeUndefined()
    expect(own.headers['cache-control']).toBe('no-cache')
  })

  it('makes a kept page anew once the catalogue changes', async () => {
    const admin = await signInAdmin(t)
    const festive = await createCategory(t.db, 'Festive')
    const title = async () =>
      /<title>([^<]*)<\/title>/.exec(
        (await t.app.inject({ url: `/category/${festive.id}` })).body,
      )?.[1]
    expect(await title()).toBe('Festive fashion online | KapdaKart')
    const renamed = await admin.call('PUT', '/category/update', {
      _id: String(festive.id),
      name: 'Festive Wear',
      image: festive.image,
    })
    expect(renamed.statusCode).toBe(200)
    expect(await title()).toBe('Festive Wear fashion online | KapdaKart')
  })

  it('names a category page and drops filters and sort from its canonical address', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/category/${categoryId}?sort=new&size=M`,
    })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<title>Men fashion online | KapdaKart</title>')
    expect(res.body).toContain(
      `<link rel="canonical" href="http://localhost:3000/category/${categoryId}" />`,
    )
    expect(jsonLd(res.body)[0]).toMatchObject({ '@type': 'BreadcrumbList' })
  })

  it('describes the store on the home page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' })
    const types = jsonLd(res.body).map((data) => data['@type'])
    expect(types).toEqual(['Organization', 'WebSite'])
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/" />')
  })

  it('answers an unknown category with 404 and no preview', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/category/999999' })
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('og:title')
  })
})

describe('the web app', () => {
  it('answers a deep link with the app and the product in the title', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/product/${productId}` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.body).toContain('<title>Linen Shirt &#60;b&#62; | KapdaKart</title>')
    expect(res.body).toContain('content="Cool &#38; breezy"')
  })

  it('answers the home page and other app routes with 200', async () => {
    for (const url of ['/', '/search?q=kurta', '/subcategory/1', '/careers']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
    }
  })

  it('answers 404 with the app for unknown paths and unknown products', async () => {
    for (const url of ['/no/such/page', '/product/999999']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.body).toContain('<div id="root"></div>')
    }
  })

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('immutable')
  })

  it('keeps JSON 404s for the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/does-not-exist' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ success: false, error: true })
  })
})
