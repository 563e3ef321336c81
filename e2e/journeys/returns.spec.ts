import type { TestInfo } from '@playwright/test'
import { istDay } from '@store/contract'
import { expect, test } from '../fixtures.js'
import photoPng from './fixtures/avatar.js'
import {
  type Order,
  deliver,
  deliveredOrder,
  moveReturn,
  stockOf,
  twoBrowsers,
} from './fixtures/orders.js'

const suffix = (info: TestInfo) =>
  `${Date.now()}`.slice(-6) + (info.project.name === 'phone' ? 'p' : 'd')

test('a damaged item goes back with a photo and a UPI refund; the shop approves, receives, refunds and closes; the shopper sees each step', async ({
  browser,
  request,
  admin,
  registerShopper,
  login,
  mailsTo,
}, info) => {
  // Two browsers through every step of a return: longer than one journey's usual minute.
  test.slow()
  const shopper = await registerShopper('Ritu Sen')
  const { shop, owner, page, buyer } = await twoBrowsers(browser, info, login, admin, shopper)
  const { order } = await deliveredOrder(request, owner, buyer, `Damaged Kurta ${suffix(info)}`)

  await page.goto(`/dashboard/orderdetail/${order._id}`)
  await expect(page.getByRole('heading', { name: 'Returns and exchanges' })).toBeVisible()
  await page.getByRole('button', { name: /Return or exchange/ }).click()
  const form = page.getByRole('dialog', { name: 'Return or exchange' })
  await form.getByLabel('Damaged').check()
  await page.screenshot({ path: info.outputPath('return-form.png') })
  // Without a photo, a UPI ID and the confirmation the form says what is missing.
  await form.getByLabel('Full refund').check()
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(form.getByText('Add 1 to 3 photos of the item')).toBeVisible()
  await expect(form.getByText('Enter a UPI ID like name@bank')).toBeVisible()
  await form.getByLabel('Add photos').setInputFiles({
    name: 'tear.png',
    mimeType: 'image/png',
    buffer: photoPng,
  })
  await expect(form.getByRole('img', { name: 'Your photo' })).toBeVisible()
  await form.getByLabel('UPI ID').fill('ritu.sen@okicici')
  await form.getByLabel('The item is unused, unwashed and has its tags.').check()
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(form).toBeHidden()
  const card = page.getByRole('article', { name: /Return/ })
  await expect(card.getByText('Requested', { exact: true }).first()).toBeVisible()
  await expect(card.getByText('UPI ri******@okicici')).toBeVisible()
  await expect(card.getByText(/We will review your request by/)).toBeVisible()
  await page.screenshot({ path: info.outputPath('return-requested.png'), fullPage: true })

  // The shop finds it in the queue and works it through.
  await shop.goto('/dashboard/returns')
  await shop.getByPlaceholder('Order no or mobile').fill(order.orderId)
  await expect(shop.getByRole('link', { name: order.orderId })).toBeVisible()
  await shop.screenshot({ path: info.outputPath('admin-queue.png'), fullPage: true })
  await shop.getByRole('link', { name: order.orderId }).click()
  await expect(
    shop.getByRole('heading', { name: `Return for order ${order.orderId}` }),
  ).toBeVisible()
  await expect(shop.getByText('UPI ID: ritu.sen@okicici')).toBeVisible()
  await expect(shop.getByRole('img', { name: 'Photo from the shopper' })).toBeVisible()
  await shop.screenshot({ path: info.outputPath('admin-return.png'), fullPage: true })
  await shop.getByRole('button', { name: 'Approve and schedule pickup' }).click()
  await expect(shop.getByText('Return Approved')).toBeVisible()
  await shop.getByRole('button', { name: 'Mark picked up' }).click()
  await shop.getByRole('button', { name: 'Received: check passed' }).click()
  await expect(shop.getByText(/^Transfer ₹[\d,.]+ to UPI ritu\.sen@okicici\.$/)).toBeVisible()
  await shop.getByLabel('Refund reference (UPI or bank transfer)').fill('UPI-4471')
  await shop.getByRole('button', { name: 'Mark refunded' }).click()
  await shop.getByRole('button', { name: 'Close return' }).click()
  await expect(shop.getByText('Return Closed')).toBeVisible()

  await page.reload()
  const timeline = page.getByRole('list', { name: 'Return timeline' })
  for (const step of ['Requested', 'Approved', 'Picked up', 'Received', 'Refunded', 'Closed']) {
    await expect(timeline.getByText(step, { exact: true })).toBeVisible()
  }
  await expect(page.getByText('UPI-4471')).toBeVisible()
  await page.screenshot({ path: info.outputPath('return-closed.png'), fullPage: true })
  await page.goto('/dashboard/myorders')
  await expect(page.getByText('Return:')).toBeVisible()
  await page.screenshot({ path: info.outputPath('my-orders.png') })
  await shop.goto('/dashboard/overview')
  await expect(shop.getByRole('heading', { name: 'Returns, last 30 days' })).toBeVisible()
  await shop.screenshot({ path: info.outputPath('overview.png'), fullPage: true })
  await expect
    .poll(
      () =>
        mailsTo(shopper.email).filter((m) =>
          m.subject.includes(`return for order ${order.orderId}`),
        ).length,
    )
    .toBe(6)
})

