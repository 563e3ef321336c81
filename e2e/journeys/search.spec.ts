import { expect, test } from '../fixtures.js'

test('a shopper types, sees suggestions, opens the results and scrolls for more', async ({
  page,
}) => {
  await page.goto('/')
  const box = page.getByLabel('Search products')
  await box.fill('kurt')
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option')
  await expect(suggestions.first()).toBeVisible()
  expect(await suggestions.count()).toBeLessThanOrEqual(10)
  await expect(suggestions.first()).toContainText(/kurt/i)

  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=kurt$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Results for')
  // A tall screen may already show a second page; scrolling to the end always adds one more.
  const cards = page.getByRole('article')
  await expect(cards.nth(11)).toBeVisible()
  await expect(page.getByTestId('product-skeleton')).toHaveCount(0)
  const shown = await cards.count()
  expect(shown % 12).toBe(0)

  await page.getByTestId('load-more').scrollIntoViewIfNeeded()
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(shown + 12)
})

test('a suggestion opens its product', async ({ page }) => {
  await page.goto('/')
  await page.getByLabel('Search products').fill('saree silk')
  const first = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()
  const name = (await first.textContent()) ?? ''
  await first.click()
  await expect(page).toHaveURL(/\/product\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
})

test('a typo still finds the product, and nonsense finds nothing', async ({ page }) => {
  await page.goto('/search?q=shrit')
  await expect(page.getByRole('article').first()).toContainText(/shirt/i)
  await page.goto('/search?q=qqqqzzzz')
  await expect(page.getByText('No Data found')).toBeVisible()
})
