import { createServer, type AddressInfo } from 'node:net'

type Json = Record<string, unknown> & { data?: Record<string, unknown> }

/** A port nothing listens on now, chosen by the system. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

const call = async (url: string, method: string, path: string, body?: unknown, token?: string) => {
  const response = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Json }
}

/**
 * A product with more units than any run sells and 20 shoppers with an address, set up through
 * the API of the first store; answers what `placeOrders` needs.
 */
export async function orderShop(url: string, admin: { phone: string; password: string }) {
  const adminToken = (await call(url, 'POST', '/auth/login', admin)).json.token as string
  const image = '/images/0123456789abcdef.webp'
  const category = (
    await call(url, 'POST', '/category/add-category', { name: 'Bench', image }, adminToken)
  ).json.data?._id as string
  const product = (
    await call(
      url,
      'POST',
      '/product/create',
      {
        name: 'Bench Kurta',
        description: 'Sold many times over.',
        image: [image],
        category: [category],
        unit: 'piece',
        sizes: ['M'],
        stock: 1_000_000,
        price: 999,
        discount: 0,
      },
      adminToken,
    )
  ).json.data?._id as string
  const shoppers = []
  for (let i = 0; i < 20; i++) {
    const phone = `70000${String(i).padStart(5, '0')}`
    const account = {
      name: `Bench Shopper ${i}`,
      email: `bench.${i}@example.in`,
      phone,
      password: 'bench shopper password',
      confirmPassword: 'bench shopper password',
    }
    await call(url, 'POST', '/auth/register', account)
    const token = (await call(url, 'POST', '/auth/login', { phone, password: account.password }))
      .json.token as string
    const address = (
      await call(
        url,
        'POST',
        '/addresss',
        {
          name: '12 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          country: 'India',
          zip: '560001',
          phone: '9845012345',
        },
        token,
      )
    ).json.data?._id as string
    shoppers.push({ token, address })
  }
  return { product, shoppers }
}

/**
 * Places Cash on Delivery orders from `concurrency` shoppers at once for `seconds`, spread over
 * the stores in turn; answers orders per second placed and the share refused or failed.
 */
export async function placeOrders(
  urls: string[],
  shop: Awaited<ReturnType<typeof orderShop>>,
  { seconds = 8, concurrency = 20 } = {},
) {
  const until = Date.now() + seconds * 1000
  let placed = 0
  let other = 0
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      const shopper = shop.shoppers[worker % shop.shoppers.length] as (typeof shop.shoppers)[number]
      while (Date.now() < until) {
        const url = urls[next++ % urls.length] as string
        const answer = await call(
          url,
          'POST',
          '/orders/NewOrder',
          {
            orderItems: [{ _id: shop.product, size: 'M', quantity: 1 }],
            addressid: shopper.address,
            paymentMethod: 'Cash on Delivery',
            paymentby: 'Cash on Delivery',
          },
          shopper.token,
        )
        if (answer.status === 201) placed++
        else other++
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  return { perSecond: Math.round(placed / elapsed), placed, other }
}
