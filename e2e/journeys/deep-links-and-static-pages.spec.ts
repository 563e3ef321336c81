import { expect, test } from '../fixtures.js'

test('a product link opened directly and reloaded shows the product', async ({ page, request }) => {
  const list = await request.get('/api/v1/products?page=1&limit=1')
  const { data } = (await list.json()) as { data: Array<{ _id: string; name: string }> }
  const product = data[0]
  expect(product).toBeDefined()
  if (!product) return

  const response = await page.goto(`/product/${product._id}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(product.name.slice(0, 20)))
})

test('an unknown address answers 404 and offers the way home', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('We could not find that page')).toBeVisible()
  await page.getByRole('link', { name: 'Go To Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the footer leads to the returns policy', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Returns & Exchanges' }).click()
  await expect(page).toHaveURL(/\/returns-exchanges$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Returns')
  await expect(page.getByText(/7 days/).first()).toBeVisible()
})

test('robots.txt and the sitemap are served', async ({ request }) => {
  const robots = await request.get('/robots.txt')
  expect(await robots.text()).toContain('Sitemap:')
  const index = await request.get('/sitemap.xml')
  expect(index.headers()['content-type']).toContain('xml')
  const products = /<loc>[^<]*(\/sitemaps\/products-1\.xml)<\/loc>/.exec(await index.text())?.[1]
  expect(products).toBeDefined()
  expect(await (await request.get(products as string)).text()).toContain('/product/')
})
