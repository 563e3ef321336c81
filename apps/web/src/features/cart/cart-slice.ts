import { type PayloadAction, type WithSlice, createSlice } from '@reduxjs/toolkit'
import { type CartLine, LIMITS, priceAfterDiscount } from '@store/contract'

export type { CartLine }
export type CartProduct = CartLine['productId']

/** A line kept in the browser before login has this id; the server's lines have numeric ids. */
const guestLineId = (productId: string, size: string) => `guest:${productId}:${size}`
export const isGuestLine = (line: CartLine) => line.userId === ''

/** The most units a line may hold: what its size has left, never more than the cap. */
const lineCap = (sizeStock: number) => Math.min(sizeStock, LIMITS.cartLineMax)

export const cartSlice = createSlice({
  name: 'cartItem',
  initialState: { cart: [] as CartLine[] },
  reducers: {
    setCart(state, action: PayloadAction<CartLine[]>) {
      state.cart = action.payload
    },
    /** A guest's add: one more unit, up to the stock left. */
    addGuestUnit(
      state,
      action: PayloadAction<{ product: CartProduct; size: string; sizeStock: number }>,
    ) {
      const { product, size, sizeStock } = action.payload
      const _id = guestLineId(product._id, size)
      const line = state.cart.find((l) => l._id === _id)
      if (line) line.quantity = Math.min(line.quantity + 1, lineCap(sizeStock))
      else state.cart.push({ _id, productId: product, userId: '', quantity: 1, size, sizeStock })
    },
    setGuestQuantity(state, action: PayloadAction<{ lineId: string; quantity: number }>) {
      const line = state.cart.find((l) => l._id === action.payload.lineId)
      if (line) line.quantity = Math.min(action.payload.quantity, lineCap(line.sizeStock))
    },
    removeGuestLine(state, action: PayloadAction<string>) {
      state.cart = state.cart.filter((l) => l._id !== action.payload)
    },
  },
})

export const { setCart, addGuestUnit, setGuestQuantity, removeGuestLine } = cartSlice.actions
export type CartRoot = WithSlice<typeof cartSlice>
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
