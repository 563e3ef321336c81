import type { Alert, WishlistItem } from '@store/contract'
import type { StockAlertRow, WishlistItemRow } from '../../db/schema.js'
import { toRupees } from '../../lib/money.js'
import { type ProductForSale, salePricePaise } from '../../records/product.js'

/** A saved line with the product as it is now, or as it was saved once it has left the shop. */
export const toWishlistItem = (
  row: WishlistItemRow,
  product: ProductForSale | undefined,
): WishlistItem => ({
  _id: String(row.product_id),
  name: product?.name ?? row.product_name,
  image: product?.images[0] ?? row.product_image,
  available: product !== undefined,
  price: product ? toRupees(salePricePaise(product)) : null,
  mrp: product ? toRupees(product.pricePaise) : null,
  discount: product?.discount ?? 0,
  savedPrice: toRupees(row.saved_price_paise),
  sizes: (product?.variants ?? []).map((variant) => ({
    size: variant.size,
    inStock: variant.stock > 0,
  })),
  savedAt: row.created_at,
})

export const toAlert = (
  row: StockAlertRow,
  product: { name: string; images: string[] } | undefined,
): Alert => ({
  _id: String(row.id),
  productId: String(row.product_id),
  name: product?.name ?? 'No longer available',
  image: product?.images[0] ?? '',
  size: row.size,
  kind: 'restock',
  status: row.status === 'sent' ? 'sent' : 'active',
  createdAt: row.created_at,
})
