import { useState, useSyncExternalStore } from 'react'
import { useSelector } from 'react-redux'
import { WISHLIST, priceAfterDiscount } from '@store/contract'
import type { ProductSummary } from '@/components/shop-slots'
import { selectSignedIn } from '@/features/account'
import { notify } from '@/lib/toast'
import { addToWishlist, removeFromWishlist } from './api'
import { HEART_PATH } from './heart-path'
import { getSaved, getServerSaved, showSaved, subscribe, toggleOnDevice } from './saved'

const full = `Your wishlist holds ${WISHLIST.maxItems} items, the most it can: remove one to save another`

/** The heart: one tap saves or unsaves at once; a signed-in shopper's list is kept on the server. */
export function HeartButton({
  product,
  large = false,
}: {
  product: ProductSummary
  large?: boolean
}) {
  const saved = useSyncExternalStore(subscribe, getSaved, getServerSaved).includes(product._id)
  const signedIn = useSelector(selectSignedIn)
  const [busy, setBusy] = useState(false)

  async function toggle() {
    if (!signedIn) {
      if (!toggleOnDevice(product, priceAfterDiscount(product.price, product.discount))) {
        void notify.error(full)
      }
      return
    }
    const before = getSaved()
    showSaved(saved ? before.filter((id) => id !== product._id) : [product._id, ...before])
    setBusy(true)
    try {
      const answer = saved
        ? await removeFromWishlist(product._id)
        : await addToWishlist(product._id)
      showSaved(answer.data.map((item) => item._id))
    } catch (error) {
      showSaved(before)
      void notify.failure(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={
        saved ? `Remove ${product.name} from wishlist` : `Save ${product.name} to wishlist`
      }
      title={saved ? 'Remove from wishlist' : 'Save to wishlist'}
      disabled={busy}
      onClick={(event) => {
        event.preventDefault()
        void toggle()
      }}
      className={`flex items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-stone-200 hover:bg-white ${
        large ? 'h-11 w-11' : 'h-9 w-9'
      }`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={large ? 'h-6 w-6' : 'h-5 w-5'}
        fill={saved ? '#e11d48' : 'none'}
        stroke={saved ? '#e11d48' : '#44403c'}
        strokeWidth="1.8"
        strokeLinejoin="round"
      >
        <path d={HEART_PATH} />
      </svg>
    </button>
  )
}
