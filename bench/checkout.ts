import sharp from 'sharp'

type Json = Record<string, unknown> & { data?: Record<string, unknown> }

/**
 * Sets up a shop with one product of 50 units through the public API, then fires 200 Cash on
 * Delivery orders for one unit each at the same moment, from 4 shoppers.
 */
export async function lastUnitsRace(url: string, admin: { phone: string; password: string }) {
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${url}/api/v1${path}`, {
      method,
      headers: {
        ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, json: (await response.json()) as Json }
  }
  const login = async (phone: string, password: string) =>
    (await call('POST', '/auth/login', { phone, password })).json.token as string

  const adminToken = await login(admin.phone, admin.password)
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#b91c5c' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('image', new Blob([png], { type: 'image/png' }), 'kurta.png')
  const image = (await call('POST', '/file/upload', form, adminToken)).json.data?.url as string
  const category = (
    await call('POST', '/category/add-category', { name: 'Men', image }, adminToken)
  ).json.data?._id as string
  const product = (
    await call(
      'POST',
      '/product/create',
      {
        name: 'Last Kurtas',
        description: 'The last fifty.',
        image: [image],
        category: [category],
        unit: 'piece',
        variants: [
          { size: 'M', stock: 50 },
          { size: 'L', stock: 20 },
        ],
        price: 999,
        discount: 0,
      },
      adminToken,
    )
  ).json.data?._id as string

  const buyers = await Promise.all(
    Array.from({ length: 4 }, async (_, i) => {
      const phone = `98765000${String(i).padStart(2, '0')}`
      const password = 'bench password'
      await call('POST', '/auth/register', {
        name: `Buyer ${i}`,
        email: `buyer${i}@example.in`,
        phone,
        password,
        confirmPassword: password,
      })
      const token = await login(phone, password)
      const address = (
        await call(
          'POST',
          '/addresss',
          {
            name: '1 MG Road',
            city: 'Pune',
            state: 'Maharashtra',
            country: 'India',
            zip: '411001',
            phone,
          },
          token,
        )
      ).json.data?._id as string
      return { token, address }
    }),
  )

  const statuses = await Promise.all(
    Array.from({ length: 200 }, async (_, i) => {
      const buyer = buyers[i % buyers.length] as { token: string; address: string }
      const answer = await call(
        'POST',
        '/orders/NewOrder',
        {
          orderItems: [{ _id: product, size: 'M', quantity: 1 }],
          addressid: buyer.address,
          paymentMethod: 'Cash on Delivery',
          paymentby: 'Cash on Delivery',
        },
        buyer.token,
      )
      return answer.status
    }),
  )
  const { variants } = (await call('GET', `/products/${product}`)).json as {
    variants: Array<{ size: string; stock: number }>
  }
  const left = variants.find((v) => v.size === 'M')?.stock
  const otherSize = variants.find((v) => v.size === 'L')?.stock
  return {
    placed: statuses.filter((s) => s === 201).length,
    refused: statuses.filter((s) => s === 409).length,
    other: statuses.filter((s) => s !== 201 && s !== 409).length,
    left,
    otherSize,
  }
}
