import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.js'

/** The price paid on each card of the listing, in rupees. */
async function pricesShown(page: Page): Promise<number[]> {
  const cards = await page.getByRole('article').allTextContents()
  return cards.map((text) => Number(/₹([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN))
}

test('a shopper narrows a category by size and price, sorts by price, reloads and goes back', async ({
  page,
  isMobile,
}) => {
  await page.goto('/')
  await page.getByRole('link', { name: /^Men$/ }).first().click()
  await expect(page).toHaveURL(/\/category\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Men' })).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible()

  if (isMobile) {
    // On a phone: the Filter sheet, filter names on the left and values on the right.
    await page.getByRole('button', { name: 'Filter', exact: true }).click()
    const sheet = page.getByRole('dialog', { name: 'Filters' })
    await sheet.getByRole('tab', { name: /^Size/ }).click()
    await sheet.getByRole('button', { name: /^M \(/ }).click()
    await sheet.getByRole('button', { name: /^L \(/ }).click()
    await sheet.getByRole('tab', { name: /^Price/ }).click()
    await sheet.getByRole('radio', { name: /₹500 – ₹999/ }).check()
    // The count on Apply follows the draft before anything is applied.
    const apply = sheet.getByRole('button', { name: /^Apply \(\d[\d,]*\)$/ })
    await expect(apply).toHaveAttribute('aria-busy', 'false')
    const count = Number((await apply.textContent())?.replace(/\D/g, ''))
    expect(count).toBeGreaterThan(0)
    await apply.click()
    await expect(sheet).toBeHidden()
    await expect(page.getByText(`${count.toLocaleString('en-IN')} products`)).toBeVisible()
    await page.getByRole('button', { name: 'Sort', exact: true }).click()
    // Picking a sort applies it and closes the sheet.
    await page.getByRole('radio', { name: 'Price: low to high' }).click()
    // The button says which sort is in use, as Filter says how many filters are.
    await expect(page.getByRole('button', { name: 'Sort by Price: low to high' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Filter (3)' })).toBeVisible()
  } else {
    const filters = page.getByRole('complementary', { name: 'Filters' })
    await filters.getByRole('button', { name: /^M \(/ }).click()
    await expect(page).toHaveURL(/size=M(&|$)/)
    await filters.getByRole('button', { name: /^L \(/ }).click()
    await expect(page).toHaveURL(/size=M,L(&|$)/)
    // The radio follows the address, which changes in a transition: click, then see it checked.
    const band = filters.getByRole('radio', { name: /₹500 – ₹999/ })
    await band.click()
    await expect(band).toBeChecked()
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' })
  }

  await expect(page).toHaveURL(/size=M,L&price=500-999&sort=price_asc$/)
  const chips = page.getByRole('list', { name: 'Active filters' })
  await expect(chips.getByRole('button', { name: 'Remove Size M' })).toBeVisible()
  await expect(chips.getByRole('button', { name: 'Remove ₹500 – ₹999' })).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible()
  const sorted = await pricesShown(page)
  expect(sorted.length).toBeGreaterThan(1)
  for (const price of sorted) expect(price).toBeGreaterThanOrEqual(500)
  for (const price of sorted) expect(price).toBeLessThanOrEqual(999)
  expect(sorted).toEqual([...sorted].sort((a, b) => a - b))

  // A reload keeps every filter and the sort.
  await page.reload()
  await expect(chips.getByRole('button', { name: 'Remove Size L' })).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible()
  // Infinite scroll may have added the next page meanwhile; the first page is the same.
  expect((await pricesShown(page)).slice(0, 6)).toEqual(sorted.slice(0, 6))

  // Back undoes the last change, the sort; the filters stay.
  await page.goBack()
  await expect(page).toHaveURL(/size=M,L&price=500-999$/)
  await expect(chips.getByRole('button', { name: 'Remove ₹500 – ₹999' })).toBeVisible()

  // A chip removes its filter; Clear all removes the rest.
  await chips.getByRole('button', { name: 'Remove ₹500 – ₹999' }).click()
  await expect(page).toHaveURL(/size=M,L$/)
  await chips.getByRole('button', { name: 'Clear all' }).click()
  await expect(page).toHaveURL(/\/category\/\d+$/)
  await expect(chips).toBeHidden()
})

test('a listing keeps its products close under the sub-categories on a phone; on a wide screen a filter changed far down the page brings the count and chips back into view', async ({
  page,
  isMobile,
}) => {
  await page.goto('/')
  await page.getByRole('link', { name: /^Men$/ }).first().click()
  await expect(page.getByRole('article').first()).toBeVisible()
  const count = page.getByText(/^[\d,]+ products$/)
  await expect(count).toBeVisible()

  if (isMobile) {
    // Sub-category circles, the count, the products: no blank band between them.
    const tiles = await page.getByRole('region', { name: 'Sub categories' }).boundingBox()
    const line = await count.boundingBox()
    const card = await page.getByRole('article').first().boundingBox()
    if (!tiles || !line || !card) throw new Error('the listing is not laid out')
    expect(line.y - (tiles.y + tiles.height)).toBeLessThanOrEqual(24)
    expect(card.y - (line.y + line.height)).toBeLessThanOrEqual(24)
    return
  }
  // The filter column stays in view while the shopper scrolls down the products.
  await page.evaluate(() => window.scrollTo(0, 1000))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(900)
  await expect(count).not.toBeInViewport()
  const filters = page.getByRole('complementary', { name: 'Filters' })
  await filters.getByRole('button', { name: /^M \(/ }).click()
  await expect(page).toHaveURL(/size=M$/)
  const chips = page.getByRole('list', { name: 'Active filters' })
  await expect(chips.getByRole('button', { name: 'Remove Size M' })).toBeInViewport()
  await expect(count).toBeInViewport()
})
