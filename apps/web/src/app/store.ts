import { combineReducers, legacy_createStore } from 'redux'
import { productSlice } from '@/features/catalog'
import { logout, userSlice } from '@/features/account'
import { cartSlice } from '@/features/cart'
import { addressSlice } from '@/features/addresses'
import { orderSlice } from '@/features/orders'
import { persistChanges, readPersisted } from './persisted-state'

const slices = combineReducers({
  user: userSlice.reducer,
  product: productSlice.reducer,
  cartItem: cartSlice.reducer,
  addresses: addressSlice.reducer,
  orders: orderSlice.reducer,
})

/**
 * Signing out forgets what was the shopper's: the cart, addresses and orders start again from
 * their initial state (the user slice resets itself); the catalogue stays.
 */
const rootReducer: typeof slices = (state, action) =>
  slices(
    logout.match(action) && state
      ? { ...state, cartItem: undefined, addresses: undefined, orders: undefined }
      : state,
    action,
  )

type State = ReturnType<typeof rootReducer>

export function createStore(preloadedState?: State) {
  return legacy_createStore(rootReducer, preloadedState)
}

/** The shop's store, started from what local storage kept and writing every change back. */
export const store = createStore(readPersisted(rootReducer(undefined, { type: '@@init' })))
persistChanges(store)
