import { useCallback, useMemo } from 'react'
import { useDispatch, useSelector } from 'react-redux'
import { MESSAGES } from '@store/contract'
import { selectSignedIn } from '@/features/account'
import { notify } from '@/lib/toast'
import * as cartApi from './api'
import {
  type CartLine,
  type CartProduct,
  addGuestUnit,
  cartTotals,
  isLineShort,
  removeGuestLine,
  selectCart,
  setCart,
  setGuestQuantity,
} from './cart-slice'

/** 'Item added' takes away an add's earlier error ('Please select a size', out of stock). */
const adding = { action: 'add-to-cart' } as const

/**
 * The cart, wherever it lives: on the server for a signed-in shopper (it follows them across
 * devices), in the browser before login. Every change shows the specification's toast.
 */
export function useCart() {
  const dispatch = useDispatch()
  const cart = useSelector(selectCart)
  const signedIn = useSelector(selectSignedIn)
  const totals = useMemo(() => cartTotals(cart), [cart])
  const short = useMemo(() => cart.some(isLineShort), [cart])

  const add = useCallback(
    async (product: CartProduct, size: string, sizeStock: number) => {
      if (!signedIn) {
        dispatch(addGuestUnit({ product, size, sizeStock }))
        void notify.success(MESSAGES.itemAdded, adding)
        return
      }
      try {
        const answer = await cartApi.addToCart(product._id, size)
        dispatch(setCart(answer.data))
        void notify.success(MESSAGES.itemAdded, adding)
      } catch (error) {
        void notify.failure(error, undefined, adding)
      }
    },
    [dispatch, signedIn],
  )

  const remove = useCallback(
    async (line: CartLine) => {
      if (!signedIn) {
        dispatch(removeGuestLine(line._id))
        void notify.success(MESSAGES.itemRemoved)
        return
      }
      try {
        const answer = await cartApi.deleteLine(line._id)
        dispatch(setCart(answer.data))
        void notify.success(MESSAGES.itemRemoved)
      } catch (error) {
        void notify.failure(error)
      }
    },
    [dispatch, signedIn],
  )

  /** A new quantity; below 1 removes the line. */
  const setQuantity = useCallback(
    async (line: CartLine, quantity: number) => {
      if (quantity < 1) return remove(line)
      if (!signedIn) {
        dispatch(setGuestQuantity({ lineId: line._id, quantity }))
        return
      }
      try {
        const answer = await cartApi.updateQuantity(line._id, quantity)
        dispatch(setCart(answer.data))
      } catch (error) {
        void notify.failure(error)
      }
    },
    [dispatch, remove, signedIn],
  )

  /** `short`: some line is sold out or over its size's stock, so checkout must wait. */
  return { cart, ...totals, short, add, remove, setQuantity }
}
