import { type DeliverySettings, formatDay } from '@store/contract'
import { expect, test } from '../fixtures.js'
import { moveOrder, stockOf } from './fixtures/orders.js'
import {
  exclusively,
  heldPinList,
  JOURNEY_PINCODES,
  pinCsv,
  type PinRow,
} from './fixtures/delivery.js'

const numbers = new Intl.NumberFormat('en-IN')
const count = (n: number) => numbers.format(n)
const csvFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text),
})

test('the admin checks a courier’s PIN list, replaces the old list with it, and saves the delivery settings', async ({
  page,
  request,
  admin,
  login,
}, info) => {
  // The other viewport's run may hold the store's one list and settings for a while first.
  test.setTimeout(180_000)
  const owner = await login(page, admin)
  await exclusively('delivery-settings', async () => {
    const held = await heldPinList(request, owner.headers)
    try {
      // The list as it is, with every journey's shoppers served, one PIN not served and one
      // prepaid only (as the demo list has them: PINs ending in 7 and in 3).
      const rows = new Map(held.map((row) => [row.pincode, row]))
      for (const pincode of JOURNEY_PINCODES) {
        const row = rows.get(pincode)
        if (!row?.cod) rows.set(pincode, { pincode, deliveryDays: 4, cod: true, prepaid: true })
      }
      if (!rows.has('110017')) {
        rows.set('110017', { pincode: '110017', deliveryDays: 5, cod: false, prepaid: false })
      }
      if (!rows.has('110003')) {
        rows.set('110003', { pincode: '110003', deliveryDays: 5, cod: false, prepaid: true })
      }
      const list: PinRow[] = [...rows.values()]

      await page.goto('/dashboard/settings')
      const section = page.getByRole('region', { name: "Courier's PIN list" })
      await expect(section.getByText(held.length === 0 ? /^No list/ : /^Uploaded/)).toBeVisible()
      const upload = section.getByLabel('Upload a new list (CSV)')

      // A file with bad lines is only previewed: 103 of them, the first 100 shown.
      const bad = [
        'pincode,deliveryDays,cod,prepaid',
        '560001,4,Y,Y',
        '56001,4,Y,Y',
        '560025,40,Y,Y',
        '226001,4,maybe,Y',
        ...Array.from({ length: 100 }, (_, i) => `X${i},3,Y,Y`),
      ].join('\n')
      await upload.setInputFiles(csvFile('delhivery-bad.csv', bad))
      const preview = section.getByRole('region', { name: 'Preview of the new list' })
      await expect(preview).toContainText('Checked delhivery-bad.csv')
      const problems = preview.getByRole('alert')
      await expect(problems).toContainText('103 bad lines')
      await expect(problems).toContainText('Line 3: pincode "56001" is not six digits')
      await expect(problems).toContainText(
        'Line 4: deliveryDays "40" must be a whole number of days from 1 to 30',
      )
      await expect(problems).toContainText('Line 5: cod and prepaid must each be Y or N')
      await expect(problems.getByRole('listitem')).toHaveCount(100)
      await expect(problems).toContainText('and 3 more')
      await expect(preview.getByRole('button', { name: 'Replace list' })).toBeDisabled()

      // The corrected file: its counts, then it replaces the list.
      await upload.setInputFiles(csvFile('delhivery.csv', pinCsv(list)))
      await expect(preview).toContainText('Checked delhivery.csv')
      const counts = `PINs${count(list.length)}Prepaid${count(list.filter((r) => r.prepaid).length)}Cash on Delivery${count(list.filter((r) => r.cod).length)}Not served${count(list.filter((r) => !r.cod && !r.prepaid).length)}`
      await expect(preview).toContainText(counts)
      await expect(preview).toContainText('No bad lines.')
      await preview.getByRole('button', { name: 'Replace list' }).click()
      await expect(page.getByText('PIN list replaced')).toBeVisible()
      await expect(preview).toHaveCount(0)
      await expect(section).toContainText(counts)
      await expect(section.getByText(/^Uploaded/)).toBeVisible()

      const estimate = async (pincode: string) =>
        (
          (await (await request.get(`/api/v1/delivery/estimate?pincode=${pincode}`)).json()) as {
            data: { serviceable: boolean; cod: boolean; prepaid: boolean }
          }
        ).data
      expect(await estimate('110017')).toMatchObject({ serviceable: false })
      expect(await estimate('110003')).toMatchObject({ serviceable: true, cod: false })
      expect(await estimate('560001')).toMatchObject({ serviceable: true, cod: true })
    } finally {
      // The list as it was before (an empty one: every PIN served), for the other journeys.
      const restored = await request.post('/api/v1/admin/pincodes?dryRun=false', {
        headers: owner.headers,
        multipart: { file: csvFile('restore.csv', pinCsv(held)) },
      })
      expect(restored.status()).toBe(200)
    }

    // Delivery settings: the form's rules, then a holiday added, saved and taken away again.
    const settingsUrl = '/api/v1/admin/delivery-settings'
    const current = async () =>
      (
        (await (await request.get(settingsUrl, { headers: owner.headers })).json()) as {
          data: DeliverySettings
        }
      ).data
    const before = await current()
    try {
      await page.reload()
      const form = page.getByRole('form', { name: 'Delivery and Cash on Delivery' })
      const fee = form.getByLabel('Cash on Delivery fee (₹)')
      await fee.fill('-5')
      await fee.blur()
      await expect(form.getByText('Cash on Delivery fee must not be negative')).toBeVisible()
      await form.getByLabel('Ship-from PIN').fill('5600')
      await form.getByRole('button', { name: 'Save delivery settings' }).click()
      await expect(form.getByText('Ship-from PIN must be six digits')).toBeVisible()
      await fee.fill(String(before.codFee))
      await form.getByLabel('Ship-from PIN').fill(before.shipFromPincode)
      await expect(form.getByText('Cash on Delivery fee must not be negative')).toHaveCount(0)
      await expect(form.getByText('Ship-from PIN must be six digits')).toHaveCount(0)

      // A day of this run's own, years ahead, so no promise made meanwhile moves.
      const holiday = info.project.name === 'phone' ? '2031-08-15' : '2031-01-26'
      await form.getByLabel('Holiday date').fill(holiday)
      await form.getByRole('button', { name: 'Add holiday' }).click()
      const holidays = form.getByRole('list', { name: 'Holidays' })
      await expect(holidays).toContainText(formatDay(holiday))
      await form.getByRole('button', { name: 'Save delivery settings' }).click()
      await expect(page.getByText('Delivery settings saved')).toBeVisible()
      expect((await current()).holidays).toContain(holiday)

      await page.reload()
      await expect(holidays).toContainText(formatDay(holiday))
      await expect(form.getByLabel('Cash on Delivery fee (₹)')).toHaveValue(String(before.codFee))
      await form.getByRole('button', { name: `Remove ${formatDay(holiday)}` }).click()
      await expect(form.getByText(formatDay(holiday))).toHaveCount(0)
      await form.getByRole('button', { name: 'Save delivery settings' }).click()
      await expect(page.getByText('Delivery settings saved').first()).toBeVisible()
      await expect.poll(async () => (await current()).holidays).not.toContain(holiday)
    } finally {
      const kept = await request.put(settingsUrl, { headers: owner.headers, data: before })
      expect(kept.status()).toBe(200)
    }
  })
})

