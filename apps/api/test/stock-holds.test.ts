import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createEventBus } from '../src/lib/events.js'
import { HOLD_MS, createInventory } from '../src/modules/catalog/inventory.js'
import { createProduct } from './factories.js'
import { createTestApp, type TestApp } from './helpers.js'

// Units an order holds before its transaction (decision 085): given back when a later line
// cannot be filled, and by the sweep once a stopped process has left them longer than HOLD_MS.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())
afterEach(() => vi.useRealTimers())

const stockOf = async (productId: number) => {
  const [product, size] = await Promise.all([
    t.db
      .selectFrom('products')
      .select('stock')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow(),
    t.db
      .selectFrom('product_variants')
      .select('stock')
      .where('product_id', '=', productId)
      .where('size', '=', 'M')
      .executeTakeFirstOrThrow(),
  ])
  return { product: product.stock, size: size.stock }
}
const holdsLeft = async () =>
  Number(
    (
      await t.db
        .selectFrom('stock_holds')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('stock holds', () => {
  it('gives back the lines held before one the shelf cannot fill', async () => {
    const inventory = createInventory({ db: t.db, events: createEventBus() })
    const [plenty, last] = [
      await createProduct(t.db, { sizeStock: { M: 3 } }),
      await createProduct(t.db, { sizeStock: { M: 1 } }),
    ]
    await expect(
      inventory.hold([
        { productId: plenty.id, size: 'M', quantity: 2 },
        { productId: last.id, size: 'M', quantity: 2 },
      ]),
    ).rejects.toMatchObject({ statusCode: 409, code: 'OUT_OF_STOCK' })
    expect(await stockOf(plenty.id)).toEqual({ product: 3, size: 3 })
    expect(await stockOf(last.id)).toEqual({ product: 1, size: 1 })
    expect(await holdsLeft()).toBe(0)
  })

  it('sweeps back only holds older than HOLD_MS, and tells the catalogue', async () => {
    const events = createEventBus()
    const heard: number[][] = []
    events.on('stock.changed', ({ productIds }) => void heard.push(productIds))
    const inventory = createInventory({ db: t.db, events })
    const product = await createProduct(t.db, { sizeStock: { M: 5 } })
    const line = { productId: product.id, size: 'M', quantity: 2 }

    vi.useFakeTimers({ now: Date.now() - HOLD_MS - 60_000, toFake: ['Date'] })
    await inventory.hold([line])
    vi.useRealTimers()
    await inventory.hold([line])
    expect(await stockOf(product.id)).toEqual({ product: 1, size: 1 })

    heard.length = 0
    await inventory.sweepHolds()
    expect(await stockOf(product.id)).toEqual({ product: 3, size: 3 })
    expect(await holdsLeft()).toBe(1)
    expect(heard).toEqual([[product.id]])
    await inventory.sweepHolds()
    expect(await holdsLeft()).toBe(1)
  })
})
