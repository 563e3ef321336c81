import { type CartLine, LIMITS, priceAfterDiscount } from '@store/contract'
import { createSlice } from '@/lib/slice'

export type { CartLine }
export type CartProduct = CartLine['productId']

/** A line kept in the browser before login has this id; the server's lines have numeric ids. */
const guestLineId = (productId: string, size: string) => `guest:${productId}:${size}`
export const isGuestLine = (line: CartLine) => line.userId === ''

/** The most units a line may hold: what its size has left, never more than the cap. */
const lineCap = (sizeStock: number) => Math.min(sizeStock, LIMITS.cartLineMax)

type CartState = { cart: CartLine[] }

/** The cart with the line `_id` changed by `change`; the same cart when there is no such line. */
const withLine = (state: CartState, _id: string, change: (line: CartLine) => CartLine) =>
  state.cart.some((l) => l._id === _id)
    ? { ...state, cart: state.cart.map((l) => (l._id === _id ? change(l) : l)) }
    : state

const initialState: CartState = { cart: [] }

export const cartSlice = createSlice('cartItem', initialState, {
  setCart: (state, cart: CartLine[]) => ({ ...state, cart }),
  /** A guest's add: one more unit, up to the stock left. */
  addGuestUnit: (
    state,
    { product, size, sizeStock }: { product: CartProduct; size: string; sizeStock: number },
  ) => {
    const _id = guestLineId(product._id, size)
    if (state.cart.some((l) => l._id === _id))
      return withLine(state, _id, (l) => ({
        ...l,
        quantity: Math.min(l.quantity + 1, lineCap(sizeStock)),
      }))
    const line = { _id, productId: product, userId: '', quantity: 1, size, sizeStock }
    return { ...state, cart: [...state.cart, line] }
  },
  setGuestQuantity: (state, { lineId, quantity }: { lineId: string; quantity: number }) =>
    withLine(state, lineId, (l) => ({ ...l, quantity: Math.min(quantity, lineCap(l.sizeStock)) })),
  removeGuestLine: (state, lineId: string) => ({
    ...state,
    cart: state.cart.filter((l) => l._id !== lineId),
  }),
})

export const { setCart, addGuestUnit, setGuestQuantity, removeGuestLine } = cartSlice.actions
export type CartRoot = { cartItem: CartState }
export const selectCart = (state: CartRoot) => state.cartItem.cart

/** A line checkout cannot take: its size sold out, or it holds more than its size has left. */
export const isLineShort = (line: CartLine) => line.quantity > line.sizeStock

/** Item count, the total before discounts and the total charged, in rupees. */
export function cartTotals(cart: CartLine[]) {
  let count = 0
  let mrp = 0
  let total = 0
  for (const line of cart) {
    const { price, discount } = line.productId
    count += line.quantity
    mrp += price * line.quantity
    total += priceAfterDiscount(price, discount) * line.quantity
  }
  return { count, mrp, total }
}
