export { ordersByUser, placeOrder } from './api'
export { orderSlice, setOrders } from './order-slice'
export { OrderStatusBadge } from './order-status-badge'
export { OrderSummary } from './order-summary'
