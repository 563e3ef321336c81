import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../fixtures.js'

// The wishlist at 390 and 1366 px (both projects): the heart on cards and the product page, the
// Wishlist page with a guest's list joined at login, Move to bag asking a size, and Notify me.

type Variant = { size: string; stock: number }
type Product = { _id: string; name: string; sizes: string[]; variants: Variant[] }

/** Products from a page of the catalogue the buying journeys leave alone. */
async function products(request: APIRequestContext) {
  const answer = await request.get('/api/v1/products?page=4&limit=100')
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { data: Product[] }).data.filter((p) => p.sizes.length > 1)
}

const withSoldOutSize = (list: Product[], skip = 0) => {
  const found = list.filter(
    (p) => p.variants.some((v) => v.stock === 0) && p.variants.some((v) => v.stock > 3),
  )[skip]
  if (!found) throw new Error('no product with a sold-out size and one in stock')
  return found
}

test('a guest saves with the heart, sees the list and empties it', async ({ page }) => {
  await page.goto('/')
  const heart = page.getByRole('button', { name: /^Save .+ to wishlist$/ }).first()
  const label = (await heart.getAttribute('aria-label')) ?? ''
  const name = label.replace(/^Save /, '').replace(/ to wishlist$/, '')
  // The first heart may belong to another product once the home page's sections fill in.
  await page.getByRole('button', { name: label, exact: true }).first().click()
  await expect(
    page.getByRole('button', { name: `Remove ${name} from wishlist` }).first(),
  ).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('link', { name: 'Wishlist', exact: true }).first().click()
  await expect(page.getByRole('heading', { name: 'Wishlist (1)' })).toBeVisible()
  await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible()
  await expect(page.getByText(/when saved$/)).toBeVisible()
  await page.getByRole('button', { name: `Remove ${name} from wishlist` }).click()
  await expect(page.getByText('Your wishlist is empty')).toBeVisible()
  await page.getByRole('link', { name: 'Start shopping' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('a signed-in shopper joins her guest list, moves an item to the bag in a size, and is told of a sold-out size', async ({
  page,
  request,
  registerShopper,
  login,
}) => {
  const list = await products(request)
  const kurta = withSoldOutSize(list, 0)
  const saree = withSoldOutSize(list, 1)
  const shopper = await registerShopper('Meera Nair')
  const { headers } = await login(page, shopper)

  // Saved on this device before login: joined to the account's list on the next visit.
  await page.goto('/')
  await page.evaluate(
    ([id, name]) =>
      localStorage.setItem(
        'wishlist',
        JSON.stringify([
          { productId: id, name, image: '', price: 1, savedAt: new Date().toISOString() },
        ]),
      ),
    [saree._id, saree.name],
  )

  await page.goto(`/product/${kurta._id}`)
  await page.getByRole('button', { name: `Save ${kurta.name} to wishlist` }).click()
  await expect(
    page.getByRole('button', { name: `Remove ${kurta.name} from wishlist` }),
  ).toHaveAttribute('aria-pressed', 'true')

  // Notify me on the sold-out size.
  const soldOut = kurta.variants.find((v) => v.stock === 0)?.size ?? ''
  await page.getByRole('button', { name: `Notify me: ${soldOut}` }).click()
  await expect(
    page.getByText(`We will e-mail you when size ${soldOut} is back`).first(),
  ).toBeVisible()
  await expect(page.getByText(`${soldOut}: we will e-mail you`)).toBeVisible()
  const alerts = (await (await request.get('/api/v1/alerts', { headers })).json()) as {
    data: Array<{ productId: string; size: string; status: string }>
  }
  expect(alerts.data).toContainEqual(
    expect.objectContaining({ productId: kurta._id, size: soldOut, status: 'active' }),
  )

  await page.goto('/wishlist')
  await expect(page.getByRole('heading', { name: 'Wishlist (2)' })).toBeVisible()
  const rows = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Move to bag' }) })
  await expect(rows.first()).toContainText(kurta.name)
  await expect(rows.nth(1)).toContainText(saree.name)
  const server = (await (await request.get('/api/v1/wishlist', { headers })).json()) as {
    data: Array<{ _id: string }>
  }
  expect(server.data.map((item) => item._id).sort()).toEqual([kurta._id, saree._id].sort())

  // Move to bag asks for a size; a sold-out one offers Notify me instead.
  const row = page.getByRole('listitem').filter({ hasText: kurta.name })
  await row.getByRole('button', { name: 'Move to bag' }).click()
  const picker = row.getByRole('group', { name: `Choose a size of ${kurta.name}` })
  await expect(
    picker.getByRole('button', { name: `${soldOut}, sold out: notify me` }),
  ).toBeVisible()
  const inStock = kurta.variants.find((v) => v.stock > 3)?.size ?? ''
  await picker.getByRole('button', { name: inStock, exact: true }).click()
  await expect(page.getByText('Item added').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Wishlist (1)' })).toBeVisible()
  const cart = (await (await request.get('/api/v1/cart/get', { headers })).json()) as {
    data: Array<{ productId: { _id: string }; size: string }>
  }
  expect(cart.data).toContainEqual(
    expect.objectContaining({
      productId: expect.objectContaining({ _id: kurta._id }),
      size: inStock,
    }),
  )

  // Her alerts are listed on the Wishlist page, and she cancels the one she asked for.
  const alertsList = page.getByRole('region', { name: 'Back-in-stock alerts' })
  const cancel = alertsList.getByRole('button', {
    name: `Cancel the alert for ${kurta.name}, size ${soldOut}`,
  })
  await cancel.click()
  await expect(page.getByText('Alert cancelled').first()).toBeVisible()
  await expect(cancel).toHaveCount(0)
  const after = (await (await request.get('/api/v1/alerts', { headers })).json()) as {
    data: Array<{ productId: string }>
  }
  expect(after.data.filter((a) => a.productId === kurta._id)).toEqual([])
})

test('recently viewed follows the products opened, on the home and product pages, and clears from the account menu', async ({
  page,
  request,
  registerShopper,
  login,
}) => {
  const [first, second] = (await products(request)).slice(10, 12)
  if (!first || !second) throw new Error('too few products')
  await login(page, await registerShopper('Ira Sen'))
  await page.goto(`/product/${first._id}`)
  // The server draws the heart; the browser notes the product as viewed once its chunk has run.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('recentlyViewed') ?? ''))
    .toContain(`"_id":"${first._id}"`)
  await page.goto(`/product/${second._id}`)
  const row = page.getByRole('region', { name: 'Recently viewed' })
  await expect(row.getByRole('link', { name: first.name })).toBeVisible()
  await expect(row.getByRole('link', { name: second.name })).toHaveCount(0)

  await page.goto('/')
  const home = page.getByRole('region', { name: 'Recently viewed' })
  await expect(home.getByRole('link').first()).toContainText(second.name)
  await expect(home.getByRole('link').nth(1)).toContainText(first.name)

  const phone = (page.viewportSize()?.width ?? 0) < 768
  if (phone) await page.getByRole('link', { name: 'Account', exact: true }).click()
  else await page.getByRole('button', { name: 'Account', exact: true }).click()
  await page.getByRole('button', { name: 'Clear recently viewed' }).click()
  await expect(page.getByText('Recently viewed cleared').first()).toBeVisible()
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0)
})
