import type { Product } from '@store/contract'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Price } from './price'
import { ProductImage } from './product-image'
import { Rating } from './rating'
import { useShopSlots } from './shop-slots'
import { StockBadge } from './stock-badge'

type ProductCardProps = {
  product: Product
  priority?: boolean
  /** The add-to-cart control; the cart feature supplies it. */
  action?: React.ReactNode
}

/** Image, name, unit quantity and unit, rating, stock badge, isNew and price. */
export function ProductCard({ product, priority = false, action }: ProductCardProps) {
  const { Heart } = useShopSlots()
  return (
    <article className="render-when-near relative flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white">
      {Heart && (
        <div className="absolute right-2 top-2 z-10">
          <Heart product={product} />
        </div>
      )}
      <Link to={paths.product(product._id)} className="relative block">
        <ProductImage src={product.image[0]} alt={product.name} priority={priority} />
        {product.isNew && (
          <span className="absolute left-2 top-2 rounded bg-brand-600 px-1.5 py-0.5 text-xs font-semibold text-white">
            New
          </span>
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-1 p-2">
        <Link
          to={paths.product(product._id)}
          className="line-clamp-2 min-h-6 text-sm font-medium hover:underline"
        >
          {product.name}
        </Link>
        <p className="text-xs text-stone-500">
          {product.unitQuantity} {product.unit}
        </p>
        <div className="flex flex-wrap items-center gap-1">
          <Rating rating={product.rating} />
          <StockBadge stock={product.stock} />
        </div>
        <div className="mt-auto pt-1">
          <Price price={product.price} discount={product.discount} />
        </div>
        {product.stock > 0 && action && <div className="pt-1">{action}</div>}
      </div>
    </article>
  )
}