test('a shopper exchanges M for L: only sizes in stock are offered and L is held at once', async ({
  browser,
  request,
  admin,
  registerShopper,
  login,
}, info) => {
  const shopper = await registerShopper('Kabir Das')
  const { page, owner, buyer } = await twoBrowsers(browser, info, login, admin, shopper)
  const { order, product } = await deliveredOrder(
    request,
    owner,
    buyer,
    `Exchange Kurta ${suffix(info)}`,
    [
      { size: 'S', stock: 0 },
      { size: 'M', stock: 3 },
      { size: 'L', stock: 2 },
    ],
  )
  await page.goto(`/dashboard/orderdetail/${order._id}`)
  await page.getByRole('button', { name: /Return or exchange/ }).click()
  const form = page.getByRole('dialog', { name: 'Return or exchange' })
  await form.getByLabel('Size too small').check()
  // A size issue with another size in stock is an exchange; S is sold out, so only L is offered.
  await expect(form.getByLabel('Full refund')).toHaveCount(0)
  await expect(form.getByLabel('Exchange for another size')).toBeChecked()
  await expect(form.getByLabel('S', { exact: true })).toHaveCount(0)
  await form.getByLabel('L', { exact: true }).check()
  await form.getByLabel('The item is unused, unwashed and has its tags.').check()
  await page.screenshot({ path: info.outputPath('exchange-form.png'), fullPage: true })
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(form).toBeHidden()
  await expect(
    page.getByRole('heading', { name: 'Exchange for another size to size L' }),
  ).toBeVisible()
  await expect.poll(() => stockOf(request, product._id, 'L')).toBe(1)
})

