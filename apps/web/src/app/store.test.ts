import { expect, it } from 'vitest'
import type { Address, Category, Order } from '@store/contract'
import { logout, setUser } from '@/features/account'
import { addressSlice } from '@/features/addresses'
import { cartSlice } from '@/features/cart'
import { productSlice } from '@/features/catalog'
import { orderSlice } from '@/features/orders'
import { buildProduct } from '@/testing/factories'
import { createStore } from './store'

it("forgets the shopper's cart, addresses and orders at logout and keeps the catalogue", () => {
  const store = createStore()
  const categories = [{ _id: '1', name: 'Men', image: '/images/men.webp' }] as Category[]
  store.dispatch(setUser({ _id: '3', token: 'access' }))
  store.dispatch(
    cartSlice.actions.addGuestUnit({ product: buildProduct(), size: 'M', sizeStock: 7 }),
  )
  store.dispatch(addressSlice.actions.setAddressList([{ _id: '8' } as Address]))
  store.dispatch(orderSlice.actions.setOrders([{ _id: '5' } as Order]))
  store.dispatch(productSlice.actions.setAllCategory(categories))

  store.dispatch(logout())

  const state = store.getState()
  expect(state.user._id).toBe('')
  expect(state.cartItem.cart).toEqual([])
  expect(state.addresses.addressList).toEqual([])
  expect(state.orders.orders).toEqual([])
  expect(state.product.allCategory).toEqual(categories)
})
