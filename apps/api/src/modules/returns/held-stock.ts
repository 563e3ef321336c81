import type { StockLine } from '../../records/product.js'

/**
 * The units a return holds on the shelf for the shopper from the moment it is asked for: an
 * exchange's new size, or the same size again for a replacement. A refund holds none.
 */
export const heldStock = (
  ret: { resolution: string; exchange_size: string | null },
  items: Array<{ product_id: number; size: string; quantity: number }>,
): StockLine[] =>
  ret.resolution === 'exchange' || ret.resolution === 'replacement'
    ? items.map((item) => ({
        productId: item.product_id,
        size: ret.resolution === 'exchange' ? (ret.exchange_size ?? item.size) : item.size,
        quantity: item.quantity,
      }))
    : []
