import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures.js'
import { deliver, ownProduct } from './fixtures/orders.js'

// Every control on the main pages can be hit with a thumb, at a phone's 390 px: WCAG 2.2 target
// size (minimum), success criterion 2.5.8, kept simple.
//
// The rule: each visible `a, button, input, select, [role=button]` is at least 24 × 24 CSS px,
// unless
// - it is an inline link in running text: a link laid out inline in a block that has words of
//   its own besides the controls in it (a link inside a sentence, WCAG's "inline" exception); or
// - it has 24 px of clear spacing: no other target lies within 24 px of its box (stricter than
//   WCAG's 24 px circle around the target's centre, which lets a 16 px link 8 px from the next
//   one pass).
// A checkbox or a radio button counts with its label, which takes the same tap. Visually hidden
// elements (`sr-only`: 1 px) are not targets, and neither are a target's own ancestors or
// descendants its neighbours.

const TARGETS = 'a, button, input, select, [role=button]'

/** The page's targets smaller than 24 × 24 px that no exception covers, described. */
function smallTargets(page: Page, scope: string) {
  return page.evaluate(
    ({ selector, scope }) => {
      const MIN = 24
      type Box = { left: number; top: number; right: number; bottom: number }
      const boxOf = (el: Element): Box => {
        // A checkbox or radio button is tapped through its label as well.
        const label =
          el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
            ? el.labels?.[0]
            : undefined
        const r = (label ?? el).getBoundingClientRect()
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom }
      }
      const shown = (el: Element) => {
        const r = el.getBoundingClientRect()
        const style = getComputedStyle(el)
        return r.width > 1 && r.height > 1 && style.visibility !== 'hidden'
      }
      const root = document.querySelector(scope) ?? document
      const targets = Array.from(root.querySelectorAll(selector)).filter(shown)
      const small = (box: Box) => box.right - box.left < MIN || box.bottom - box.top < MIN
      const distance = (a: Box, b: Box) =>
        Math.hypot(
          Math.max(0, b.left - a.right, a.left - b.right),
          Math.max(0, b.top - a.bottom, a.top - b.bottom),
        )
      /** A link inside a sentence: inline, in a block that has words of its own. */
      const inlineInText = (el: Element) => {
        if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false
        let block = el.parentElement
        while (block && getComputedStyle(block).display.startsWith('inline')) {
          block = block.parentElement
        }
        if (!block) return false
        const text = block.cloneNode(true) as Element
        Array.from(text.querySelectorAll(selector)).forEach((control) => control.remove())
        return /\p{L}{2,}/u.test(text.textContent ?? '')
      }
      const boxes = new Map(targets.map((el) => [el, boxOf(el)] as const))
      const spaced = (el: Element, box: Box) =>
        targets.every(
          (other) =>
            other === el ||
            other.contains(el) ||
            el.contains(other) ||
            distance(box, boxes.get(other) as Box) >= MIN,
        )
      return targets.flatMap((el) => {
        const box = boxes.get(el) as Box
        if (!small(box) || inlineInText(el) || spaced(el, box)) return []
        const name =
          el.getAttribute('aria-label') ??
          (el.textContent ?? '').trim().slice(0, 40) ??
          el.getAttribute('name') ??
          ''
        const size = `${Math.round(box.right - box.left)}×${Math.round(box.bottom - box.top)}`
        return [`${el.tagName.toLowerCase()} "${name}" ${size}`]
      })
    },
    { selector: TARGETS, scope },
  )
}

type Check = {
  /** What shows the page has settled; it may also open a part of the page to check. */
  ready: (page: Page) => Promise<unknown>
  /** The part of the page checked: the whole page, or an open dialog. */
  scope?: string
  /** Controls named in bug reports, held to 24 × 24 px with no exception. */
  named?: (page: Page) => Locator[]
}

/**
 * Opens a page, waits for it to settle and answers its undersized targets, with any named
 * control smaller than 24 × 24 px.
 */
async function check(page: Page, path: string, { ready, scope = 'body', named }: Check) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  await ready(page)
  const small = await smallTargets(page, scope)
  for (const control of named?.(page) ?? []) {
    const box = await control.boundingBox()
    if (!box || box.width < 24 || box.height < 24) {
      small.push(`named: ${String(control)} ${box ? `${box.width}×${box.height}` : 'missing'}`)
    }
  }
  return { path: scope === 'body' ? path : `${path} ${scope}`, small }
}

