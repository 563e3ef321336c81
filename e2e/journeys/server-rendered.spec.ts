import { BAG_COOKIE, MESSAGES } from '@store/contract'
import { expect, test } from '../fixtures.js'

type Product = {
  _id: string
  name: string
  price: number
  discount: number
  image: string[]
  variants: Array<{ size: string; stock: number }>
}

// What a crawler, a link preview or a phone with its script off reads: the page as the server
// drew it.
test.use({ javaScriptEnabled: false })

test('a product page shows its name, price, picture and sizes with no script', async ({
  page,
  request,
}) => {
  const list = await request.get('/api/v1/products?page=1&limit=1')
  const [first] = ((await list.json()) as { data: Product[] }).data
  expect(first).toBeDefined()
  const product = first as Product
  const price = Math.round((product.price * (100 - product.discount)) / 100)

  const response = await page.goto(`/product/${product._id}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  await expect(page.getByText(`₹${price.toLocaleString('en-IN')}`).first()).toBeVisible()
  await expect(page.getByRole('img', { name: product.name }).first()).toBeVisible()
  const sizes = page.locator('#select-size')
  for (const { size, stock } of product.variants) {
    const name = stock > 0 ? size : `${size}, sold out`
    await expect(sizes.getByRole('button', { name, exact: true })).toBeVisible()
  }

  const structured = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '') as unknown))
  expect(structured).toContainEqual(
    expect.objectContaining({
      '@type': 'Product',
      name: product.name,
      offers: product.variants.map((variant) =>
        expect.objectContaining({
          price: price.toFixed(2),
          priceCurrency: 'INR',
          availability: `https://schema.org/${variant.stock > 0 ? 'InStock' : 'OutOfStock'}`,
        }),
      ),
    }),
  )
})

test('a category, its filters and a search are drawn with no script', async ({ page }) => {
  await page.goto('/')
  const men = page.getByRole('link', { name: /^Men$/ }).first()
  await expect(men).toBeVisible()
  const href = (await men.getAttribute('href')) ?? ''

  await page.goto(`${href}?size=M&sort=price_asc`)
  await expect(page.getByRole('heading', { level: 1, name: 'Men' })).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(page.getByText(/^[\d,]+ products$/)).toBeVisible()

  await page.goto('/search?q=kurta')
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(page.getByRole('article').first()).toContainText(/kurta/i)
})

test('a page the server does not draw asks for the app’s code at once, a drawn one after its paint', async ({
  request,
}) => {
  const startLink =
    /<link rel="modulepreload" crossorigin href="\/assets\/start-[\w-]+\.js" data-undrawn>/
  for (const path of ['/checkout', '/account']) {
    expect(await (await request.get(path)).text(), path).toMatch(startLink)
  }
  for (const path of ['/', '/search?q=kurta']) {
    expect(await (await request.get(path)).text(), path).not.toContain('data-undrawn')
  }
})

test('the cart is drawn as an empty bag, unless the browser says its bag may hold something', async ({
  request,
}) => {
  const empty = await (await request.get('/cart')).text()
  expect(empty).toContain(MESSAGES.cartEmpty)
  expect(empty).not.toContain('data-undrawn')

  const own = await (await request.get('/cart', { headers: { cookie: `${BAG_COOKIE}=1` } })).text()
  expect(own).not.toContain(MESSAGES.cartEmpty)
  expect(own).toContain('data-undrawn')
})
