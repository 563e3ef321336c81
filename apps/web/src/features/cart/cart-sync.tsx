import { useEffect } from 'react'
import { useDispatch, useSelector, useStore } from 'react-redux'
import { selectUserId } from '@/features/account'
import { getCart, mergeCart } from './api'
import { type CartRoot, isGuestLine, selectCart, setCart } from './cart-slice'

/**
 * Keeps the stored cart in step with the server's: loaded when the app opens signed in (the cart
 * follows the shopper across devices), and at login a cart filled as a guest is added to it.
 */
export function CartSync() {
  const userId = useSelector(selectUserId)
  const dispatch = useDispatch()
  // Read when the shopper changes, not subscribed to: the effect itself changes the cart.
  const store = useStore<CartRoot>()

  useEffect(() => {
    if (!userId) return
    const controller = new AbortController()
    const cart = selectCart(store.getState())
    const guest = cart.filter(isGuestLine)
    // Taken out of the stored cart first, so the guest lines are sent exactly once.
    if (guest.length > 0) dispatch(setCart(cart.filter((line) => !isGuestLine(line))))
    const load =
      guest.length > 0
        ? mergeCart(
            guest.map((line) => ({
              productId: line.productId._id,
              size: line.size,
              quantity: line.quantity,
            })),
          )
        : getCart(controller.signal)
    load.then(
      (answer) => dispatch(setCart(answer.data)),
      (error: unknown) => {
        if (!controller.signal.aborted) console.error(error)
      },
    )
    return () => controller.abort()
  }, [userId, dispatch, store])

  return null
}
