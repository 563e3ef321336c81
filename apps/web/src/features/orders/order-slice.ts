import { type PayloadAction, createSlice } from '@reduxjs/toolkit'
import type { Order } from '@store/contract'

export const orderSlice = createSlice({
  name: 'orders',
  initialState: { orders: [] as Order[] },
  reducers: {
    setOrders(state, action: PayloadAction<Order[]>) {
      state.orders = action.payload
    },
  },
})

export const { setOrders } = orderSlice.actions
