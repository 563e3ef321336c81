import { type PayloadAction, createSlice } from '@reduxjs/toolkit'

export type CartLine = {
  _id: string
  productId: {
    _id: string
    name: string
    image: string[]
    unit: string
    price: number
    discount: number
    vendorId: string | null
  }
  quantity: number
  size: string
}

export const cartSlice = createSlice({
  name: 'cartItem',
  initialState: { cart: [] as CartLine[] },
  reducers: {
    setCart(state, action: PayloadAction<CartLine[]>) {
      state.cart = action.payload
    },
  },
})

export const { setCart } = cartSlice.actions
