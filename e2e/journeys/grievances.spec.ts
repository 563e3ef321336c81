import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../fixtures.js'
import { placeCodOrder, saveAddress } from './fixtures/orders.js'

// A grievance at 390 and 1366 px (both projects): raised from an order's page, seen as a ticket
// with its acknowledgement e-mail, answered and resolved by the shop in its Grievances queue, and
// the reply and the resolution seen by the shopper.

type Headers = { headers: { authorization: string } }
type Product = { _id: string; variants: Array<{ size: string; stock: number }> }

/** An order of the shopper's for one unit of a product in stock, through the API. */
async function placeOrder(request: APIRequestContext, buyer: Headers) {
  const products = (await (await request.get('/api/v1/products?page=6&limit=50')).json()) as {
    data: Product[]
  }
  const [product, variant] =
    products.data
      .map((p) => [p, p.variants.find((v) => v.stock > 5)] as const)
      .find(([, v]) => v !== undefined) ?? []
  if (!product || !variant) throw new Error('no product in stock on page 6')
  const addressId = await saveAddress(request, buyer, {
    name: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    zip: '560001',
    phone: '9845012345',
  })
  return placeCodOrder(request, buyer, addressId, [
    { _id: product._id, quantity: 1, size: variant.size },
  ])
}

test('a shopper raises a grievance from her order; the shop replies and resolves; she reads both', async ({
  browser,
  request,
  admin,
  registerShopper,
  login,
  mailsTo,
}, info) => {
  test.slow()
  const viewport = info.project.use.viewport ?? { width: 1366, height: 900 }
  const shopper = await registerShopper('Lakshmi Menon')
  const page = await (await browser.newContext({ viewport })).newPage()
  const buyer = await login(page, shopper)
  const shop = await (await browser.newContext({ viewport })).newPage()
  await login(shop, admin)
  const order = await placeOrder(request, buyer)

  await page.goto(`/dashboard/orderdetail/${order._id}`)
  await page.getByRole('link', { name: 'Raise a grievance' }).click()
  await expect(page.getByRole('heading', { name: 'Raise a grievance' })).toBeVisible()
  await expect(page.getByText(order.orderId)).toBeVisible()
  // Sent empty, the form says what is missing, in the contract's words.
  await page.getByRole('button', { name: 'Submit grievance' }).click()
  await expect(page.getByText('Choose what it is about')).toBeVisible()
  await expect(page.getByText('text is required')).toBeVisible()
  await page.getByLabel('What is it about?').selectOption('order_delivery')
  await page.getByLabel('What happened?').fill('The parcel was left outside in the rain.')
  await expect(page.getByText('text is required')).toBeHidden()
  await page.screenshot({ path: info.outputPath('grievance-form.png'), fullPage: true })
  await page.getByRole('button', { name: 'Submit grievance' }).click()

  const heading = page.getByRole('heading', { name: /^Grievance GRV-\d{4}-\d{6,}$/ })
  await expect(heading).toBeVisible()
  const ticket = ((await heading.textContent()) ?? '').replace('Grievance ', '')
  await expect(page.getByText('Received', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: order.orderId })).toBeVisible()
  await expect(page.getByText('The parcel was left outside in the rain.')).toBeVisible()
  await expect
    .poll(() => mailsTo(shopper.email).map((m) => m.subject))
    .toContain(`We received your grievance ${ticket}`)

  // The shop's queue: the new ticket, young, not overdue.
  await shop.goto('/dashboard/grievances')
  await expect(shop.getByRole('heading', { name: 'Grievances' })).toBeVisible()
  await expect(shop.getByRole('heading', { name: 'Monthly report' })).toBeVisible()
  await shop.screenshot({ path: info.outputPath('grievance-queue.png'), fullPage: true })
  await shop.getByRole('link', { name: ticket }).click()
  await expect(shop.getByRole('heading', { name: `Grievance ${ticket}` })).toBeVisible()
  await expect(shop.getByText('Lakshmi Menon').first()).toBeVisible()
  await shop.getByLabel('Reply to the shopper (e-mailed)').fill('Sorry! We are sending a new one.')
  await shop.getByRole('button', { name: 'Send reply' }).click()
  await expect(shop.getByText('Acknowledged', { exact: true })).toBeVisible()
  await expect(shop.getByText('Sorry! We are sending a new one.')).toBeVisible()
  await shop
    .getByLabel('Resolution (e-mailed; closes the grievance)')
    .fill('A replacement was delivered on the next day.')
  await shop.getByRole('button', { name: 'Resolve' }).click()
  await expect(shop.getByText('Resolved', { exact: true })).toBeVisible()
  await shop.screenshot({ path: info.outputPath('grievance-admin-ticket.png'), fullPage: true })

  // The shopper reads the reply and the resolution, here and by e-mail.
  await page.goto('/dashboard/mygrievances')
  await expect(page.getByRole('heading', { name: 'My grievances' })).toBeVisible()
  await page.getByRole('link', { name: ticket }).click()
  await expect(page.getByText('Sorry! We are sending a new one.')).toBeVisible()
  await expect(page.getByText('A replacement was delivered on the next day.')).toBeVisible()
  await expect(page.getByText('Resolved', { exact: true })).toBeVisible()
  await expect(page.getByText(/National Consumer Helpline/)).toBeVisible()
  await page.screenshot({ path: info.outputPath('grievance-ticket.png'), fullPage: true })
  await expect
    .poll(() => mailsTo(shopper.email).map((m) => m.subject))
    .toEqual(
      expect.arrayContaining([
        `Reply to your grievance ${ticket}`,
        `Your grievance ${ticket} is resolved`,
      ]),
    )
})
