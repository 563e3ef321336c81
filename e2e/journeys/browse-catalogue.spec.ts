import { expect, test } from '../fixtures.js'

test('a shopper goes from home to a category, a sub-category and a product', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('link', { name: /^Men$/ }).first()).toBeVisible()
  await page.getByRole('link', { name: /^Men$/ }).first().click()
  await expect(page).toHaveURL(/\/category\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Men' })).toBeVisible()

  await page
    .getByRole('link', { name: /^Shirts$/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/subCategory\/\d+$/)
  const current = page.getByRole('link', { name: /^Shirts$/, exact: false }).first()
  await expect(current).toHaveAttribute('aria-current', 'page')

  const firstProduct = page.getByRole('article').first()
  const name = (await firstProduct.getByRole('link').last().textContent())?.trim() ?? ''
  expect(name).toContain('Shirt')
  await firstProduct.getByRole('link').last().click()
  await expect(page).toHaveURL(/\/product\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText('Country of origin')).toBeVisible()
  await expect(page.getByText('Select Size')).toBeVisible()
})
