import type { Order } from '@store/contract'
import { createSlice } from '@/lib/slice'

type OrderState = { orders: Order[] }

const initialState: OrderState = { orders: [] }

export const orderSlice = createSlice('orders', initialState, {
  setOrders: (state, orders: Order[]) => ({ ...state, orders }),
})

export const { setOrders } = orderSlice.actions
export const selectOrders = (state: { orders: OrderState }) => state.orders.orders
