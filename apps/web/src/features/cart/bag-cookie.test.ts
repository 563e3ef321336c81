import { afterEach, describe, expect, it } from 'vitest'
import { combineReducers, legacy_createStore } from 'redux'
import { logout, setUser, userSlice } from '@/features/account'
import { keepBagCookie } from './bag-cookie'
import { addGuestUnit, cartSlice, removeGuestLine } from './cart-slice'
import { toCartProduct } from './add-to-cart'
import { buildProduct } from '@/testing/factories'

const bagCookie = () => /(?:^|; )bag=([^;]*)/.exec(document.cookie)?.[1]

afterEach(() => {
  document.cookie = 'bag=; path=/; max-age=0'
})

describe('keepBagCookie', () => {
  it('is set while the bag has lines or a shopper is signed in, and cleared otherwise', () => {
    const store = legacy_createStore(
      combineReducers({ user: userSlice.reducer, cartItem: cartSlice.reducer }),
    )
    keepBagCookie(store)
    expect(bagCookie()).toBeUndefined()

    const product = toCartProduct(buildProduct())
    store.dispatch(addGuestUnit({ product, size: 'M', sizeStock: 5 }))
    expect(bagCookie()).toBe('1')
    store.dispatch(removeGuestLine(store.getState().cartItem.cart[0]?._id ?? ''))
    expect(bagCookie()).toBeUndefined()

    store.dispatch(setUser({ token: 'a token' }))
    expect(bagCookie()).toBe('1')
    store.dispatch(logout())
    expect(bagCookie()).toBeUndefined()
  })
})
