import { readFileSync } from 'node:fs'
import { expect, test } from '../fixtures.js'
import { moveOrder, placeCodOrder, saveAddress } from './fixtures/orders.js'

test('a shopper downloads the tax invoice of a shipped order', async ({
  page,
  browser,
  request,
  admin,
  registerShopper,
  login,
  mailsTo,
}) => {
  const shopper = await registerShopper('Kavya Iyer')
  const buyer = await login(page, shopper)
  const owner = await login(await (await browser.newContext()).newPage(), admin)

  // A product of this journey's own, in stock, at ₹1,049 (5% GST).
  const categories = (await (await request.get('/api/v1/categories')).json()) as {
    data: Array<{ _id: string; image: string }>
  }
  const created = await request.post('/api/v1/product/create', {
    headers: owner.headers,
    data: {
      name: `Block Print Cotton Kurta ${Date.now()}`,
      description: 'Hand block printed cotton kurta.',
      image: [categories.data[0]?.image],
      category: [categories.data[0]?._id],
      unit: 'piece',
      stock: 5,
      price: 1049,
      discount: 0,
      hsnCode: '6211',
    },
  })
  expect(created.status()).toBe(200)
  const product = ((await created.json()) as { data: { _id: string } }).data
  const addressId = await saveAddress(request, buyer, {
    name: '14 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    zip: '560025',
    phone: '9845012345',
  })
  const order = await placeCodOrder(request, buyer, addressId, [{ _id: product._id, quantity: 1 }])

  // Not shipped yet: no invoice to offer.
  await page.goto(`/dashboard/orderdetail/${order._id}`)
  await expect(page.getByRole('heading', { name: `Order ${order.orderId}` })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Download invoice' })).toHaveCount(0)

  await moveOrder(request, owner, order._id, [
    { status: 'Confirmed' },
    { status: 'Shipped', courierName: 'Blue Dart', trackingUrl: 'https://track.example.in/BD1' },
  ])

  // The Shipped e-mail names the invoice and links to the order page that downloads it.
  const shipped = () =>
    mailsTo(shopper.email).find((m) => m.subject.endsWith(`${order.orderId}: Shipped`))
  // The mail is written just after the move answers.
  await expect.poll(shipped).toBeDefined()
  const mail = shipped()
  const link = /(http\S+#invoice)/.exec(mail?.text ?? '')?.[1] ?? ''
  expect(mail?.text).toMatch(/Your tax invoice KK\/\d\d-\d\d\/\d{6} is ready/)
  // The link opens in a new tab, as from a mail app.
  const tab = await page.context().newPage()
  await tab.goto(new URL(link).pathname + '#invoice')

  const button = tab.getByRole('button', { name: 'Download invoice' })
  await expect(button).toBeVisible()
  const [download] = await Promise.all([tab.waitForEvent('download'), button.click()])
  expect(download.suggestedFilename()).toMatch(/^KK-\d\d-\d\d-\d{6}\.pdf$/)
  const file = readFileSync(await download.path())
  expect(file.subarray(0, 5).toString()).toBe('%PDF-')
})

test('the admin sets the store’s GSTIN and downloads the month’s GST summary', async ({
  page,
  admin,
  login,
}) => {
  await login(page, admin)
  await page.goto('/dashboard/settings')
  await expect(page.getByRole('heading', { name: 'Store settings' })).toBeVisible()

  const gstin = page.getByLabel('GSTIN')
  await gstin.fill('29AAGCB7383J1Z5')
  await gstin.blur()
  await expect(page.getByText('GSTIN check character does not match')).toBeVisible()
  await gstin.fill('29AAGCB7383J1Z4')
  await page.getByLabel('State of registration').selectOption('29')
  await page.getByLabel('Legal name').fill('Kapda Bazaar Retail LLP')
  await page.getByLabel('Return window (days after delivery)').fill('10')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText(/^Settings saved/)).toBeVisible()
  await expect(page.getByText('Example settings.')).toHaveCount(0)
  await expect(page.getByLabel('GSTIN')).toHaveValue('29AAGCB7383J1Z4')

  await page.goto('/dashboard/gst')
  await expect(page.getByRole('heading', { name: 'GST summary' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'HSN-wise summary' })).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^gst-summary-\d{4}-\d\d\.csv$/)
  const csv = readFileSync(await download.path(), 'utf8')
  expect(csv).toContain('GSTIN,29AAGCB7383J1Z4')
  expect(csv).toContain('HSN summary (net of credit notes)')
})
