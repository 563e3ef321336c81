import { expect, test } from '../fixtures.js'

// What the Consumer Protection (E-Commerce) Rules 2020 ask a store to show (decision 075): who
// sells, with customer care and the grievance officer; the policies before purchase.

test('the footer names the seller and leads to the Seller details page', async ({
  page,
  request,
}, info) => {
  // Other journeys change the seller's details meanwhile: the pages show what the API says now.
  const { data: seller } = (await (await request.get('/api/v1/seller')).json()) as {
    data: {
      legalName: string
      gstin: string
      customerCare: { email: string }
      grievanceOfficer: { name: string; email: string }
    }
  }
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  await expect(footer.getByText(`Sold by ${seller.legalName}`, { exact: false })).toBeVisible()
  await expect(
    footer.getByText(`Grievance officer: ${seller.grievanceOfficer.name}`, { exact: false }),
  ).toBeVisible()
  await expect(footer.getByRole('link', { name: seller.customerCare.email })).toBeVisible()
  await footer.getByRole('link', { name: 'Seller details' }).click()
  await expect(page).toHaveURL(/\/seller-details$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Seller details' })).toBeVisible()
  await expect(page.getByText(seller.gstin).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Grievance officer' })).toBeVisible()
  await expect(
    page.getByRole('link', { name: seller.grievanceOfficer.email }).first(),
  ).toBeVisible()
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
