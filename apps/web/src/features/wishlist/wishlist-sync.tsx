import { useEffect } from 'react'
import { useSelector } from 'react-redux'
import { selectUserId } from '@/features/account'
import { getWishlist, mergeWishlist } from './api'
import { clearDevice, readDevice, showDevice, showSaved } from './saved'

/**
 * The hearts follow the shopper: the device's list before login; at login that list joins the
 * account's on the server (as the cart does) and the account's list is shown from then on.
 */
export function WishlistSync() {
  const userId = useSelector(selectUserId)
  useEffect(() => {
    if (!userId) {
      showDevice()
      return
    }
    const controller = new AbortController()
    const device = readDevice().map((line) => line.productId)
    const load = device.length > 0 ? mergeWishlist(device) : getWishlist(controller.signal)
    load.then(
      (answer) => {
        if (device.length > 0) clearDevice()
        if (!controller.signal.aborted) showSaved(answer.data.map((item) => item._id))
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.error(error)
      },
    )
    return () => controller.abort()
  }, [userId])
  return null
}
