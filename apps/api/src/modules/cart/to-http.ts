import type { CartLine } from '@store/contract'
import { toRupees } from '../../lib/money.js'
import { type ProductForSale, sizeStock } from '../../records/product.js'

export const toCartLine = (
  line: { id: number; quantity: number; size: string },
  userId: number,
  product: ProductForSale,
): CartLine => ({
  _id: String(line.id),
  userId: String(userId),
  quantity: line.quantity,
  size: line.size,
  sizeStock: sizeStock(product, line.size),
  productId: {
    _id: String(product.id),
    name: product.name,
    image: product.images,
    unit: product.unit,
    price: toRupees(product.pricePaise),
    discount: product.discount,
    vendorId: product.vendorId,
    stock: product.stock,
    sizes: product.sizes,
  },
})
