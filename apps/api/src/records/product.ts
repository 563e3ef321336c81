import { DEFAULT_SIZE, LIMITS, priceAfterDiscount } from '@store/contract'
import type { Db } from '../db/index.js'
import { badRequest, conflict } from '../lib/errors.js'
import { toRupees } from '../lib/money.js'

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
export function shortOfStock({ name, size, stock }: { name: string; size: string; stock: number }) {
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

/** Reads of live products: what the cart and the buying path need of the catalogue. */
export type Shelf = {
  liveProduct(productId: number, trx?: Db): Promise<ProductForSale | undefined>
  liveProducts(productIds: number[], trx?: Db): Promise<ProductForSale[]>
}
