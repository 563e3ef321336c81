import { waitFor } from '@testing-library/react'
import { persistStore } from 'redux-persist'
import { afterEach, expect, it } from 'vitest'
import type { Address, Category, Order } from '@store/contract'
import { logout, setUser, signIn } from '@/features/account/user-slice'
import { setAddressList } from '@/features/addresses/address-slice'
import { addGuestUnit } from '@/features/cart/cart-slice'
import { setAllCategory } from '@/features/catalog/product-slice'
import { setOrders } from '@/features/orders/order-slice'
import { buildProduct } from '@/testing/factories'
import { createStore } from './store'

afterEach(() => localStorage.clear())

it("forgets the shopper's cart, addresses and orders at logout and keeps the catalogue", () => {
  const store = createStore()
  const categories = [{ _id: '1', name: 'Men', image: '/images/men.webp' }] as Category[]
  store.dispatch(setUser({ _id: '3', token: 'access' }))
  store.dispatch(addGuestUnit({ product: buildProduct(), size: 'M' }))
  store.dispatch(setAddressList([{ _id: '8' } as Address]))
  store.dispatch(setOrders([{ _id: '5' } as Order]))
  store.dispatch(setAllCategory(categories))

  store.dispatch(logout())

  const state = store.getState()
  expect(state.user._id).toBe('')
  expect(state.cartItem.cart).toEqual([])
  expect(state.addresses.addressList).toEqual([])
  expect(state.orders.orders).toEqual([])
  expect(state.product.allCategory).toEqual(categories)
})

it('writes a sign-in to storage at once, so a reload right after login keeps it', async () => {
  const store = createStore()
  const persistor = persistStore(store)
  await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true))
  const user = {
    _id: '3',
    name: 'Asha',
    email: 'asha@example.com',
    avatar: '',
    mobile: '9876543210',
    role: 'USER',
    token: 'access',
    refreshToken: 'refresh',
  } as const
  store.dispatch(signIn(user))
  const saved = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as { user?: string }
  expect(JSON.parse(saved.user ?? '{}')).toEqual(user)
})