const heading = (name: string | RegExp) => async (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

test('every control on the main pages is at least 24 × 24 px at 390 px, or an inline link or spaced apart', async ({
  browser,
  request,
  admin,
  registerShopper,
  login,
}) => {
  test.slow()
  const viewport = { width: 390, height: 844 }
  const shop = await (
    await browser.newContext({ viewport, isMobile: true, hasTouch: true })
  ).newPage()
  const owner = await login(shop, admin)
  const page = await (
    await browser.newContext({ viewport, isMobile: true, hasTouch: true })
  ).newPage()
  const shopper = await registerShopper('Kavya Rao')
  const buyer = await login(page, shopper)

  // An order delivered and asked to be exchanged, so My Orders, the order pages and the returns
  // queue each have a row; then one more in the cart, for the cart and checkout.
  const product = await ownProduct(request, owner, `Target Kurta ${Date.now() % 1_000_000}`, {
    variants: [
      { size: 'M', stock: 8 },
      { size: 'L', stock: 8 },
    ],
    price: 1299,
    discount: 10,
  })
  const address = await request.post('/api/v1/addresss', {
    headers: buyer.headers,
    data: {
      name: '14 Lavelle Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      zip: '560001',
      phone: '9845012345',
    },
  })
  expect(address.status()).toBe(200)
  const addressId = ((await address.json()) as { data: { _id: string } }).data._id
  const placed = await request.post('/api/v1/orders/NewOrder', {
    headers: buyer.headers,
    data: {
      orderItems: [{ _id: product._id, quantity: 1, size: 'M' }],
      addressid: addressId,
      paymentMethod: 'Cash on Delivery',
      paymentby: 'Cash on Delivery',
    },
  })
  expect(placed.status()).toBe(201)
  const order = (
    (await placed.json()) as {
      data: { _id: string; orderId: string; orderItems: Array<{ _id: string }> }
    }
  ).data
  await deliver(request, owner, order._id)
  const asked = await request.post(`/api/v1/orders/${order._id}/returns`, {
    headers: buyer.headers,
    data: {
      items: [{ orderItemId: order.orderItems[0]?._id, quantity: 1 }],
      reason: 'size_small',
      resolution: 'exchange',
      exchangeSize: 'L',
      condition: true,
    },
  })
  expect(asked.status()).toBe(201)
  const added = await request.post('/api/v1/cart/create', {
    headers: buyer.headers,
    data: { productId: product._id, size: 'L' },
  })
  expect(added.ok()).toBe(true)

  // Other journeys add products of their own (no size chart) to this category meanwhile.
  const listed = (await (
    await request.get('/api/v1/products/browse?category=1&limit=100')
  ).json()) as { data: Array<{ _id: string; name: string; sizeChart: unknown; stock: number }> }
  const charted = listed.data.find((p) => p.sizeChart !== null && p.stock > 0)
  if (!charted) throw new Error('no product with a size chart among the first 100 of Men')

  const orderNumber = (p: Page) => [p.getByRole('link', { name: order.orderId, exact: true })]
  const allOrders = (p: Page) => [p.getByRole('link', { name: '‹ All orders' })]
  const articles = async (p: Page) => expect(p.getByRole('article').first()).toBeVisible()
  const results = [
    await check(page, '/', { ready: articles }),
    // With a filter on, so the chips and their 'Clear all' show; then the phone's filter sheet.
    await check(page, '/category/1?size=M', {
      ready: articles,
      named: (p) => [
        p.getByRole('list', { name: 'Active filters' }).getByRole('button', { name: 'Clear all' }),
      ],
    }),
    await check(page, '/category/1?size=M', {
      ready: async (p) => {
        await articles(p)
        await p.getByRole('button', { name: 'Filter (1)' }).click()
      },
      scope: '[role=dialog]',
      named: (p) => [p.getByRole('dialog').getByRole('button', { name: 'Clear all' })],
    }),
    // A product of the demo catalogue with a size chart, so 'Size chart' shows.
    await check(page, `/product/${charted._id}`, {
      ready: heading(charted.name),
      named: (p) => [p.getByRole('button', { name: 'Size chart' })],
    }),
    await check(page, '/cart', {
      ready: (p) => expect(p.getByRole('button', { name: /Proceed/ })).toBeVisible(),
    }),
    await check(page, '/checkout', {
      ready: (p) => expect(p.getByRole('button', { name: 'Cash on Delivery' })).toBeVisible(),
    }),
    await check(page, '/dashboard/myorders', {
      ready: (p) => expect(p.getByRole('link', { name: new RegExp(order.orderId) })).toBeVisible(),
    }),
    await check(page, `/dashboard/orderdetail/${order._id}`, {
      ready: heading(`Order ${order.orderId}`),
      named: allOrders,
    }),
    await check(shop, '/dashboard/orders', {
      ready: (p) => expect(orderNumber(p)[0] as Locator).toBeVisible(),
      named: orderNumber,
    }),
    await check(shop, `/dashboard/orders/${order._id}`, {
      ready: heading(`Order ${order.orderId}`),
      named: allOrders,
    }),
    await check(shop, '/dashboard/returns', {
      ready: (p) => expect(orderNumber(p)[0] as Locator).toBeVisible(),
      named: orderNumber,
    }),
    await check(shop, '/dashboard/overview', {
      ready: (p) => expect(p.getByRole('link', { name: 'Returns queue' })).toBeVisible(),
      named: (p) => [p.getByRole('link', { name: 'Returns queue' })],
    }),
  ]
  expect(results.filter((result) => result.small.length > 0)).toEqual([])
})
