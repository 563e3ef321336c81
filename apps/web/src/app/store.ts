import { combineReducers, configureStore } from '@reduxjs/toolkit'
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
import { productSlice } from '@/features/catalog'
import { logout, userSlice } from '@/features/account'
import { cartSlice } from '@/features/cart'
import { addressSlice } from '@/features/addresses'
import { orderSlice } from '@/features/orders'

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

const persistedReducer = persistReducer({ key: 'root', storage, version: 1 }, rootReducer)

type PreloadedState = Parameters<typeof persistedReducer>[0]

export function createStore(preloadedState?: PreloadedState) {
  return configureStore({
    reducer: persistedReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  })
}

export const store = createStore()
export const persistor = persistStore(store)
