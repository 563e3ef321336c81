export { OrderReturns, OrderReturnState, StoreCreditPanel } from './lazy-sections'
export { useStoreCreditBalance } from './use-store-credit'
