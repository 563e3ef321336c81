import { expect, test } from '../fixtures.js'

// What the Consumer Protection (E-Commerce) Rules 2020 ask a store to show (decision 075): who
// sells, with customer care and the grievance officer; the policies before purchase.

test('the footer names the seller and leads to the Seller details page', async ({ page }, info) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  await expect(footer.getByText(/Sold by KapdaKart Retail Private Limited/)).toBeVisible()
  await expect(footer.getByText(/Grievance officer: Meera Iyer/)).toBeVisible()
  await expect(footer.getByRole('link', { name: 'care@kapdakart.in' })).toBeVisible()
  await footer.getByRole('link', { name: 'Seller details' }).click()
  await expect(page).toHaveURL(/\/seller-details$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Seller details' })).toBeVisible()
  await expect(page.getByText('29AABCK1234L1ZI').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Grievance officer' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'grievance@kapdakart.in' }).first()).toBeVisible()
  await page.screenshot({ path: info.outputPath('seller-details.png'), fullPage: true })
})

test('the product page links the store policies and the seller before purchase', async ({
  page,
  request,
}, info) => {
  const list = await request.get('/api/v1/products?page=1&limit=1')
  const { data } = (await list.json()) as { data: Array<{ _id: string; name: string }> }
  const product = data[0]
  if (!product) throw new Error('no product')
  await page.goto(`/product/${product._id}`)
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  const main = page.getByRole('main')
  await main.getByRole('link', { name: 'Store policies' }).click()
  await expect(page).toHaveURL(/\/policies$/)
  for (const title of [
    'Returns',
    'Refunds',
    'Exchanges',
    'Cancellations',
    'Delivery',
    'Payment methods',
    'Grievance process',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
  }
  await page.screenshot({ path: info.outputPath('policies.png'), fullPage: true })
  await page.getByRole('link', { name: 'Seller details' }).first().click()
  await expect(page).toHaveURL(/\/seller-details$/)
})
