import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { adminPassword, adminPhone } from './fixtures/admin.js'

const outbox = path.resolve(import.meta.dirname, '..', '..', '.e2e-data', 'outbox')
const mailSubjects = (to: string) =>
  readdirSync(outbox)
    .sort()
    .map(
      (name) => JSON.parse(readFileSync(path.join(outbox, name), 'utf8')) as Record<string, string>,
    )
    .filter((mail) => mail.to === to)
    .map((mail) => `${mail.subject}\n${mail.text}`)

type Api = { token: string; userId: string }

async function apiLogin(request: APIRequestContext, phone: string, password: string): Promise<Api> {
  const answer = (await (
    await request.post('/api/v1/auth/login', { data: { phone, password } })
  ).json()) as { token: string; data: { userId: string } }
  return { token: answer.token, userId: answer.data.userId }
}

async function uiLogin(
  browser: Browser,
  phone: string,
  password: string,
  viewport: { width: number; height: number },
) {
  const page = await (await browser.newContext({ viewport })).newPage()
  await page.goto('/login')
  await page.getByLabel('Mobile number').fill(phone)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/$/)
  return page
}

const authed = (token: string) => ({ authorization: `Bearer ${token}` })

test('the shop confirms, ships and delivers an order; the shopper follows it and cancels another', async ({
  browser,
  request,
}, info) => {
  const viewport = info.project.use.viewport ?? { width: 1366, height: 900 }
  const n = `${Date.now()}`.slice(-7) + (info.project.name === 'phone' ? '5' : '6')
  const shopper = {
    name: 'Farah Khan',
    email: `farah.${n}@example.in`,
    phone: `7${n.padStart(9, '0').slice(-9)}`,
    password: 'fulfilment password 1',
  }
  await request.post('/api/v1/auth/register', {
    data: { ...shopper, confirmPassword: shopper.password },
  })
  const buyer = await apiLogin(request, shopper.phone, shopper.password)
  const admin = await apiLogin(request, adminPhone, adminPassword)

  // A product of this journey's own, so the overview can be checked against it.
  const categories = (await (await request.get('/api/v1/categories')).json()) as {
    data: Array<{ _id: string; image: string }>
  }
  const created = await request.post('/api/v1/product/create', {
    headers: authed(admin.token),
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
      headers: authed(buyer.token),
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
          headers: authed(buyer.token),
          data: {
            orderItems: [{ _id: product._id, quantity }],
            addressid: address.data._id,
            paymentMethod: 'Cash on Delivery',
            paymentby: 'Cash on Delivery',
          },
        })
      ).json()) as { data: { _id: string; orderId: string } }
    ).data
  const stock = async () =>
    ((await (await request.get(`/api/v1/products/${product._id}`)).json()) as { stock: number })
      .stock

  const first = await placeOrder(9)
  const second = await placeOrder(1)
  expect(await stock()).toBe(10)

  // The admin finds the order, confirms, ships with a tracking link and delivers it.
  const shop: Page = await uiLogin(browser, adminPhone, adminPassword, viewport)
  await shop.goto('/dashboard/orders')
  await shop.getByPlaceholder('Order no, mobile or name').fill(shopper.phone)
  await expect(shop.getByRole('link', { name: first.orderId })).toBeVisible()
  await expect(shop.getByRole('link', { name: second.orderId })).toBeVisible()
  await shop.getByRole('link', { name: first.orderId }).click()
  await expect(shop.getByRole('heading', { name: `Order ${first.orderId}` })).toBeVisible()
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
  const page = await uiLogin(browser, shopper.phone, shopper.password, viewport)
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
  const mails = mailSubjects(shopper.email)
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
  expect(await stock()).toBe(11)

  // The overview counts what this journey sold.
  await shop.goto('/dashboard/overview')
  const best = shop.getByRole('region', { name: 'Best sellers' })
  await expect(best.getByText(`Chikankari Kurta ${n}`)).toBeVisible()
  await expect(best.locator('li', { hasText: `Chikankari Kurta ${n}` })).toContainText('9 sold')
  const overview = (await (
    await request.get('/api/v1/admin/overview', { headers: authed(admin.token) })
  ).json()) as { data: { today: { revenue: number }; byStatus: Record<string, number> } }
  expect(overview.data.today.revenue).toBeGreaterThanOrEqual(9000)
  expect(overview.data.byStatus.Delivered).toBeGreaterThanOrEqual(1)
  expect(overview.data.byStatus.Cancelled).toBeGreaterThanOrEqual(1)
  await expect(
    shop.getByRole('img', { name: 'Orders and revenue per day, last 30 days' }),
  ).toBeVisible()
})
