import { expect, test } from '../fixtures.js'
import { stockOf } from './fixtures/orders.js'

test('the shop confirms, ships and delivers an order; the shopper follows it and cancels another', async ({
  browser,
  request,
  admin,
  registerShopper,
  login,
  mailsTo,
}, info) => {
  const viewport = info.project.use.viewport ?? { width: 1366, height: 900 }
  const n = `${Date.now()}`.slice(-7) + (info.project.name === 'phone' ? '5' : '6')
  const shopper = await registerShopper('Farah Khan')
  // The shop and the shopper each in a browser of their own.
  const shop = await (await browser.newContext({ viewport })).newPage()
  const owner = await login(shop, admin)
  const page = await (await browser.newContext({ viewport })).newPage()
  const buyer = await login(page, shopper)

  // A product of this journey's own, so the overview can be checked against it.
  const categories = (await (await request.get('/api/v1/categories')).json()) as {
    data: Array<{ _id: string; image: string }>
  }
  const created = await request.post('/api/v1/product/create', {
    headers: owner.headers,
    data: {
      name: `Chikankari Kurta ${n}`,
      description: 'Hand embroidered Lucknowi kurta.',
      image: [categories.data[0]?.image],
      category: [categories.data[0]?._id],
      unit: 'piece',
      stock: 20,
      price: 1000,
      discount: 0,
    },
  })
  const product = ((await created.json()) as { data: { _id: string } }).data
  const address = (await (
    await request.post('/api/v1/addresss', {
      headers: buyer.headers,
      data: {
        name: '7 Hazratganj',
        city: 'Lucknow',
        state: 'Uttar Pradesh',
        country: 'India',
        zip: '226001',
        phone: '9415012345',
      },
    })
  ).json()) as { data: { _id: string } }
  const placeOrder = async (quantity: number) =>
    (
      (await (
        await request.post('/api/v1/orders/NewOrder', {
          headers: buyer.headers,
          data: {
            orderItems: [{ _id: product._id, quantity }],
            addressid: address.data._id,
            paymentMethod: 'Cash on Delivery',
            paymentby: 'Cash on Delivery',
          },
        })
      ).json()) as { data: { _id: string; orderId: string } }
    ).data
  const stock = () => stockOf(request, product._id)

  const first = await placeOrder(9)
  const second = await placeOrder(1)
  await expect.poll(stock).toBe(10)

  // The admin finds the order, confirms, ships with a tracking link and delivers it.
  await shop.goto('/dashboard/orders')
  await shop.getByPlaceholder('Order no, mobile or name').fill(shopper.phone)
  await expect(shop.getByRole('link', { name: first.orderId })).toBeVisible()
  await expect(shop.getByRole('link', { name: second.orderId })).toBeVisible()
  await shop.getByRole('link', { name: first.orderId }).click()
  await expect(shop.getByRole('heading', { name: `Order ${first.orderId}` })).toBeVisible()
  await expect(
    shop.getByText(`Quantity: 9 · Size: Free Size · SKU: KK-${product._id}-`),
  ).toBeVisible()
  const actions = shop.getByRole('group', { name: 'Order actions' })
  await actions.getByRole('button', { name: 'Confirm' }).click()
  await expect(shop.getByText('Order Confirmed')).toBeVisible()
  await actions.getByRole('button', { name: 'Ship' }).click()
  const ship = shop.getByRole('dialog', { name: 'Ship order' })
  await ship.getByLabel('Courier').fill('Delhivery')
  await ship.getByLabel('Tracking link').fill(`https://track.example.in/${n}`)
  await ship.getByRole('button', { name: 'Ship' }).click()
  await expect(shop.getByText('Order Shipped')).toBeVisible()
  await actions.getByRole('button', { name: 'Mark delivered' }).click()
  await expect(shop.getByText('Order Delivered')).toBeVisible()
  await expect(shop.getByRole('group', { name: 'Order actions' })).toHaveCount(0)

  // The shopper sees the timeline, the tracking link and the green Delivered badge.
  await page.goto(`/dashboard/orderdetail/${first._id}`)
  const history = page.getByRole('list', { name: 'Status history' })
  for (const status of ['Pending', 'Confirmed', 'Shipped', 'Delivered']) {
    await expect(history).toContainText(status)
  }
  await expect(page.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
    'href',
    `https://track.example.in/${n}`,
  )
  await expect(page.getByText('Delivered', { exact: true }).first()).toHaveClass(/bg-green-100/)
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
  const delivered = () =>
    mailsTo(shopper.email).some((m) => m.subject === `KapdaKart order ${first.orderId}: Delivered`)
  await expect.poll(delivered).toBe(true)
  const mails = mailsTo(shopper.email).map((mail) => `${mail.subject}\n${mail.text}`)
  for (const status of ['Confirmed', 'Shipped', 'Delivered']) {
    expect(mails.some((m) => m.startsWith(`KapdaKart order ${first.orderId}: ${status}`))).toBe(
      true,
    )
  }
  expect(mails.some((m) => m.includes(`https://track.example.in/${n}`))).toBe(true)

  // The shopper cancels the other order while it is pending; its unit goes back on sale.
  await page.goto('/dashboard/myorders')
  await page.locator(`a[href="/dashboard/orderdetail/${second._id}"]`).click()
  await page.getByRole('button', { name: 'Cancel order' }).click()
  await page
    .getByRole('dialog', { name: 'Cancel order' })
    .getByRole('button', { name: 'Cancel order' })
    .click()
  await expect(page.getByText('Order cancelled')).toBeVisible()
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible()
  await expect.poll(stock).toBe(11)

  // The overview counts what this journey sold.
  await shop.goto('/dashboard/overview')
  const best = shop.getByRole('region', { name: 'Best sellers' })
  await expect(best.getByText(`Chikankari Kurta ${n}`)).toBeVisible()
  await expect(best.locator('li', { hasText: `Chikankari Kurta ${n}` })).toContainText('9 sold')
  const overview = (await (
    await request.get('/api/v1/admin/overview', { headers: owner.headers })
  ).json()) as { data: { today: { revenue: number }; byStatus: Record<string, number> } }
  expect(overview.data.today.revenue).toBeGreaterThanOrEqual(9000)
  expect(overview.data.byStatus.Delivered).toBeGreaterThanOrEqual(1)
  expect(overview.data.byStatus.Cancelled).toBeGreaterThanOrEqual(1)
  await expect(
    shop.getByRole('img', { name: 'Orders and revenue per day, last 30 days' }),
  ).toBeVisible()
})
