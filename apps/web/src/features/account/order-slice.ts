import { type PayloadAction, createSlice } from '@reduxjs/toolkit'

export const orderSlice = createSlice({
  name: 'orders',
  initialState: { orders: [] as unknown[] },
  reducers: {
    setOrders(state, action: PayloadAction<unknown[]>) {
      state.orders = action.payload
    },
  },
})
