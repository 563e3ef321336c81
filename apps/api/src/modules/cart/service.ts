import type { CartLine } from '@store/contract'
import type { Db } from '../../db/index.js'
import { nowIso } from '../../db/sql.js'
import { inTransaction } from '../../db/transaction.js'
import { notFound } from '../../lib/errors.js'
import type { EventBus } from '../../lib/events.js'
import { type Shelf, assertQuantity, assertSizeOffered, lineCap } from '../../records/product.js'
import * as repo from './repo.js'
import { toCartLine } from './to-http.js'

export type GuestLine = { productId: string; size: string; quantity: number }

/**
 * The server's cart: one line per product and size, shown only while the product is live. Stock
 * and size rules are the catalogue's; a deleted product's lines go with it.
 */
export function createCartService({
  db,
  inventory,
  events,
}: {
  db: Db
  /** The catalogue's live products, read for each line's price, sizes and stock. */
  inventory: Shelf
  events: EventBus
}) {
  events.on('product.deleted', ({ productId }) => repo.deleteLinesOfProduct(db, productId))

  async function liveProduct(productId: number) {
    const product = await inventory.liveProduct(productId)
    if (!product) throw notFound('Product not found')
    return product
  }

  async function ownLine(userId: number, lineId: number) {
    const line = await repo.findLine(db, userId, lineId)
    if (!line) throw notFound('Cart item not found')
    return line
  }

  return {
    erase: (trx: Db, userId: number) => repo.eraseCart(trx, userId),

    async list(userId: number): Promise<CartLine[]> {
      const lines = await repo.listLines(db, userId)
      const products = await inventory.liveProducts([...new Set(lines.map((l) => l.product_id))])
      const byId = new Map(products.map((product) => [product.id, product]))
      return lines.flatMap((line) => {
        const product = byId.get(line.product_id)
        return product ? [toCartLine(line, userId, product)] : []
      })
    },

    /** One more unit of a product in a size: a new line, or the same line raised by one. */
    async add(userId: number, productId: number, size: string) {
      const product = await liveProduct(productId)
      assertSizeOffered(product, size)
      const line = await repo.findLineFor(db, userId, productId, size)
      assertQuantity(product, size, (line?.quantity ?? 0) + 1)
      await repo.addOne(db, { userId, productId, size }, nowIso())
    },

    async setQuantity(userId: number, lineId: number, quantity: number) {
      const line = await ownLine(userId, lineId)
      assertQuantity(await liveProduct(line.product_id), line.size, quantity)
      await repo.setQuantity(db, line.id, quantity, nowIso())
    },

    async remove(userId: number, lineId: number) {
      const line = await ownLine(userId, lineId)
      await repo.deleteLine(db, line.id)
    },

    async reset(userId: number) {
      await repo.deleteLinesOf(db, userId)
    },

    /** Takes ordered lines out of the cart, in the order's own transaction. */
    async removeOrdered(
      trx: Db,
      userId: number,
      lines: Array<{ productId: number; size: string }>,
    ) {
      await repo.deleteLinesFor(trx, userId, lines)
    },

    lineIds: (userId: number) => repo.listLineIds(db, userId),

    /**
     * Adds a cart filled before login: quantities add up, capped at what is left. Lines whose
     * product is gone, sold out or not offered in that size are dropped, as the shop no longer
     * sells them.
     */
    async merge(userId: number, lines: GuestLine[]) {
      await inTransaction(db, async (trx) => {
        for (const guest of lines) {
          const product = await inventory.liveProduct(Number(guest.productId), trx)
          if (!product || lineCap(product, guest.size) === 0) continue
          const existing = await repo.findLineFor(trx, userId, product.id, guest.size)
          const quantity = Math.min(
            (existing?.quantity ?? 0) + guest.quantity,
            lineCap(product, guest.size),
          )
          const now = nowIso()
          if (existing) await repo.setQuantity(trx, existing.id, quantity, now)
          else {
            await repo.insertLine(
              trx,
              { userId, productId: product.id, size: guest.size, quantity },
              now,
            )
          }
        }
      })
    },
  }
}

export type CartService = ReturnType<typeof createCartService>
