import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../fixtures.js'

type Variant = { size: string; stock: number }
type SizeChart = {
  name: string
  unit: 'cm' | 'in'
  columns: string[]
  rows: { values: number[] }[]
}
type Product = {
  _id: string
  name: string
  sizes: string[]
  variants: Variant[]
  sizeChart: SizeChart | null
}

test.use({ geolocation: { latitude: 18.53, longitude: 73.85 }, permissions: ['geolocation'] })

/** The first products of the demo catalogue (the checkout journey buys from later pages). */
async function firstProducts(request: APIRequestContext) {
  const answer = await request.get('/api/v1/products?page=1&limit=100')
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { data: Product[] }).data.filter((p) => p.sizes.length > 0)
}

test('a sold-out size is crossed out and the size chart shows inches', async ({
  page,
  request,
}) => {
  const product = (await firstProducts(request)).find(
    (p) =>
      p.sizeChart !== null &&
      p.variants.some((v) => v.stock === 0) &&
      p.variants.some((v) => v.stock > 0),
  )
  if (!product?.sizeChart) throw new Error('no product with a sold-out size and a size chart')
  const chart = product.sizeChart
  const soldOut = product.variants.find((v) => v.stock === 0)?.size ?? ''

  await page.goto(`/product/${product._id}`)
  const sizes = page.locator('#select-size')
  await expect(sizes.getByRole('button', { name: `${soldOut}, sold out` })).toBeDisabled()

  await sizes.getByRole('button', { name: 'Size chart' }).click()
  const dialog = page.getByRole('dialog', { name: 'Size chart' })
  await expect(dialog.getByText(chart.name, { exact: true })).toBeVisible()
  const [column = ''] = chart.columns
  const [value = 0] = chart.rows[0]?.values ?? []
  const inches = chart.unit === 'in' ? value : value / 2.54
  await dialog.getByRole('button', { name: 'in', exact: true }).click()
  await expect(dialog.getByRole('columnheader', { name: `${column} (in)` })).toBeVisible()
  await expect(dialog.getByRole('cell', { name: inches.toFixed(1) }).first()).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})

test('buying the last units of a size crosses that size out', async ({
  page,
  request,
  registerShopper,
  login,
}, info) => {
  // Each project buys from products of its own id parity, so the two never race for a unit.
  const parity = info.project.name === 'phone' ? 1 : 0
  const mine = (await firstProducts(request)).filter((p) => Number(p._id) % 2 === parity)
  const pick = (few: (stock: number) => boolean) =>
    mine
      .map((product) => ({ product, variant: product.variants.find((v) => few(v.stock)) }))
      .find((found) => found.variant)
  const found = pick((stock) => stock === 1) ?? pick((stock) => stock > 1 && stock < 5)
  if (!found?.variant) throw new Error('no size with few units left')
  const { product, variant } = found

  const shopper = await registerShopper('Kavya Menon')
  await login(page, shopper)
  await page.goto(`/product/${product._id}`)
  const sizes = page.locator('#select-size')
  await sizes.getByRole('button', { name: variant.size, exact: true }).click()
  await expect(sizes.getByText(`Only ${variant.stock} left in ${variant.size}`)).toBeVisible()
  await page.getByRole('button', { name: `Add ${product.name} to cart` }).click()
  const line = page.getByRole('group', {
    name: `Quantity of ${product.name}, size ${variant.size}`,
  })
  for (let quantity = 2; quantity <= variant.stock; quantity++) {
    await line.getByRole('button', { name: 'Add one' }).click()
    await expect(line.locator('output')).toHaveText(String(quantity))
  }
  await expect(line.getByRole('button', { name: 'Add one' })).toBeDisabled()

  await page.goto('/checkout')
  await page.getByRole('button', { name: 'Add address' }).click()
  const dialog = page.getByRole('dialog', { name: /Add Address/ })
  await expect(dialog.getByLabel('City')).toHaveValue('Pune')
  await dialog.getByLabel('Mobile No.').fill('9876543210')
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Address added successfully')).toBeVisible()
  await page.getByRole('button', { name: 'Cash on Delivery' }).click()
  await expect(page.getByRole('heading', { name: 'Order Successfully' })).toBeVisible()

  await page.goto(`/product/${product._id}`)
  await expect(
    page.locator('#select-size').getByRole('button', { name: `${variant.size}, sold out` }),
  ).toBeDisabled()
})