type Placed = { _id: string; orderId: string; codFee: number; deliveryBy: string | null }

test('the admin marks a shipped parcel Returned to origin; the shopper pays online only until the admin allows Cash on Delivery again', async ({
  browser,
  page,
  request,
  admin,
  registerShopper,
  login,
}, info) => {
  const viewport = info.project.use.viewport ?? { width: 1366, height: 900 }
  const shopper = await registerShopper('Meera Nair')
  const buyer = await login(page, shopper)
  const shop = await (await browser.newContext({ viewport })).newPage()
  const owner = await login(shop, admin)
  const rules = (
    (await (
      await request.get('/api/v1/admin/delivery-settings', { headers: owner.headers })
    ).json()) as { data: DeliverySettings }
  ).data

  // A product of this journey's own, so its stock can be followed.
  const categories = (await (await request.get('/api/v1/categories')).json()) as {
    data: Array<{ _id: string; image: string }>
  }
  const created = await request.post('/api/v1/product/create', {
    headers: owner.headers,
    data: {
      name: `Bandhani Dupatta ${Date.now()}`,
      description: 'Tie-dyed cotton dupatta.',
      image: [categories.data[0]?.image],
      category: [categories.data[0]?._id],
      unit: 'piece',
      stock: 10,
      price: 800,
      discount: 0,
    },
  })
  const product = ((await created.json()) as { data: { _id: string } }).data
  const stock = () => stockOf(request, product._id)
  const address = (await (
    await request.post('/api/v1/addresss', {
      headers: buyer.headers,
      data: {
        name: '21 Brigade Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        country: 'India',
        zip: '560001',
        phone: '9845011111',
      },
    })
  ).json()) as { data: { _id: string } }
  const placeCod = () =>
    request.post('/api/v1/orders/NewOrder', {
      headers: buyer.headers,
      data: {
        orderItems: [{ _id: product._id, quantity: 1 }],
        addressid: address.data._id,
        paymentMethod: 'Cash on Delivery',
        paymentby: 'Cash on Delivery',
      },
    })
  const move = (orderId: string, data: Record<string, string>) =>
    moveOrder(request, owner, orderId, [data])

  // As many parcels as the rule allows, all shipped; all but the last already came back.
  const orders: Placed[] = []
  for (let i = 0; i < rules.rtoLimit; i += 1) {
    const placed = await placeCod()
    expect(placed.status()).toBe(201)
    const order = ((await placed.json()) as { data: Placed }).data
    await move(order._id, { status: 'Confirmed' })
    await move(order._id, {
      status: 'Shipped',
      courierName: 'Delhivery',
      trackingUrl: `https://track.example.in/${order.orderId}`,
    })
    orders.push(order)
  }
  for (const order of orders.slice(0, -1)) await move(order._id, { status: 'RTO' })
  const last = orders.at(-1) as Placed
  await expect.poll(stock).toBe(10 - 1)

  await shop.goto(`/dashboard/orders/${last._id}`)
  await expect(shop.getByRole('heading', { name: `Order ${last.orderId}` })).toBeVisible()
  const delivery = shop.getByRole('region', { name: 'Delivery' })
  if (last.deliveryBy) {
    await expect(delivery).toContainText(`Delivery by${formatDay(last.deliveryBy)}`)
  }
  if (last.codFee > 0) await expect(delivery).toContainText('Cash on Delivery fee₹')
  const customer = shop.getByRole('region', { name: 'Customer' })
  await expect(customer).toContainText(
    `${rules.rtoLimit - 1} parcel${rules.rtoLimit - 1 === 1 ? '' : 's'} returned to origin`,
  )
  await expect(customer.getByText('Cash on Delivery allowed', { exact: true })).toBeVisible()

  const actions = shop.getByRole('group', { name: 'Order actions' })
  await actions.getByRole('button', { name: 'Mark returned to origin' }).click()
  const dialog = shop.getByRole('dialog', { name: 'Returned to origin' })
  await dialog.getByRole('button', { name: 'Mark returned to origin' }).click()
  await expect(shop.getByText('Order Returned to origin')).toBeVisible()
  await expect(actions).toHaveCount(0)
  await expect(
    shop.getByRole('list', { name: 'Status history' }).getByText('Returned to origin'),
  ).toBeVisible()
  // Back on the shelf.
  await expect.poll(stock).toBe(10)

  // The refused parcels count against the shopper: online payment only.
  await expect(
    customer.getByText('Cash on Delivery not allowed: this shopper may pay online only'),
  ).toBeVisible()
  await expect(customer).toContainText(`${rules.rtoLimit} parcels returned to origin`)
  const refused = await placeCod()
  expect(refused.status()).toBeGreaterThanOrEqual(400)
  expect(((await refused.json()) as { code: string }).code).toBe('COD_NOT_AVAILABLE')

  await customer.getByRole('button', { name: 'Allow Cash on Delivery again' }).click()
  await expect(shop.getByText('Cash on Delivery allowed again')).toBeVisible()
  await expect(customer.getByText('Cash on Delivery allowed', { exact: true })).toBeVisible()
  await expect(customer).toContainText('0 parcels returned to origin')
  const standing = (await (
    await request.get('/api/v1/delivery/cod-standing', { headers: buyer.headers })
  ).json()) as { data: { allowed: boolean } }
  expect(standing.data.allowed).toBe(true)

  // The overview counts parcels that came back this month.
  await shop.goto('/dashboard/overview')
  const figures = shop.getByRole('region', { name: 'Delivery, this month' })
  await expect(figures).toContainText(/RTO rate\d+\.\d% · \d+ of [\d,]+ parcels came back/)
  await expect(figures).toContainText(/Cash on Delivery share\d+\.\d% of [\d,]+ orders/)
})
