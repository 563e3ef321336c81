import { act, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import type { CartLine } from '@store/contract'
import { setUser } from '@/features/account'
import { buildProduct } from '@/testing/factories'
import { renderScreen } from '@/testing/render'
import { CartButton, MobileCartBar } from './cart-button'
import { setCart } from './cart-slice'

const line = (quantity: number): CartLine => ({
  _id: 'line-1',
  productId: buildProduct({ price: 500, discount: 0 }),
  userId: '3',
  quantity,
  size: 'M',
  sizeStock: 8,
})

function showCart(quantity: number) {
  const view = renderScreen(
    <>
      <CartButton />
      <MobileCartBar />
    </>,
  )
  act(() => {
    view.store.dispatch(setUser({ _id: '3', token: 'access' }))
    view.store.dispatch(setCart([line(quantity)]))
  })
}

it('counts one item in the singular, on the header button and the phone bar', () => {
  showCart(1)
  expect(screen.getByRole('button', { name: 'Cart: 1 item, ₹500' })).toHaveTextContent('1 Item')
  expect(screen.getByRole('link', { name: 'Cart: 1 item, ₹500' })).toHaveTextContent('1 Item ·')
})

it('counts more items in the plural', () => {
  showCart(3)
  expect(screen.getByRole('button', { name: 'Cart: 3 items, ₹1,500' })).toHaveTextContent('3 Items')
})
