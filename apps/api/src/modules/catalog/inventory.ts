import { DEFAULT_SIZE } from '@store/contract'
import type { Db } from '../../db/index.js'
import type { ProductRow, ProductVariantRow } from '../../db/schema.js'
import { nowIso, parseJson } from '../../db/sql.js'
import { afterCommit, inTransaction } from '../../db/transaction.js'
import type { EventBus } from '../../lib/events.js'
import { type ProductForSale, type StockLine, shortOfStock } from '../../records/product.js'
import * as repo from './repo.js'

const toProductForSale = (row: ProductRow, variants: ProductVariantRow[]): ProductForSale => ({
  id: row.id,
  name: row.name,
  description: row.description,
  unit: row.unit,
  images: parseJson<string[]>(row.images, []),
  sizes: parseJson<string[]>(row.sizes, []),
  pricePaise: row.price_paise,
  discount: row.discount,
  vendorId: row.vendor_id,
  returnable: row.returnable === 1,
  stock: row.stock,
  variants: variants.map(({ size, stock, sku }) => ({ size, stock, sku })),
})

/** The SKU the store gives a size when the admin leaves it empty. */
export const defaultSku = (productId: number, size: string) =>
  `KK-${productId}-${size.toUpperCase().replace(/[^A-Z0-9]+/g, '-')}`

/**
 * One total split across sizes: each gets the same share, the first sizes one unit more while
 * units remain, so the total stays exactly the same. A product without sizes has one, Free Size.
 */
export function splitStock(stock: number, sizes: string[]) {
  const list = sizes.length > 0 ? sizes : [DEFAULT_SIZE]
  const share = Math.floor(stock / list.length)
  return list.map((size, index) => ({
    size,
    stock: share + (index < stock % list.length ? 1 : 0),
  }))
}

/** How long units may stay held for an order being placed before a sweep gives them back. */
export const HOLD_MS = 10 * 60_000

const inLockOrder = (lines: StockLine[]) =>
  [...lines].sort((a, b) => a.productId - b.productId || a.size.localeCompare(b.size))

/**
 * Products on sale and their stock. Reserving and releasing take the caller's transaction, so an
 * order and its stock change commit together; the catalogue hears of the change once they have.
 */
export function createInventory({ db, events }: { db: Db; events: EventBus }) {
  /** Tells every instance once the transaction commits: which products, and whose sizes ran out or came back. */
  const stockChanged = (trx: Db, lines: StockLine[], sizesChanged: Set<number>, taken: boolean) =>
    afterCommit(trx, () =>
      events.publish('stock.changed', {
        productIds: [...new Set(lines.map((line) => line.productId))],
        sizesChanged: [...sizesChanged],
        taken,
        everywhere: true,
      }),
    )

  async function liveProducts(productIds: number[], trx: Db = db): Promise<ProductForSale[]> {
    const [rows, variants] = await Promise.all([
      repo.findProductsByIds(trx, productIds),
      repo.findVariants(trx, productIds),
    ])
    return rows.map((row) =>
      toProductForSale(
        row,
        variants.filter((variant) => variant.product_id === row.id),
      ),
    )
  }

  async function liveProduct(productId: number, trx: Db = db) {
    const [product] = await liveProducts([productId], trx)
    return product
  }

  /**
   * Puts units back on the shelf of the size they came from (a cancelled order, a hold given
   * back). Units of a size the product is no longer sold in are not put back on sale.
   */
  async function release(trx: Db, lines: StockLine[]) {
    const now = nowIso()
    const backInStock = new Set<number>()
    for (const line of inLockOrder(lines)) {
      const held = await repo.returnStock(trx, line, now)
      if (held === line.quantity) backInStock.add(line.productId)
    }
    await stockChanged(trx, lines, backInStock, false)
  }

  /** Deletes holds and puts their units back on their shelves, in one transaction. */
  async function giveBack(which: { ids: number[] } | { before: string }) {
    if ('ids' in which && which.ids.length === 0) return
    await inTransaction(db, async (trx) => {
      const lines = await repo.deleteHolds(trx, which)
      if (lines.length > 0) await release(trx, lines)
    })
  }

  return {
    liveProduct,
    liveProducts,

    /**
     * Takes every line's units off its size's shelf with conditional updates, or throws
     * OUT_OF_STOCK for the first line the shelf cannot fill. Lines go in product and size order,
     * so two orders never wait on each other in a circle.
     */
    async reserve(trx: Db, lines: StockLine[]) {
      const now = nowIso()
      const soldOut = new Set<number>()
      for (const line of inLockOrder(lines)) {
        const left = await repo.takeStock(trx, line, now)
        if (left === null) {
          throw shortOfStock(await repo.findSizeStock(trx, line.productId, line.size))
        }
        if (left === 0) soldOut.add(line.productId)
      }
      await stockChanged(trx, lines, soldOut, true)
    },

    /**
     * Takes each line's units off its size's shelf before the order's transaction, each line in
     * a statement of its own (decision 085): a size that every order of a sale buys is locked
     * for that statement, not until an order commits. Throws OUT_OF_STOCK for the first line the
     * shelf cannot fill, having given back the lines before it. The order's transaction then
     * `settle`s the holds, or the order gives them back with `releaseHolds`. `told` settles once
     * every instance has heard of the change: the order awaits it after its transaction, so the
     * message's round trip runs beside the order's writes, not before them.
     */
    async hold(lines: StockLine[]): Promise<{ ids: number[]; told: Promise<void> }> {
      const now = nowIso()
      const holds: number[] = []
      const soldOut = new Set<number>()
      try {
        for (const line of inLockOrder(lines)) {
          const held = await repo.holdStock(db, line, now)
          if (!held) throw shortOfStock(await repo.findSizeStock(db, line.productId, line.size))
          holds.push(held.holdId)
          if (held.left === 0) soldOut.add(line.productId)
        }
      } catch (error) {
        await giveBack({ ids: holds })
        throw error
      }
      const told = stockChanged(db, lines, soldOut, true)
      // Its failure reaches the caller that awaits it, not the process as unhandled.
      told.catch(() => undefined)
      return { ids: holds, told }
    },

    /** In the order's transaction: its held units are its lines' for good. */
    async settle(trx: Db, holds: number[]) {
      const settled = await repo.deleteHolds(trx, { ids: holds })
      // Only a hold older than HOLD_MS is swept back, and no order takes that long.
      if (settled.length !== holds.length) throw new Error('A stock hold lapsed before its order')
    },

    /** Gives an order's held units back to their shelves: the order was not placed. */
    releaseHolds: (holds: number[]) => giveBack({ ids: holds }),

    /** Gives back holds older than HOLD_MS, left by a process that stopped mid-order. */
    sweepHolds: () => giveBack({ before: new Date(Date.now() - HOLD_MS).toISOString() }),

    release,

    /**
     * Writes a product's rating from its reviews' kept figures, in the transaction that moved them:
     * their average while any review is published, else the rating imported before reviews.
     */
    async setRating(trx: Db, productId: number, figures: { count: number; starTotal: number }) {
      const average = figures.count > 0 ? figures.starTotal / figures.count : null
      await repo.setRating(trx, productId, average, figures.count, nowIso())
      await afterCommit(trx, () =>
        events.publish('ratings.changed', { productIds: [productId], everywhere: true }),
      )
    },
  }
}

export type Inventory = ReturnType<typeof createInventory>
