import { DEFAULT_SIZE, LIMITS, priceAfterDiscount } from '@store/contract'
import type { Db } from '../../db/index.js'
import type { ProductRow, ProductVariantRow } from '../../db/schema.js'
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
  returnable: boolean
  /** Units left over all sizes. */
  stock: number
  /** Each size it is sold in, with its stock and SKU, in size order. */
  variants: Array<{ size: string; stock: number; sku: string }>
}

export type StockLine = { productId: number; size: string; quantity: number }

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

/** What one unit costs the shopper: the price after discount, in whole rupees, as paise. */
export const salePricePaise = (product: Pick<ProductForSale, 'pricePaise' | 'discount'>) =>
  priceAfterDiscount(toRupees(product.pricePaise), product.discount) * 100

/** Units left in one size; a size the product is not sold in has none. */
export const sizeStock = (product: Pick<ProductForSale, 'variants'>, size: string) =>
  product.variants.find((variant) => variant.size === size)?.stock ?? 0

/** The most units one cart line may hold: what its size has left, never more than the cap. */
export const lineCap = (product: Pick<ProductForSale, 'variants'>, size: string) =>
  Math.min(sizeStock(product, size), LIMITS.cartLineMax)

/** A size must be one the product is sold in; a product without sizes is sold in 'Free Size'. */
const offersSize = (product: Pick<ProductForSale, 'variants'>, size: string) =>
  product.variants.some((variant) => variant.size === size)

export function assertSizeOffered(
  product: Pick<ProductForSale, 'variants' | 'name'>,
  size: string,
) {
  if (!offersSize(product, size)) {
    throw badRequest(`size ${size} is not offered for ${product.name}`, 'SIZE_NOT_OFFERED')
  }
}

/** 'Out of stock' or 'Only N left', for a quantity a size's shelf cannot fill. */
function shortOfStock({ name, size, stock }: { name: string; size: string; stock: number }) {
  const inSize = size === DEFAULT_SIZE ? '' : ` in size ${size}`
  return conflict(
    stock === 0 ? `${name} is out of stock${inSize}` : `Only ${stock} left of ${name}${inSize}`,
    'OUT_OF_STOCK',
  )
}

/** A quantity one cart line may hold of this product in this size. */
export function assertQuantity(product: ProductForSale, size: string, quantity: number) {
  const stock = sizeStock(product, size)
  if (quantity > stock) throw shortOfStock({ name: product.name, size, stock })
  if (quantity > LIMITS.cartLineMax) throw badRequest(`qty must be at most ${LIMITS.cartLineMax}`)
}

const inLockOrder = (lines: StockLine[]) =>
  [...lines].sort((a, b) => a.productId - b.productId || a.size.localeCompare(b.size))

/**
 * Products on sale and their stock. Reserving and releasing take the caller's transaction, so an
 * order and its stock change commit together; the catalogue hears of the change once they have.
 */
export function createInventory({ db, events }: { db: Db; events: EventBus }) {
  const stockChanged = (trx: Db) => afterCommit(trx, () => events.publish('catalog.changed', {}))

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
      for (const line of inLockOrder(lines)) {
        if (!(await repo.takeStock(trx, line, now))) {
          throw shortOfStock(await repo.findSizeStock(trx, line.productId, line.size))
        }
      }
      await stockChanged(trx)
    },

    /**
     * Puts units back on the shelf of the size they came from (a cancelled order). Units of a size
     * the product is no longer sold in are not put back on sale.
     */
    async release(trx: Db, lines: StockLine[]) {
      const now = nowIso()
      for (const line of inLockOrder(lines)) await repo.returnStock(trx, line, now)
      await stockChanged(trx)
    },
  }
}

export type Inventory = ReturnType<typeof createInventory>
