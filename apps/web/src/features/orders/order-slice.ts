import { type PayloadAction, type WithSlice, createSlice } from '@reduxjs/toolkit'
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
export const selectOrders = (state: WithSlice<typeof orderSlice>) => state.orders.orders
