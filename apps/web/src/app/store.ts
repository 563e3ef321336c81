import { type Middleware, combineReducers, configureStore } from '@reduxjs/toolkit'
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
} from 'redux-persist'
import storage from 'redux-persist/lib/storage'
import { productSlice } from '@/features/catalog/product-slice'
import { logout, signIn, userSlice } from '@/features/account/user-slice'
import { cartSlice } from '@/features/cart/cart-slice'
import { addressSlice } from '@/features/addresses/address-slice'
import { orderSlice } from '@/features/orders/order-slice'

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

/**
 * A sign-in is written to storage at once (FLUSH is what `persistor.flush()` dispatches), so a
 * reload right after login keeps it.
 */
const saveSignInAtOnce: Middleware = (store) => (next) => (action) => {
  const result = next(action)
  if (signIn.match(action)) store.dispatch({ type: FLUSH, result: () => undefined })
  return result
}

const persistedReducer = persistReducer({ key: 'root', storage, version: 1 }, rootReducer)

type PreloadedState = Parameters<typeof persistedReducer>[0]

export function createStore(preloadedState?: PreloadedState) {
  return configureStore({
    reducer: persistedReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(saveSignInAtOnce),
  })
}

export const store = createStore()
export const persistor = persistStore(store)
