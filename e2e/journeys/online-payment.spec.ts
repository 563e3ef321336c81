import type { APIRequestContext, Page } from '@playwright/test'
import { type Account, expect, test } from '../fixtures.js'

// Paying online with the demo's TEST gateway (no Razorpay keys): pay by UPI; fail, then pay;
// close the page and come back to pay; cancel a paid order and see the refund.

type Headers = { headers: { authorization: string } }

let made = 0

/** A product of the journey's own (₹1,500, M and L), one M in the shopper's cart, an address. */
async function readyToCheckOut(
  request: APIRequestContext,
  owner: Headers,
  buyer: Headers,
  name: string,
) {
  const categories = (await (await request.get('/api/v1/categories')).json()) as {
    data: Array<{ _id: string; image: string }>
  }
  const created = await request.post('/api/v1/product/create', {
    headers: owner.headers,
    data: {
      name: `${name} ${++made}`,
      description: 'Handloom cotton, for every day.',
      image: [categories.data[0]?.image],
      category: [categories.data[0]?._id],
      unit: 'piece',
      variants: [
        { size: 'M', stock: 5 },
        { size: 'L', stock: 5 },
      ],
      price: 1500,
      discount: 0,
    },
  })
  expect(created.status()).toBe(200)
  const product = ((await created.json()) as { data: { _id: string; name: string } }).data
  const address = await request.post('/api/v1/addresss', {
    headers: buyer.headers,
    data: {
      name: '7 Residency Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      zip: '560025',
      phone: '9845012345',
    },
  })
  expect(address.status()).toBe(200)
  const added = await request.post('/api/v1/cart/create', {
    headers: buyer.headers,
    data: { productId: product._id, size: 'M' },
  })
  expect(added.ok()).toBe(true)
  return product
}

async function signedIn(
  page: Page,
  request: APIRequestContext,
  login: (page: Page, account: Account) => Promise<Headers>,
  admin: Account,
  shopper: Account,
  name: string,
) {
  const owner = await login(await page.context().newPage(), admin)
  const buyer = await login(page, shopper)
  const product = await readyToCheckOut(request, owner, buyer, name)
  return { owner, buyer, product }
}

