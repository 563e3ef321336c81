import { expect, test } from '../fixtures.js'

type Ref = { _id: string; name: string }
type Product = {
  _id: string
  name: string
  image: string[]
  category: Ref[]
  variants: Array<{ size: string; stock: number; sku: string }>
  sizeChart: { name: string; columns: string[] } | null
}

test('an admin sets stock per size and the shop sells out that size, then adds a size chart for a sub-category', async ({
  page,
  request,
  admin,
  login,
}, info) => {
  const tag = `${info.project.name === 'phone' ? 'P' : 'D'}${`${Date.now()}`.slice(-5)}`
  const { headers } = await login(page, admin)

  // A sub-category and a product of this journey's own, made through the API from a demo
  // product's image and category, so no other journey buys from it.
  const demo = (
    (await (await request.get('/api/v1/products?page=1&limit=1')).json()) as {
      data: Product[]
    }
  ).data[0] as Product
  const subCategory = `Stock Kurtas ${tag}`
  const sub = await request.post('/api/v1/subcategory/create', {
    headers,
    data: {
      name: subCategory,
      image: demo.image[0],
      category: [demo.category[0]?._id],
      // What its products declare (decision 076): the product form requires it before a sale.
      declarations: {
        manufacturer: 'KapdaKart Retail Private Limited, Bengaluru 560034',
        countryOfOrigin: 'India',
        genericName: 'Kurta',
        consumerCare: 'care@kapdakart.in',
      },
    },
  })
  expect(sub.status()).toBe(200)
  const subId = ((await sub.json()) as { data: Ref }).data._id
  const name = `Size Tested Kurta ${tag}`
  const created = await request.post('/api/v1/product/create', {
    headers,
    data: {
      name,
      image: [demo.image[0]],
      category: [demo.category[0]?._id],
      subCategory: [subId],
      unit: 'piece',
      price: 1499,
      discount: 0,
      description: 'A cotton kurta whose stock is kept per size.',
      variants: [
        { size: 'S', stock: 5 },
        { size: 'M', stock: 5 },
        { size: 'L', stock: 5 },
      ],
    },
  })
  expect(created.status()).toBe(200)
  const productId = ((await created.json()) as { data: Product }).data._id
  const shown = async () =>
    (await (await request.get(`/api/v1/products/${productId}`)).json()) as Product

  // The admin sells out S and keeps 3 of M.
  await page.goto('/dashboard/product')
  await page.getByPlaceholder('Search product here...').fill(name.toLowerCase())
  await page.getByRole('button', { name: `Edit ${name}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Product' })
  await expect(edit.getByLabel('Stock for size L')).toHaveValue('5')
  await expect(edit.getByLabel('SKU for size S')).toHaveValue(`KK-${productId}-S`)
  await edit.getByLabel('Stock for size S').fill('0')
  await edit.getByLabel('Stock for size M').fill('3')
  await edit.getByRole('button', { name: 'Update Product' }).click()
  await expect(page.getByText('Product updated')).toBeVisible()
  const card = page.getByRole('listitem').filter({ hasText: name })
  await expect(card).toContainText('8 in stock')
  await expect(card).toContainText('Size sold out')

  expect((await shown()).variants).toEqual([
    { size: 'S', stock: 0, sku: `KK-${productId}-S` },
    { size: 'M', stock: 3, sku: `KK-${productId}-M` },
    { size: 'L', stock: 5, sku: `KK-${productId}-L` },
  ])
  await page.goto(`/product/${productId}`)
  await expect(page.getByRole('heading', { name })).toBeVisible()
  const sizes = page.locator('#select-size')
  await expect(sizes.getByRole('button', { name: 'S, sold out' })).toBeDisabled()
  for (const size of ['M', 'L']) {
    await expect(sizes.getByRole('button', { name: size, exact: true })).toBeEnabled()
  }

  // A size chart for the sub-category; the product then shows it.
  const chart = `Kurtas chart ${tag}`
  await page.goto('/dashboard/size-charts')
  await page.getByRole('button', { name: 'Add Size Chart' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Size Chart' })
  await dialog.getByLabel('Name').fill(chart)
  await dialog.getByLabel('Column 1', { exact: true }).fill('Chest')
  await dialog.getByRole('button', { name: 'Add column' }).click()
  await dialog.getByLabel('Column 2', { exact: true }).fill('Length')
  for (const [row, size, chest, length] of [
    [1, 'M', '40', '28'],
    [2, 'L', '42', '29'],
  ] as const) {
    if (row > 1) await dialog.getByRole('button', { name: 'Add row' }).click()
    await dialog.getByLabel(`Size of row ${row}`).fill(size)
    await dialog.getByLabel(`Chest of row ${row}`).fill(chest)
    await dialog.getByLabel(`Length of row ${row}`).fill(length)
  }
  await dialog.getByLabel('Sub Category', { exact: true }).selectOption({ label: subCategory })
  await expect(dialog.getByRole('list', { name: 'Chosen Sub Category' })).toContainText(subCategory)
  await dialog.getByRole('button', { name: 'Add Size Chart' }).click()
  await expect(page.getByText('Size chart added')).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: chart })
  await expect(row).toContainText(subCategory)
  await expect(row).toContainText('cm')
  expect((await shown()).sizeChart).toMatchObject({ name: chart, columns: ['Chest', 'Length'] })
})
