import { expect, test } from '../fixtures.js'

// The legal declarations of a product (decision 076), from its sub-category's defaults, shown
// under "Product details".

test('a product page declares maker, origin, generic name, net quantity, MRP and care', async ({
  page,
  request,
}, info) => {
  // A demo product (other journeys add products of their own at the same time).
  const list = await request.get('/api/v1/products?page=1&limit=30')
  const { data } = (await list.json()) as {
    data: Array<{
      _id: string
      declarations: { manufacturer: string | null }
    }>
  }
  const product = data.find((p) => p.declarations.manufacturer)
  if (!product) throw new Error('no product')
  await page.goto(`/product/${product._id}`)
  const details = page.getByRole('heading', { name: 'Product details' }).locator('..')
  await details.scrollIntoViewIfNeeded()
  await expect(details.getByText('Country of origin')).toBeVisible()
  await expect(details.getByText('India', { exact: true })).toBeVisible()
  // Maker and care name the seller, whose details other journeys change meanwhile: the rows.
  await expect(details.getByText('Manufacturer', { exact: true })).toBeVisible()
  await expect(details.getByText('1 N', { exact: true })).toBeVisible()
  await expect(details.getByText(/\(inclusive of all taxes\)$/)).toBeVisible()
  await expect(details.getByText('Customer care', { exact: true })).toBeVisible()
  await expect(details.getByText('Generic name', { exact: true })).toBeVisible()
  await details.screenshot({ path: info.outputPath('declarations.png') })
})
