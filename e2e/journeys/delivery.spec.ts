import type { APIRequestContext, Page } from '@playwright/test'
import { formatDeliveryDay } from '@store/contract'
import { type Account, expect, test } from '../fixtures.js'
import { expectDemoPinList, hold } from './fixtures/delivery.js'

// Where the store delivers, by when, and Cash on Delivery, as a shopper meets them: the product
// page's PIN check, the address form's PIN, and the checkout with and without Cash on Delivery.
// The store holds the demo courier's list: 560001 is served with Cash on Delivery, 560003 prepaid
// only, 560037 not at all (the demo's list, fixtures/delivery.ts).

type Headers = { headers: { authorization: string } }

const rupees = (n: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  }).format(n)

/** The day the store promises for an order placed now to the PIN, as the shop writes it. */
async function promisedDay(request: APIRequestContext, pincode: string) {
  const answer = await request.get(`/api/v1/delivery/estimate?pincode=${pincode}`)
  const { deliveryBy } = ((await answer.json()) as { data: { deliveryBy: string } }).data
  return formatDeliveryDay(deliveryBy)
}

async function adminHeaders(request: APIRequestContext, admin: Account): Promise<Headers> {
  const answer = await request.post('/api/v1/auth/login', { data: admin })
  expect(answer.status()).toBe(200)
  return {
    headers: { authorization: `Bearer ${((await answer.json()) as { token: string }).token}` },
  }
}

let made = 0

