import type { APIRequestContext } from '@playwright/test'
import { BAG_COOKIE, MESSAGES, formatDeliveryDay } from '@store/contract'
import { expect, test } from '../fixtures.js'

type Product = {
  _id: string
  name: string
  price: number
  discount: number
  stock: number
  sizes: string[]
  variants: Array<{ size: string; stock: number }>
}

test.use({ geolocation: { latitude: 18.53, longitude: 73.85 }, permissions: ['geolocation'] })

const rupees = (n: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  }).format(n)

/** A product of the demo catalogue with two sizes that have stock to spare, and those sizes. */
async function sizedProduct(request: APIRequestContext, page: number) {
  const answer = await request.get(`/api/v1/products?page=${page}&limit=50`)
  const products = ((await answer.json()) as { data: Product[] }).data
  for (const product of products) {
    const stocked = product.variants.filter((variant) => variant.stock >= 5)
    if (product.sizes.length >= 2 && stocked.length >= 2) {
      return { product, sizes: stocked.map((variant) => variant.size) as [string, string] }
    }
  }
  throw new Error('no product with two well-stocked sizes on this page')
}

test('a guest fills a cart, logs in at Proceed, adds an address and pays on delivery', async ({
  page,
  request,
  registerShopper,
}, info) => {
  const onPhone = info.project.name === 'phone'
  const shopper = await registerShopper('Meera Iyer')
  const { product, sizes: stocked } = await sizedProduct(request, onPhone ? 3 : 4)
  const [first, second] = stocked
  const unit = Math.round((product.price * (100 - product.discount)) / 100)

  // An empty bag is drawn by the server; once the bag holds something, by the browser.
  await page.goto('/cart')
  await expect(page.getByText(MESSAGES.cartEmpty)).toBeVisible()

  // As a guest: Add asks for a size first, then adds the chosen one.
  await page.goto(`/product/${product._id}`)
  const add = page.getByRole('button', { name: `Add ${product.name} to cart` })
  await add.click()
  await expect(page.getByText('Please select a size')).toBeVisible()
  const sizes = page.locator('#select-size')
  await sizes.getByRole('button', { name: first, exact: true }).click()
  await add.click()
  await expect(page.getByText('Item added').first()).toBeVisible()
  // The success settles the earlier error: gone after its exit (a second), well before its own 4 s.
  await expect(page.getByText('Please select a size')).toBeHidden({ timeout: 2000 })
  const firstLine = page.getByRole('group', { name: `Quantity of ${product.name}, size ${first}` })
  await firstLine.getByRole('button', { name: 'Add one' }).click()
  await firstLine.getByRole('button', { name: 'Add one' }).click()
  await expect(firstLine.locator('output')).toHaveText('3')
  await sizes.getByRole('button', { name: second, exact: true }).click()
  await add.click()
  await expect(
    page.getByRole('group', { name: `Quantity of ${product.name}, size ${second}` }),
  ).toBeVisible()

  // The cart survives a reload (kept in the browser until login).
  const bagCookie = (await page.context().cookies()).find((cookie) => cookie.name === BAG_COOKIE)
  expect(bagCookie?.value).toBe('1')
  await page.reload()
  if (onPhone) {
    await page.getByRole('link', { name: /^Cart: 4 items/ }).click()
    await expect(page).toHaveURL(/\/cart$/)
  } else {
    await page.getByRole('button', { name: /^Cart: 4 items/ }).click()
  }
  const cart = onPhone ? page.locator('main') : page.getByRole('dialog', { name: 'Cart' })
  const lineInCart = cart.getByRole('group', { name: `Quantity of ${product.name}, size ${first}` })
  await lineInCart.getByRole('button', { name: 'Remove one' }).click()
  await expect(lineInCart.locator('output')).toHaveText('2')
  await expect(cart.getByText('Grand total')).toBeVisible()
  await cart.getByRole('button', { name: /Proceed/ }).click()
  await expect(page.getByText('Please Login')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)

  // Logging in brings the guest cart into the account and returns to checkout.
  await page.getByLabel('Mobile number').fill(shopper.phone)
  await page.getByLabel('Password').fill(shopper.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.locator('main').getByText('3 items', { exact: true })).toBeVisible()
  await expect(
    page
      .locator('main')
      .getByText(rupees(unit * 3))
      .first(),
  ).toBeVisible()

  // The add-address popup fills itself from the location; the shopper adds the mobile.
  await page.getByRole('button', { name: 'Add address' }).click()
  const dialog = page.getByRole('dialog', { name: /Add Address/ })
  await expect(dialog.getByLabel('City')).toHaveValue('Pune')
  await expect(dialog.getByLabel('Pincode')).toHaveValue('411004')
  await expect(dialog.getByLabel('Address Line')).toHaveValue('FC Road, Shivajinagar')
  await dialog.getByLabel('Mobile No.').fill('98765')
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(dialog.getByText('phone must be a 10-digit Indian mobile number')).toBeVisible()
  await dialog.getByLabel('Mobile No.').fill('9876543210')
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Address added successfully')).toBeVisible()
  await expect(page.getByRole('radio')).toBeChecked()

  // The store under test has the TEST gateway, so Online Payment opens it: that has its own
  // journey (online-payment.spec.ts), and a store without a gateway its component test.
  await expect(page.getByRole('button', { name: 'Online Payment' })).toBeEnabled()

  // Paying on delivery adds its fee, named on the button before the shopper chooses.
  const promised = await request.get('/api/v1/delivery/estimate?pincode=411004')
  const { deliveryBy, codFee: fee } = (
    (await promised.json()) as { data: { deliveryBy: string; codFee: number } }
  ).data
  const day = formatDeliveryDay(deliveryBy)
  await expect(page.getByText(`Delivery by ${day}`)).toBeVisible()
  await page.getByRole('button', { name: `Cash on Delivery (+${rupees(fee)})` }).click()
  await expect(page).toHaveURL(/\/success$/)
  await expect(page.getByRole('heading', { name: 'Order Successfully' })).toBeVisible()
  // The confirmation names the order, its total with the fee, how it is paid and the day promised.
  const placed = page.getByLabel('Your order')
  const placedNo = placed.getByText(/^KK-\d{6}-[A-Z2-9]{6}$/)
  await expect(placedNo).toBeVisible()
  await expect(placed.getByText(rupees(unit * 3 + fee))).toBeVisible()
  await expect(placed.getByText('Cash on Delivery', { exact: true })).toBeVisible()
  await expect(placed.getByText(day)).toBeVisible()
  await expect(page.getByRole('link', { name: 'View your order' })).toHaveAttribute(
    'href',
    /^\/dashboard\/orderdetail\/\d+$/,
  )
  const confirmedNo = await placedNo.textContent()
  await expect(
    page
      .getByRole('link', { name: /^Cart: 0 items/ })
      .or(page.getByRole('button', { name: /^Cart: 0 items/ })),
  ).toHaveCount(onPhone ? 0 : 1)
  await page.getByRole('link', { name: 'Go To Home' }).click()
  await expect(page).toHaveURL(/\/$/)

  // My Orders shows the order; its detail survives a reload.
  await page.goto('/dashboard/myorders')
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible()
  const card = page.locator('a[href^="/dashboard/orderdetail/"]').first()
  await expect(card).toContainText(rupees(unit * 3 + fee))
  const orderNo = (await card.locator('dd').first().textContent()) ?? ''
  expect(orderNo).toMatch(/^KK-\d{6}-[A-Z2-9]{6}$/)
  expect(orderNo).toBe(confirmedNo)
  await card.click()
  await expect(page.getByRole('heading', { name: `Order ${orderNo}` })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: `Order ${orderNo}` })).toBeVisible()
  await expect(page.getByText('Pending').first()).toBeVisible()
  await expect(page.locator('dd', { hasText: 'Cash on Delivery' })).toBeVisible()
  await expect(page.getByText(`Size: ${first}`)).toBeVisible()
  await expect(page.getByText(`Size: ${second}`)).toBeVisible()
  await expect(page.locator('dd', { hasText: 'Meera Iyer' })).toBeVisible()

  // Someone else's order number is nobody's business.
  await page.goto('/dashboard/orderdetail/999999')
  await expect(page.getByText('No order data found.')).toBeVisible()
})
