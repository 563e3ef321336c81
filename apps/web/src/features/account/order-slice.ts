import { type PayloadAction, createSlice } from '@reduxjs/toolkit'
import type { Order } from '@store/contract'
import { logout } from './user-slice'

export const orderSlice = createSlice({
  name: 'orders',
  initialState: { orders: [] as Order[] },
  reducers: {
    setOrders(state, action: PayloadAction<Order[]>) {
      state.orders = action.payload
    },
  },
  extraReducers: (builder) => builder.addCase(logout, (state) => void (state.orders = [])),
})

export const { setOrders } = orderSlice.actions
