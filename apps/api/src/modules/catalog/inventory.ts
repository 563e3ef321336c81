import { DEFAULT_SIZE, LIMITS, priceAfterDiscount } from '@store/contract'
import type { Db } from '../../db/index.js'
import type { ProductRow } from '../../db/schema.js'
import { nowIso, parseJson } from '../../db/sql.js'
import { afterCommit } from '../../db/transaction.js'
import { badRequest, conflict } from '../../lib/errors.js'
import type { EventBus } from '../../lib/events.js'
import { toRupees } from '../../lib/money.js'
import * as repo from './repo.js'

/** A live product as the buying path sees it: what to show, charge and reserve. */
export type ProductForSale = {
  id: number
  name: string
  description: string
  unit: string
  images: string[]
  sizes: string[]
  pricePaise: number
  discount: number
  vendorId: string | null
  stock: number
}

export type StockLine = { productId: number; quantity: number }

const toProductForSale = (row: ProductRow): ProductForSale => ({
  id: row.id,
  name: row.name,
  description: row.description,
  unit: row.unit,
  images: parseJson<string[]>(row.images, []),
  sizes: parseJson<string[]>(row.sizes, []),
  pricePaise: row.price_paise,
  discount: row.discount,
  vendorId: row.vendor_id,
  stock: row.stock,
})

/** What one unit costs the shopper: the price after discount, in whole rupees, as paise. */
export const salePricePaise = (product: Pick<ProductForSale, 'pricePaise' | 'discount'>) =>
  priceAfterDiscount(toRupees(product.pricePaise), product.discount) * 100

/** The most units one cart line may hold: what is left, and never more than the per-line cap. */
export const lineCap = (product: Pick<ProductForSale, 'stock'>) =>
  Math.min(product.stock, LIMITS.cartLineMax)

/** A size must be one the product offers; a product without sizes takes only 'Free Size'. */
export function offersSize(product: Pick<ProductForSale, 'sizes'>, size: string) {
  return product.sizes.length > 0 ? product.sizes.includes(size) : size === DEFAULT_SIZE
}

export function assertSizeOffered(product: Pick<ProductForSale, 'sizes' | 'name'>, size: string) {
  if (!offersSize(product, size)) {
    throw badRequest(`size ${size} is not offered for ${product.name}`, 'SIZE_NOT_OFFERED')
  }
}

/** 'Out of stock' or 'Only N left', for a quantity the shelf cannot fill. */
export function shortOfStock(product: { name: string; stock: number }) {
  return conflict(
    product.stock === 0
      ? `${product.name} is out of stock`
      : `Only ${product.stock} left of ${product.name}`,
    'OUT_OF_STOCK',
  )
}

/** A quantity one cart line may hold of this product. */
export function assertQuantity(product: ProductForSale, quantity: number) {
  if (quantity > product.stock) throw shortOfStock(product)
  if (quantity > LIMITS.cartLineMax) throw badRequest(`qty must be at most ${LIMITS.cartLineMax}`)
}

/**
 * Products on sale and their stock. Reserving and releasing take the caller's transaction, so an
 * order and its stock change commit together; the catalogue hears of the change once they have.
 */
export function createInventory({ db, events }: { db: Db; events: EventBus }) {
  const stockChanged = (trx: Db) => afterCommit(trx, () => events.publish('catalog.changed', {}))

  return {
    async liveProduct(productId: number, trx: Db = db): Promise<ProductForSale | undefined> {
      const row = await repo.findLiveProduct(trx, productId)
      return row && toProductForSale(row)
    },

    async liveProducts(productIds: number[], trx: Db = db): Promise<ProductForSale[]> {
      return (await repo.findProductsByIds(trx, productIds)).map(toProductForSale)
    },

    /**
     * Takes every line's units off the shelf with conditional updates, or throws OUT_OF_STOCK for
     * the first line the shelf cannot fill. Lines go in product id order, so two orders never
     * wait on each other in a circle.
     */
    async reserve(trx: Db, lines: StockLine[]) {
      const now = nowIso()
      for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
        if (!(await repo.takeStock(trx, line.productId, line.quantity, now))) {
          throw shortOfStock(await repo.findStock(trx, line.productId))
        }
      }
      await stockChanged(trx)
    },

    /** Puts units back on the shelf (a cancelled order). */
    async release(trx: Db, lines: StockLine[]) {
      const now = nowIso()
      for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
        await repo.returnStock(trx, line.productId, line.quantity, now)
      }
      await stockChanged(trx)
    },
  }
}

export type Inventory = ReturnType<typeof createInventory>
