import { readFileSync } from 'node:fs'
import { expect, test } from '../fixtures.js'

// Personal data at 390 and 1366 px (both projects): the registration notice and its unticked
// offers box, the account's e-mail switch and "Download my data", and "Delete my account": held
// back by an open order, then done with the e-mailed code, signing her out for good.

test('registration says what is collected and why, and offers are not pre-ticked', async ({
  page,
}) => {
  await page.goto('/register')
  await expect(page.getByText('What we collect and why')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute(
    'href',
    '/privacy-policy',
  )
  await expect(
    page.getByRole('checkbox', { name: /Send me offers and news by e-mail/ }),
  ).not.toBeChecked()
})

test('a shopper turns offers on, and downloads her data as a file', async ({
  page,
  registerShopper,
  login,
}) => {
  const shopper = await registerShopper('Lata Menon')
  await login(page, shopper)
  await page.goto('/dashboard/profile')
  const offers = page.getByRole('switch', { name: /Send me offers and news by e-mail/ })
  await expect(offers).not.toBeChecked()
  await offers.click()
  await expect(offers).toBeChecked()
  await page.getByText('Your choices so far').click()
  await expect(page.getByText(/Agreed \(Account page\)/)).toBeVisible()

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download my data' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/\.json$/)
  const data = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    profile: { email: string; mobile: string }
    consent: { marketing: boolean }
  }
  expect(data.profile).toMatchObject({ email: shopper.email, mobile: shopper.phone })
  expect(data.consent.marketing).toBe(true)
})

test('an open order holds the deletion back, naming it', async ({
  page,
  request,
  registerShopper,
  login,
}) => {
  const shopper = await registerShopper('Nisha Rao')
  const { headers } = await login(page, shopper)
  const listing = (await (await request.get('/api/v1/products?page=5&limit=50')).json()) as {
    data: Array<{ _id: string; sizes: string[]; variants: Array<{ size: string; stock: number }> }>
  }
  const product = listing.data.find((p) => p.variants.some((v) => v.stock > 5))
  const size = product?.variants.find((v) => v.stock > 5)?.size ?? ''
  const address = (await (
    await request.post('/api/v1/addresss', {
      headers,
      data: {
        name: '3 Nisha Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        country: 'India',
        zip: '560025',
        phone: '9845012345',
      },
    })
  ).json()) as { data: { _id: string } }
  const placed = await request.post('/api/v1/orders/NewOrder', {
    headers,
    data: {
      orderItems: [{ _id: product?._id, quantity: 1, ...(size ? { size } : {}) }],
      addressid: address.data._id,
      paymentMethod: 'Cash on Delivery',
      paymentby: 'Cash on Delivery',
    },
  })
  expect(placed.status()).toBe(201)
  const order = ((await placed.json()) as { data: { orderId: string } }).data

  await page.goto('/dashboard/profile')
  await page.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.getByRole('alert')).toContainText(order.orderId)
  await expect(page.getByLabel('Code from your e-mail')).toHaveCount(0)
})

test('a shopper deletes her account with the e-mailed code and is signed out for good', async ({
  page,
  request,
  registerShopper,
  login,
  latestOtp,
}) => {
  const shopper = await registerShopper('Priya Nair')
  await login(page, shopper)
  await page.goto('/dashboard/profile')
  await expect(page.getByText('What we must keep, and why')).toBeVisible()
  await expect(page.getByText(/Invoices and credit notes/)).toBeVisible()
  await page.getByRole('button', { name: 'Delete my account' }).click()
  const code = page.getByLabel('Code from your e-mail')
  await expect(code).toBeVisible()
  await expect.poll(() => latestOtp(shopper.email), { timeout: 15_000 }).toMatch(/^\d{6}$/)
  await code.fill(latestOtp(shopper.email))
  await page.getByRole('button', { name: 'Delete my account for good' }).click()
  await expect(page.getByText('Your account has been deleted')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/dashboard/profile')
  await expect(page).toHaveURL(/\/login$/)

  const again = await request.post('/api/v1/auth/login', {
    data: { phone: shopper.phone, password: shopper.password },
  })
  expect(again.status()).toBe(401)
})