/** A product of the journey's own: ₹1,500, sizes M and L. */
async function ownProduct(request: APIRequestContext, owner: Headers, name: string) {
  const categories = (await (await request.get('/api/v1/categories')).json()) as {
    data: Array<{ _id: string; image: string }>
  }
  const created = await request.post('/api/v1/product/create', {
    headers: owner.headers,
    data: {
      name: `${name} ${Date.now() % 100_000}-${++made}`,
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
  return ((await created.json()) as { data: { _id: string; name: string } }).data
}

/** A saved address in Bengaluru at the PIN. */
async function addressAt(request: APIRequestContext, buyer: Headers, zip: string, line: string) {
  const saved = await request.post('/api/v1/addresss', {
    headers: buyer.headers,
    data: {
      name: line,
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      zip,
      phone: '9845012345',
    },
  })
  expect(saved.status(), await saved.text()).toBe(200)
}

async function addToCart(request: APIRequestContext, buyer: Headers, productId: string) {
  const added = await request.post('/api/v1/cart/create', {
    headers: buyer.headers,
    data: { productId, size: 'M' },
  })
  expect(added.ok()).toBe(true)
}

const deliveryOptions = (page: Page) => page.getByRole('region', { name: 'Delivery options' })

// Each journey holds the store's delivery settings and PIN list while it runs: the admin's
// delivery journey changes both for a while (a holiday moves the promised day).
let release: (() => Promise<void>) | undefined

test.beforeEach(async ({ request }) => {
  test.setTimeout(180_000)
  release = await hold('delivery-settings')
  await expectDemoPinList(request)
})

test.afterEach(async () => {
  await release?.()
  release = undefined
})

test('a visitor checks delivery to PINs on a product page, and the PIN stays for the visit', async ({
  page,
  request,
}) => {
  const listed = (await (await request.get('/api/v1/products?page=1&limit=2')).json()) as {
    data: Array<{ _id: string }>
  }
  const [first, second] = listed.data
  const day = await promisedDay(request, '560001')

  await page.goto(`/product/${first?._id}`)
  const options = deliveryOptions(page)
  await expect(options.getByText(/Enter a PIN code to see when it reaches you/)).toBeVisible()
  const height = (await options.boundingBox())?.height

  const check = async (pincode: string) => {
    await options.getByLabel('Delivery PIN code').fill(pincode)
    await options.getByRole('button', { name: 'Check' }).click()
  }
  const change = (pincode: string) =>
    options.getByRole('button', { name: `Change PIN code ${pincode}` }).click()

  await check('5600')
  await expect(options.getByText('Please enter a 6-digit PIN code')).toBeVisible()
  await check('560001')
  await expect(options.getByText(`Get it by ${day}`)).toBeVisible()
  await expect(options.getByText('Cash on Delivery available')).toBeVisible()
  await expect(options.getByText('Deliver to 560001')).toBeVisible()
  // The answer takes the room the prompt had: nothing under it moves.
  expect((await options.boundingBox())?.height).toBe(height)

  await change('560001')
  await check('560003')
  await expect(options.getByText('Cash on Delivery not available')).toBeVisible()
  await expect(options.getByText(/^Get it by /)).toBeVisible()

  await change('560003')
  await check('560037')
  await expect(options.getByText('We do not deliver to 560037 yet')).toBeVisible()
  await expect(options.getByText(/Get it by|Cash on Delivery/)).toHaveCount(0)
  expect((await options.boundingBox())?.height).toBe(height)

  await change('560037')
  await check('999999')
  await expect(options.getByText('PIN code 999999 does not exist')).toBeVisible()

  await change('999999')
  await check('560001')
  await expect(options.getByText(`Get it by ${day}`)).toBeVisible()

  // Another product in the same visit starts from that PIN.
  await page.goto(`/product/${second?._id}`)
  await expect(deliveryOptions(page).getByText('Deliver to 560001')).toBeVisible()
  await expect(deliveryOptions(page).getByText(`Get it by ${day}`)).toBeVisible()
})

test("a signed-in shopper's product page starts from their first saved address", async ({
  page,
  request,
  registerShopper,
  login,
}) => {
  const shopper = await registerShopper('Nandini Rao')
  const buyer = await login(page, shopper)
  await addressAt(request, buyer, '560034', '80 Feet Road, Koramangala')
  const listed = (await (await request.get('/api/v1/products?page=1&limit=1')).json()) as {
    data: Array<{ _id: string }>
  }
  await page.goto(`/product/${listed.data[0]?._id}`)
  const options = deliveryOptions(page)
  await expect(options.getByText('Deliver to 560034')).toBeVisible()
  await expect(options.getByText(`Get it by ${await promisedDay(request, '560034')}`)).toBeVisible()
  await expect(options.getByText('Cash on Delivery available')).toBeVisible()
})

test('the address form fills city and state from the PIN, and refuses a PIN or state that is wrong', async ({
  page,
  registerShopper,
  login,
}) => {
  const shopper = await registerShopper('Arjun Hegde')
  await login(page, shopper)
  await page.goto('/dashboard/address')
  await page.getByRole('button', { name: 'Add Address', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: /Add Address/ })
  // A field's label reads on with its error under it.
  const field = (label: string) => dialog.getByLabel(new RegExp(`^${label}`))

  await field('Pincode').fill('560001')
  await expect(field('State')).toHaveValue('Karnataka')
  await expect(field('City')).toHaveValue('Bangalore')
  await expect(field('Country')).toHaveValue('India')
  // The city stays the shopper's to write.
  await field('City').fill('Bengaluru')

  await field('Pincode').fill('999999')
  await expect(dialog.getByText('PIN code 999999 does not exist')).toBeVisible()
  // The PIN is looked up again; its answer writes the state, so the state is typed after it.
  const lookedUp = page.waitForResponse((r) => r.url().endsWith('/api/v1/pincodes/560001'))
  await field('Pincode').fill('560001')
  await lookedUp
  await expect(dialog.getByText('PIN code 999999 does not exist')).toBeHidden()
  await expect(field('City')).toHaveValue('Bengaluru')

  await field('Address Line').fill('12 MG Road')
  await field('Mobile No.').fill('9876543210')
  await field('State').fill('Kerala')
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(dialog.getByText('state must be Karnataka for pincode 560001')).toBeVisible()
  await expect(field('State')).toBeFocused()

  await field('State').fill('Karnataka')
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Address added successfully')).toBeVisible()
  await expect(dialog).toBeHidden()
  const card = page.getByRole('listitem').filter({ hasText: '12 MG Road' })
  await expect(card).toContainText('Bengaluru')
  await expect(card).toContainText('India - 560001')
})

test('a shopper pays on delivery with the fee named first, and the order keeps its promised day', async ({
  page,
  request,
  admin,
  registerShopper,
  login,
  mailsTo,
}) => {
  const shopper = await registerShopper('Lakshmi Menon')
  const buyer = await login(page, shopper)
  const product = await ownProduct(request, await adminHeaders(request, admin), 'Ikat Cotton Kurta')
  await addressAt(request, buyer, '560001', '21 Cubbon Road')
  await addToCart(request, buyer, product._id)
  const day = await promisedDay(request, '560001')

  await page.goto('/checkout')
  await expect(page.getByRole('radio', { name: /21 Cubbon Road/ })).toBeChecked()
  await expect(page.getByText(`Delivery by ${day}`)).toBeVisible()
  const cod = page.getByRole('button', { name: 'Cash on Delivery (+₹49)' })
  await expect(cod).toBeEnabled()
  await expect(page.getByText(`you pay ${rupees(1549)} at your door`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Online Payment' })).toBeEnabled()
  await cod.click()

  await expect(page).toHaveURL(/\/success$/)
  const placed = page.getByLabel('Your order')
  await expect(placed.getByText(rupees(1549))).toBeVisible()
  await expect(placed.getByText('Cash on Delivery fee')).toBeVisible()
  await expect(placed.getByText('Delivery by')).toBeVisible()
  await expect(placed.getByText(day)).toBeVisible()
  const orderNo = (await placed.getByText(/^KK-\d{6}-[A-Z2-9]{6}$/).textContent()) ?? ''

  await page.getByRole('link', { name: 'View your order' }).click()
  await expect(page.getByRole('heading', { name: `Order ${orderNo}` })).toBeVisible()
  await expect(page.getByText(`Delivery by ${day}`)).toBeVisible()
  const prices = page.getByRole('region', { name: 'Price Details' })
  const row = (label: string) =>
    prices.locator('div', { has: page.getByText(label, { exact: true }) })
  await expect(row('Items total')).toContainText(rupees(1500))
  await expect(row('Cash on Delivery fee')).toContainText(rupees(49))
  await expect(row('Total Amount')).toContainText(rupees(1549))

  await page.goto('/dashboard/myorders')
  const card = page.getByRole('link', { name: new RegExp(orderNo) })
  await expect(card).toContainText(rupees(1549))
  await expect(card).toContainText(`Delivery by ${day}`)

  // The confirmation mail keeps the same day and names the fee.
  await expect
    .poll(() => mailsTo(shopper.email).find((mail) => mail.text.includes(orderNo))?.text ?? '')
    .toContain(`Delivery by ${day}`)
  const mail = mailsTo(shopper.email).find((sent) => sent.text.includes(orderNo))
  expect(mail?.text).toContain(`Total ${rupees(1549)} (with the Cash on Delivery fee of ₹49)`)
})

test('no Cash on Delivery to a prepaid-only PIN, and nothing to a PIN the store does not serve', async ({
  page,
  request,
  admin,
  registerShopper,
  login,
}, info) => {
  const shopper = await registerShopper('Farhan Qureshi')
  const buyer = await login(page, shopper)
  const product = await ownProduct(request, await adminHeaders(request, admin), 'Linen Shirt')
  await addressAt(request, buyer, '560003', '4 Palace Road')
  await addressAt(request, buyer, '560037', '9 Outer Ring Road')
  await addToCart(request, buyer, product._id)

  await page.goto('/checkout')
  await expect(page.getByRole('radio', { name: /4 Palace Road/ })).toBeChecked()
  await expect(page.getByText(`Delivery by ${await promisedDay(request, '560003')}`)).toBeVisible()
  const cod = page.getByRole('button', { name: /^Cash on Delivery/ })
  const online = page.getByRole('button', { name: 'Online Payment' })
  await expect(cod).toBeDisabled()
  await expect(
    page.getByText('Cash on Delivery is not available for 560003. Please pay online.'),
  ).toBeVisible()
  await expect(online).toBeEnabled()

  await page.getByRole('radio', { name: /9 Outer Ring Road/ }).check()
  await expect(page.getByRole('alert')).toHaveText(
    'We do not deliver to 560037 yet. Please choose another address.',
  )
  await expect(cod).toBeDisabled()
  await expect(online).toBeDisabled()

  // The cart follows the address chosen in this visit.
  if (info.project.name === 'phone') {
    await page.goto('/cart')
    await expect(page.locator('main').getByText('We do not deliver to 560037 yet')).toBeVisible()
    // Back at the checkout, the address chosen is still the one chosen.
    await page.goto('/checkout')
    await expect(page.getByRole('radio', { name: /9 Outer Ring Road/ })).toBeChecked()
  } else {
    await page.getByRole('button', { name: /^Cart: 1 item/ }).click()
    const drawer = page.getByRole('dialog', { name: 'Cart' })
    await expect(drawer.getByText('We do not deliver to 560037 yet')).toBeVisible()
    await page.keyboard.press('Escape')
  }

  // Paid online, an order to the prepaid-only PIN carries no fee.
  await page.getByRole('radio', { name: /4 Palace Road/ }).check()
  await expect(online).toBeEnabled()
  await online.click()
  await expect(page).toHaveURL(/\/test-gateway\/pay\//)
  await expect(page.getByText('₹1,500.00')).toBeVisible()
})