test('store credit from a return pays part of the next order; only the rest is collected in cash', async ({
  browser,
  request,
  admin,
  registerShopper,
  login,
}, info) => {
  const shopper = await registerShopper('Lata Iyer')
  const { page, owner, buyer } = await twoBrowsers(browser, info, login, admin, shopper)
  const { order, product } = await deliveredOrder(
    request,
    owner,
    buyer,
    `Credit Kurta ${suffix(info)}`,
    [{ size: 'M', stock: 6 }],
  )
  await page.goto(`/dashboard/orderdetail/${order._id}`)
  await page.getByRole('button', { name: /Return or exchange/ }).click()
  const form = page.getByRole('dialog', { name: 'Return or exchange' })
  await form.getByLabel('Size too large').check()
  await expect(form.getByText('No other size is in stock')).toBeVisible()
  await form.getByLabel('Store credit').check()
  await form.getByLabel('The item is unused, unwashed and has its tags.').check()
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(form).toBeHidden()

  const returns = (await (await request.get('/api/v1/returns', buyer)).json()) as {
    data: Array<{ _id: string }>
  }
  const id = returns.data[0]?._id ?? ''
  await moveReturn(request, owner, id, [
    { status: 'Approved', pickupDate: istDay() },
    { status: 'PickedUp' },
    { status: 'Received', qc: 'passed' },
    { status: 'Refunded' },
  ])

  await page.goto('/dashboard/profile')
  const credit = page.getByRole('region', { name: 'Store credit' })
  await expect(credit.getByText('₹1,200', { exact: true })).toBeVisible()
  await expect(credit.getByText(/Return of order/)).toBeVisible()
  await page.screenshot({ path: info.outputPath('store-credit.png'), fullPage: true })

  // Two units: ₹2,400, of which ₹1,200 is store credit.
  await request.post('/api/v1/cart/create', {
    headers: buyer.headers,
    data: { productId: product._id, size: 'M' },
  })
  const cart = (await (await request.get('/api/v1/cart/get', buyer)).json()) as {
    data: Array<{ _id: string }>
  }
  await request.put('/api/v1/cart/update-qty', {
    headers: buyer.headers,
    data: { _id: cart.data[0]?._id, qty: 2 },
  })
  await page.goto('/checkout')
  // Unticked until she ticks it: no pre-ticked boxes (decision 075).
  const useCredit = page.getByRole('checkbox', { name: 'Use store credit (₹1,200 available)' })
  await expect(useCredit).not.toBeChecked()
  await useCredit.check()
  await expect(page.getByText('To pay in cash')).toBeVisible()
  await page.screenshot({ path: info.outputPath('checkout-credit.png'), fullPage: true })
  await page.getByRole('button', { name: 'Cash on Delivery' }).click()
  await expect(page).toHaveURL(/\/success/)

  await page.goto('/dashboard/myorders')
  await page
    .getByRole('link', { name: /Order No/ })
    .first()
    .click()
  const price = page.getByRole('region', { name: 'Price Details' })
  // ₹2,400 of goods and the ₹49 Cash on Delivery fee.
  await expect(price.getByText('₹2,449')).toBeVisible()
  const paidId = new URL(page.url()).pathname.split('/').at(-1) ?? ''
  await expect(price.getByText('Paid by store credit')).toBeVisible()
  await expect(price.getByText('To pay in cash')).toBeVisible()
  await page.goto('/dashboard/profile')
  await expect(
    page.getByRole('region', { name: 'Store credit' }).getByText('₹0', { exact: true }),
  ).toBeVisible()

  // One of the two units comes back for a refund: half of it was paid by credit, and goes back
  // as credit; the shop is told to transfer only the cash half.
  const paid = (
    (await (await request.get(`/api/v1/orders/${paidId}`, buyer)).json()) as {
      data: Order
    }
  ).data
  await deliver(request, owner, paid._id)
  const photo = await request.post('/api/v1/returns/photos', {
    headers: buyer.headers,
    multipart: { image: { name: 'damage.png', mimeType: 'image/png', buffer: photoPng } },
  })
  const asked = await request.post(`/api/v1/orders/${paid._id}/returns`, {
    headers: buyer.headers,
    data: {
      items: [{ orderItemId: paid.orderItems[0]?._id, quantity: 1 }],
      reason: 'damaged',
      photos: [((await photo.json()) as { data: { url: string } }).data.url],
      resolution: 'refund',
      refundTo: { upi: 'lata.iyer@okaxis' },
      condition: true,
    },
  })
  expect(asked.status()).toBe(201)
  const split = ((await asked.json()) as { data: { _id: string } }).data._id
  await moveReturn(request, owner, split, [
    { status: 'Approved', pickupDate: istDay() },
    { status: 'PickedUp' },
    { status: 'Received', qc: 'passed' },
  ])
  const { shop } = await twoBrowsers(browser, info, login, admin, shopper)
  await shop.goto(`/dashboard/returns/${split}`)
  await expect(
    shop.getByText('Transfer ₹600 to UPI lata.iyer@okaxis; ₹600 goes back as store credit.'),
  ).toBeVisible()
  await shop.screenshot({ path: info.outputPath('admin-refund-split.png'), fullPage: true })
  await shop.getByLabel('Refund reference (UPI or bank transfer)').fill('UPI-9921')
  await shop.getByRole('button', { name: 'Mark refunded' }).click()
  await expect(shop.getByText('Return Refunded')).toBeVisible()
  await page.goto('/dashboard/profile')
  await expect(
    page.getByRole('region', { name: 'Store credit' }).getByText('₹600', { exact: true }),
  ).toBeVisible()
})
