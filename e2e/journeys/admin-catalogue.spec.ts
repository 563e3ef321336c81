import sharp from 'sharp'
import { expect, test } from '../fixtures.js'

const picture = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 120, height: 160, channels: 3, background: colour } })
    .png()
    .toBuffer(),
})

test('an admin adds a category, a sub-category and a product, the shop shows it, then edits and deletes it', async ({
  page,
  request,
  admin,
  login,
}, info) => {
  const tag = `${info.project.name === 'phone' ? 'P' : 'D'}${`${Date.now()}`.slice(-5)}`
  const category = `Festive ${tag}`
  const subCategory = `Nehru Jackets ${tag}`
  const product = `Linen Nehru Jacket ${tag}`
  await login(page, admin)

  // Category: the upload waits for a name; the card appears after Add Category.
  await page.goto('/dashboard/category')
  await page.getByRole('button', { name: 'Add Category' }).click()
  const categoryDialog = page.getByRole('dialog', { name: 'Add Category' })
  await expect(categoryDialog.locator('input[type=file]')).toBeDisabled()
  await categoryDialog.getByPlaceholder('Enter category name').fill(category)
  await categoryDialog.locator('input[type=file]').setInputFiles(await picture('c.png', '#b45309'))
  await expect(categoryDialog.getByRole('img', { name: category })).toBeVisible()
  await categoryDialog.getByRole('button', { name: 'Add Category' }).click()
  await expect(page.getByText('Category added')).toBeVisible()
  await expect(page.getByRole('button', { name: `Edit ${category}` })).toBeVisible()

  // Sub-category in that category.
  await page.goto('/dashboard/subcategory')
  await page.getByRole('button', { name: 'Add Sub Category' }).click()
  const subDialog = page.getByRole('dialog', { name: 'Add Sub Category' })
  await subDialog.getByPlaceholder('Enter sub category name').fill(subCategory)
  await subDialog.locator('input[type=file]').setInputFiles(await picture('s.png', '#0f766e'))
  await subDialog.getByLabel('Category', { exact: true }).selectOption({ label: category })
  await expect(subDialog.getByRole('list', { name: 'Chosen Category' })).toContainText(category)
  // The legal declarations its products make unless they say otherwise (decision 076).
  await subDialog.getByLabel('Manufacturer').fill('Rang Textiles LLP, Johari Bazar, Jaipur 302003')
  await subDialog.getByLabel('Country of origin').fill('India')
  await subDialog.getByLabel('Generic name').fill('Nehru jacket')
  await subDialog.getByLabel('Consumer care').fill('care@kapdakart.in')
  await subDialog.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Sub category added')).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(subCategory) })).toContainText(category)

  // Product with two images, two sizes and an extra field.
  await page.goto('/dashboard/upload-product')
  await page.getByLabel('Name', { exact: true }).fill(product)
  await page.getByLabel('Description').fill('A breathable linen Nehru jacket for festive evenings.')
  const images = page.locator('input[type=file]')
  await images.setInputFiles(await picture('front.png', '#1d4ed8'))
  await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible()
  await images.setInputFiles(await picture('back.png', '#be123c'))
  await expect(page.getByRole('img', { name: 'Image 2' })).toBeVisible()
  await page.getByLabel('Category', { exact: true }).selectOption({ label: category })
  await page.getByLabel('Sub Category', { exact: true }).selectOption({ label: subCategory })
  await page.getByLabel('Unit', { exact: true }).fill('piece')
  await page.getByLabel('Price').fill('2999')
  await page.getByLabel('Discount').fill('10')
  // Stock per size: the Free Size row becomes M, and L is added.
  await page.getByLabel('Size of row 1').fill('M')
  await page.getByLabel('Stock for size M').fill('8')
  await page.getByRole('button', { name: 'Add size' }).click()
  await page.getByLabel('Size of row 2').fill('L')
  await page.getByLabel('Stock for size L').fill('7')
  await page.getByRole('button', { name: 'Add Fields' }).click()
  await page.getByRole('dialog', { name: 'Add Field' }).getByLabel('Field name').fill('Fabric')
  await page
    .getByRole('dialog', { name: 'Add Field' })
    .getByRole('button', { name: 'Add Field' })
    .click()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Fabric is required')).toBeVisible()
  await page.getByRole('textbox', { name: 'Fabric' }).fill('Linen')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('dialog', { name: 'Product uploaded' })).toBeVisible()
  await page.getByRole('button', { name: 'Upload another' }).click()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')

  // The admin list finds it by search.
  await page.goto('/dashboard/product')
  await page.getByPlaceholder('Search product here...').fill(product.toLowerCase())
  await expect(page.getByRole('button', { name: `Edit ${product}` })).toBeVisible()

  // The shop shows it on its category, search and product pages.
  const categories = (await (await request.get('/api/v1/categories')).json()) as {
    data: Array<{ _id: string; name: string }>
  }
  const categoryId = categories.data.find((c) => c.name === category)?._id ?? ''
  await page.goto(`/category/${categoryId}`)
  await expect(page.getByRole('link', { name: product }).first()).toBeVisible()
  await page.goto(`/search?q=${encodeURIComponent(`linen nehru ${tag}`)}`)
  await page.getByRole('link', { name: product }).first().click()
  await expect(page.getByRole('heading', { name: product })).toBeVisible()
  await expect(page.getByText('₹2,699').first()).toBeVisible()
  await expect(page.locator('#select-size').getByRole('button', { name: 'L' })).toBeVisible()
  await expect(page.getByText('Linen', { exact: true })).toBeVisible()
  await expect(page.getByText('Rang Textiles LLP, Johari Bazar, Jaipur 302003')).toBeVisible()
  await expect(page.getByText('Nehru jacket', { exact: true })).toBeVisible()
  const productUrl = page.url()

  // A new price reaches the shop at once.
  await page.goto('/dashboard/product')
  await page.getByPlaceholder('Search product here...').fill(product.toLowerCase())
  await page.getByRole('button', { name: `Edit ${product}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Product' })
  await edit.getByLabel('Price').fill('1999')
  await edit.getByRole('button', { name: 'Update Product' }).click()
  await expect(page.getByText('Product updated')).toBeVisible()
  await page.goto(productUrl)
  await expect(page.getByText('₹1,799').first()).toBeVisible()

  // Delete, confirmed first; the product leaves the shop.
  await page.goto('/dashboard/product')
  await page.getByPlaceholder('Search product here...').fill(product.toLowerCase())
  await page.getByRole('button', { name: `Delete ${product}` }).click()
  const confirm = page.getByRole('dialog', { name: 'Permanent Delete' })
  await expect(confirm).toContainText('Are you sure want to delete permanent ?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Product deleted')).toBeVisible()
  await expect(page.getByRole('button', { name: `Edit ${product}` })).toHaveCount(0)
  await page.goto(productUrl)
  await expect(page.getByText('This product is no longer available.')).toBeVisible()
})