/** From the checkout to the TEST gateway's page. */
async function payOnline(page: Page) {
  await page.goto('/checkout')
  await expect(page.getByText('Grand total')).toBeVisible()
  await page.getByRole('button', { name: 'Online Payment' }).click()
  await expect(page).toHaveURL(/\/test-gateway\/pay\//)
  await expect(page.getByText('TEST MODE: no real money moves')).toBeVisible()
  await expect(page.getByText('₹1,500.00')).toBeVisible()
}

test('a shopper pays by UPI on the TEST gateway and sees the order paid', async ({
  page,
  request,
  login,
  admin,
  registerShopper,
  mailsTo,
}, info) => {
  const shopper = await registerShopper('Kavya Menon')
  await signedIn(page, request, login, admin, shopper, 'Ikat Kurta')
  await payOnline(page)
  await page.screenshot({ path: info.outputPath('test-gateway.png'), fullPage: true })
  await page.getByRole('button', { name: 'Pay by UPI (success)' }).click()
  await expect(page.getByText('Payment Successfully')).toBeVisible()
  // The confirmation shows the verified order, paid online by UPI.
  await expect(page.getByLabel('Your order').getByText('Online Payment (UPI)')).toBeVisible()
  await expect(page.getByLabel('Your order').getByText(/^KK-/)).toBeVisible()
  await expect
    .poll(() => mailsTo(shopper.email).some((m) => /paid online \(UPI\)/.test(m.text)))
    .toBe(true)

  await page.goto('/dashboard/myorders')
  await page.getByText(/^KK-/).first().click()
  await expect(page.getByText('Online Payment (UPI)').first()).toBeVisible()
  await expect(page.getByText('Paid', { exact: true })).toBeVisible()
  await expect(page.getByText(/pay_/).first()).toBeVisible()
  await page.screenshot({ path: info.outputPath('order-paid.png'), fullPage: true })
})

test('a failed payment is tried again from the order page, and then paid', async ({
  page,
  request,
  login,
  admin,
  registerShopper,
}) => {
  const shopper = await registerShopper('Rohan Das')
  await signedIn(page, request, login, admin, shopper, 'Linen Shirt')
  await payOnline(page)
  await page.getByRole('button', { name: 'Fail' }).click()
  await expect(page).toHaveURL(/\/dashboard\/orderdetail\//)
  await expect(page.getByText(/Payment failed/).first()).toBeVisible()
  await page.getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/test-gateway\/pay\//)
  await page.getByRole('button', { name: 'Pay by UPI (success)' }).click()
  await expect(page.getByText('Payment Successfully')).toBeVisible()
})

test('a shopper who closes the payment page comes back and pays on delivery instead', async ({
  page,
  request,
  login,
  admin,
  registerShopper,
}, info) => {
  const shopper = await registerShopper('Sana Shaikh')
  await signedIn(page, request, login, admin, shopper, 'Chikankari Top')
  await payOnline(page)
  await page.getByRole('button', { name: 'Close without paying' }).click()
  await expect(page).toHaveURL(/\/dashboard\/orderdetail\//)
  await expect(page.getByText('Payment not completed.').first()).toBeVisible()
  await expect(page.getByText(/Pay by .* or the order is cancelled/)).toBeVisible()
  await page.screenshot({ path: info.outputPath('order-unpaid.png'), fullPage: true })
  await page.getByRole('button', { name: 'Pay on delivery instead' }).click()
  await expect(page.getByText('Cash on Delivery').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0)
})

test('a shopper cancels a paid order and sees the refund, and so does the shop', async ({
  page,
  browser,
  request,
  login,
  admin,
  registerShopper,
}, info) => {
  const shopper = await registerShopper('Arjun Nair')
  await signedIn(page, request, login, admin, shopper, 'Bandhani Dupatta')
  await payOnline(page)
  await page.getByRole('button', { name: 'Pay by UPI (success)' }).click()
  await expect(page.getByText('Payment Successfully')).toBeVisible()

  await page.goto('/dashboard/myorders')
  await page.getByText(/^KK-/).first().click()
  page.once('dialog', (dialog) => void dialog.accept())
  await page
    .getByRole('button', { name: /Cancel/ })
    .first()
    .click()
  const confirm = page.getByRole('dialog').getByRole('button', { name: /Cancel order|Confirm|Yes/ })
  if (await confirm.isVisible().catch(() => false)) await confirm.click()
  await expect(page.getByText('Cancelled').first()).toBeVisible()
  const refunds = page.getByRole('list', { name: 'Refunds' })
  await expect(refunds).toContainText('₹1,500')
  // Sent on the sweeper's next pass, settled by the gateway's webhook a moment later.
  await expect(async () => {
    await page.reload()
    await expect(page.getByRole('list', { name: 'Refunds' })).toContainText('Refunded', {
      timeout: 1000,
    })
  }).toPass({ timeout: 20_000 })
  await page.screenshot({ path: info.outputPath('order-refunded.png'), fullPage: true })
  const orderNumber = (await page.getByRole('heading', { level: 1 }).textContent())?.replace(
    'Order ',
    '',
  )

  // The shop finds it on the Payments page under Refunded, with Razorpay's ids.
  const viewport = info.project.use.viewport ?? { width: 1366, height: 900 }
  const shop = await (await browser.newContext({ viewport })).newPage()
  await login(shop, admin)
  await shop.goto('/dashboard/payments')
  await shop.getByRole('tab', { name: /Refunded/ }).click()
  await shop.getByRole('searchbox').fill(orderNumber ?? '')
  // A table on a wide screen, cards on a phone: the one shown.
  const shown = (text: string | RegExp) => shop.getByText(text).filter({ visible: true }).first()
  await expect(shop.getByText('1 payment', { exact: true })).toBeVisible()
  await expect(shown(orderNumber ?? 'none')).toBeVisible()
  await expect(shown(/rfnd_/)).toBeVisible()
  await shop.screenshot({ path: info.outputPath('admin-payments.png'), fullPage: true })
  await shop.goto('/dashboard/overview')
  await expect(shown(/^Prepaid /)).toBeVisible()
  await shop.screenshot({ path: info.outputPath('admin-overview.png'), fullPage: true })
})
