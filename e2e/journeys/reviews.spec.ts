import type { Page, TestInfo } from '@playwright/test'
import { expect, test } from '../fixtures.js'
import photoPng from './fixtures/avatar.js'
import { deliveredOrder, twoBrowsers } from './fixtures/orders.js'

// Reviews at 390 and 1366 px: a delivered order's "Rate this product" with stars, fit, text and
// a photo; the product page's reviews with the summary, fit and photos; the admin's queue
// holding a review with a phone number, publishing it with a reply as the store.

/** The product page's reviews, which load once the shopper scrolls near them. */
async function reviewsOf(page: Page) {
  await page.getByRole('heading', { name: 'Product details' }).waitFor()
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const reviews = page.getByRole('region', { name: 'Ratings & reviews' })
  await reviews.scrollIntoViewIfNeeded()
  return reviews
}

const suffix = (info: TestInfo) =>
  `${Date.now()}`.slice(-6) + (info.project.name === 'phone' ? 'p' : 'd')

test('a buyer rates a delivered product with fit and a photo, and its page shows the reviews', async ({
  browser,
  request,
  admin,
  registerShopper,
  login,
}, info) => {
  const shopper = await registerShopper('Meena Joshi')
  const { page, owner, buyer } = await twoBrowsers(browser, info, login, admin, shopper)
  const { order, product } = await deliveredOrder(
    request,
    owner,
    buyer,
    `Reviewed Kurta ${suffix(info)}`,
  )

  await page.goto(`/dashboard/orderdetail/${order._id}`)
  await page.getByRole('link', { name: 'Rate this product' }).click()
  await expect(page.getByRole('heading', { name: 'Rate this product' })).toBeVisible()
  await expect(page.getByText('Size bought: M')).toBeVisible()
  await page.getByRole('button', { name: 'Submit review' }).click()
  await expect(page.getByText('Choose from 1 to 5 stars')).toBeVisible()
  await page.getByText('4★', { exact: true }).click()
  await page.getByText('Runs small', { exact: true }).click()
  await page.getByLabel('Title (optional)').fill('Lovely colour')
  await page
    .getByLabel('Your review (optional)')
    .fill('Soft cotton, good for Pune summers. Take one size up.')
  await page.getByLabel('Add photos').setInputFiles({
    name: 'kurta.png',
    mimeType: 'image/png',
    buffer: photoPng,
  })
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible()
  await page.screenshot({ path: info.outputPath('review-form.png'), fullPage: true })
  await page.getByRole('button', { name: 'Submit review' }).click()

  await expect(page).toHaveURL(new RegExp(`/product/${product._id}$`))
  const reviews = await reviewsOf(page)
  await expect(reviews.getByText('1 rating', { exact: true })).toBeVisible()
  await expect(reviews.getByText('Fit: 100% runs small')).toBeVisible()
  await expect(
    reviews.getByText('Soft cotton, good for Pune summers. Take one size up.'),
  ).toBeVisible()
  await expect(reviews.getByText('✓ Verified buyer')).toBeVisible()
  await expect(reviews.getByText('Meena J.')).toBeVisible()
  await expect(reviews.getByRole('link', { name: 'Buyer photo 1' })).toBeVisible()
  await reviews.screenshot({ path: info.outputPath('product-reviews.png') })
})

test('the admin publishes a held review with a reply, and the shopper page shows it', async ({
  browser,
  request,
  admin,
  registerShopper,
  login,
}, info) => {
  const shopper = await registerShopper('Arjun Rao')
  const { shop, owner, page, buyer } = await twoBrowsers(browser, info, login, admin, shopper)
  const { product } = await deliveredOrder(request, owner, buyer, `Held Shirt ${suffix(info)}`)
  const text = `Great shirt, call 98220 ${suffix(info).slice(0, 5)} for more ${suffix(info)}`
  const written = await request.post(`/api/v1/products/${product._id}/reviews`, {
    headers: buyer.headers,
    data: { stars: 5, text, fit: 'true' },
  })
  expect(written.status()).toBe(201)

  await shop.goto('/dashboard/reviews')
  const card = shop.getByRole('listitem').filter({ hasText: text })
  await expect(card.getByText('Held for a phone number.')).toBeVisible()
  await shop.screenshot({ path: info.outputPath('admin-queue.png'), fullPage: true })
  await card.getByLabel('Reply as the store (public)').fill('Thank you, Arjun!')
  await card.getByRole('button', { name: 'Publish' }).click()
  await expect(shop.getByText('Review published')).toBeVisible()
  await expect(shop.getByRole('listitem').filter({ hasText: text })).toHaveCount(0)

  await page.goto(`/product/${product._id}`)
  const reviews = await reviewsOf(page)
  await expect(reviews.getByText(text)).toBeVisible()
  await expect(reviews.getByText('Reply from KapdaKart')).toBeVisible()
  await expect(reviews.getByText('Thank you, Arjun!')).toBeVisible()
  await expect(reviews.getByText('Fit: 100% say true to size')).toBeVisible()
})
