import { useState } from 'react'
import { DEFAULT_SIZE, LIMITS, MESSAGES, type Product } from '@store/contract'
import type { CartLine, CartProduct } from './cart-slice'
import { useCart } from './use-cart'

/** What the cart keeps of a product it holds. */
export const toCartProduct = (p: Product): CartProduct => ({
  _id: p._id,
  name: p.name,
  image: p.image,
  unit: p.unit,
  price: p.price,
  discount: p.discount,
  vendorId: p.vendorId,
  stock: p.stock,
  sizes: p.sizes,
})

const buttonClass =
  'h-9 w-full min-w-24 rounded-md bg-green-700 px-4 text-sm font-semibold text-white hover:bg-green-800 disabled:opacity-60'

/** Minus, quantity, plus for one cart line; minus at 1 removes the line. */
export function QuantityStepper({ line }: { line: CartLine }) {
  const { setQuantity } = useCart()
  const [busy, setBusy] = useState(false)
  const max = Math.min(line.sizeStock, LIMITS.cartLineMax)
  // A line over its size's stock steps down to what is left (none left removes it).
  const less = line.quantity > max ? max : line.quantity - 1
  const change = async (quantity: number) => {
    setBusy(true)
    await setQuantity(line, quantity)
    setBusy(false)
  }
  const label = `${line.productId.name}${line.size === DEFAULT_SIZE ? '' : `, size ${line.size}`}`
  return (
    <div
      role="group"
      aria-label={`Quantity of ${label}`}
      className="flex h-9 w-full min-w-24 items-center justify-between overflow-hidden rounded-md bg-green-700 text-sm font-semibold text-white"
    >
      <button
        type="button"
        aria-label="Remove one"
        disabled={busy}
        onClick={() => void change(less)}
        className="h-full px-3 hover:bg-green-800 disabled:opacity-60"
      >
        −
      </button>
      <output aria-live="polite" className="min-w-6 text-center">
        {line.quantity}
      </output>
      <button
        type="button"
        aria-label="Add one"
        disabled={busy || line.quantity >= max}
        onClick={() => void change(line.quantity + 1)}
        className="h-full px-3 hover:bg-green-800 disabled:opacity-60"
      >
        +
      </button>
    </div>
  )
}

type Props = {
  product: Product
  /** The size chosen on the product page; cards ask for one when the product has sizes. */
  size?: string | null
  /** Called instead of adding when the product page has no size chosen yet. */
  onSizeMissing?: () => void
}

/** Add, then the quantity stepper: the cart control of cards and the product page. */
export function AddToCart({ product, size, onSizeMissing }: Props) {
  const { cart, add } = useCart()
  const [busy, setBusy] = useState(false)
  const [picking, setPicking] = useState(false)
  const sized = product.sizes.length > 0
  const chosen = sized ? (size ?? null) : DEFAULT_SIZE
  const mine = cart.filter((line) => line.productId._id === product._id)
  // A card without a size choice shows the product's latest line; the product page, the chosen size's.
  const line = chosen
    ? mine.find((l) => l.size === chosen)
    : onSizeMissing
      ? undefined
      : mine.at(-1)

  if (product.variants.every((variant) => variant.stock <= 0)) {
    return <span className="text-sm font-semibold text-red-700">{MESSAGES.outOfStock}</span>
  }
  if (line && !picking) return <QuantityStepper line={line} />

  const stockOf = (pick: string) =>
    product.variants.find((variant) => variant.size === pick)?.stock ?? 0
  const addSize = async (pick: string) => {
    setBusy(true)
    await add(toCartProduct(product), pick, stockOf(pick))
    setBusy(false)
    setPicking(false)
  }

  if (picking) {
    return (
      <div
        role="group"
        aria-label={`Select a size of ${product.name}`}
        className="flex flex-wrap gap-1"
      >
        {product.sizes.map((pick) => {
          const soldOut = stockOf(pick) <= 0
          return (
            <button
              key={pick}
              type="button"
              disabled={busy || soldOut}
              aria-label={soldOut ? `${pick}, sold out` : undefined}
              onClick={() => void addSize(pick)}
              className={`h-8 min-w-9 rounded-md border px-2 text-xs font-semibold ${
                soldOut
                  ? 'cursor-not-allowed border-stone-200 bg-stone-50 text-stone-400 line-through'
                  : 'border-green-700 text-green-800 hover:bg-green-50'
              }`}
            >
              {pick}
            </button>
          )
        })}
      </div>
    )
  }
  return (
    <button
      type="button"
      disabled={busy}
      className={buttonClass}
      aria-label={`Add ${product.name} to cart`}
      onClick={() => {
        if (chosen) void addSize(chosen)
        else if (onSizeMissing) onSizeMissing()
        else setPicking(true)
      }}
    >
      Add
    </button>
  )
}

/** The card control for product grids. */
export const cartAction = (product: Product) => <AddToCart product={product} />
