import { useState } from 'react'
import { useSelector } from 'react-redux'
import { Link, useSearchParams } from 'react-router'
import { type Alert, MESSAGES, type WishlistItem, priceAfterDiscount } from '@store/contract'
import { paths } from '@/config/paths'
import { EmptyState } from '@/components/empty-state'
import { ProductImage } from '@/components/product-image'
import { Skeleton } from '@/components/skeleton'
import { selectSignedIn } from '@/features/account'
import { toCartProduct, useCart } from '@/features/cart'
import { ApiError } from '@/lib/api-client'
import { formatRupees } from '@/lib/format'
import { usePageMeta } from '@/lib/page-meta'
import { useFetch } from '@/lib/use-fetch'
import { notify } from '@/lib/toast'
// Through the chunk the shop's hearts already loaded, so no chunk of its own is named up front.
import {
  type DeviceLine,
  cancelAlert,
  createAlert,
  getAlerts,
  getProductForWishlist,
  getWishlist,
  readDevice,
  removeFromDevice,
  removeFromWishlist,
  showSaved,
  unsubscribe,
} from './extras'

/** A guest's line: the product as it is now, or as saved once it has left the shop. */
async function deviceItem(line: DeviceLine, signal: AbortSignal): Promise<WishlistItem> {
  const gone = {
    _id: line.productId,
    name: line.name,
    image: line.image,
    available: false,
    price: null,
    mrp: null,
    discount: 0,
    savedPrice: line.price,
    sizes: [],
    savedAt: line.savedAt,
  }
  try {
    const product = await getProductForWishlist(line.productId, signal)
    return {
      ...gone,
      name: product.name,
      image: product.image[0] ?? line.image,
      available: true,
      price: priceAfterDiscount(product.price, product.discount),
      mrp: product.price,
      discount: product.discount,
      sizes: product.variants.map((v) => ({ size: v.size, inStock: v.stock > 0 })),
    }
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOT_FOUND') return gone
    throw error
  }
}

const loadDevice = (signal: AbortSignal) =>
  Promise.all(readDevice().map((line) => deviceItem(line, signal)))

/** "Move to bag": asks for a size (sold-out ones offer "Notify me"), adds it, unsaves the item. */
function MoveToBag({ item, onMoved }: { item: WishlistItem; onMoved: () => void }) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [asked, setAsked] = useState<string[]>([])
  const signedIn = useSelector(selectSignedIn)
  const { add } = useCart()

  async function move(size: string) {
    setBusy(true)
    try {
      const product = await getProductForWishlist(item._id)
      const stock = product.variants.find((v) => v.size === size)?.stock ?? 0
      await add(toCartProduct(product), size, stock)
      onMoved()
    } catch (error) {
      void notify.failure(error)
    } finally {
      setBusy(false)
    }
  }

  async function notifyMe(size: string) {
    if (!signedIn) {
      void notify.error(MESSAGES.pleaseLogin)
      return
    }
    try {
      const answer = await createAlert(item._id, size)
      setAsked([...asked, size])
      void notify.success(answer.message)
    } catch (error) {
      void notify.failure(error)
    }
  }

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="h-9 rounded-md bg-green-700 px-4 text-sm font-semibold text-white hover:bg-green-800"
      >
        Move to bag
      </button>
    )
  }
  return (
    <div role="group" aria-label={`Choose a size of ${item.name}`} className="w-full space-y-2">
      <p className="text-sm font-semibold">Select Size</p>
      <div className="flex flex-wrap gap-2">
        {item.sizes.map(({ size, inStock }) =>
          inStock ? (
            <button
              key={size}
              type="button"
              disabled={busy}
              onClick={() => void move(size)}
              className="min-w-12 rounded-md border border-stone-300 bg-white px-3 py-2 text-sm font-medium hover:border-brand-600"
            >
              {size}
            </button>
          ) : (
            <button
              key={size}
              type="button"
              disabled={asked.includes(size)}
              onClick={() => void notifyMe(size)}
              aria-label={`${size}, sold out: notify me`}
              className="rounded-md border border-dashed border-stone-300 bg-stone-50 px-3 py-2 text-sm text-stone-600 hover:border-stone-500 disabled:opacity-70"
            >
              <span className="line-through">{size}</span>{' '}
              {asked.includes(size) ? "We'll e-mail you" : 'Notify me'}
            </button>
          ),
        )}
      </div>
      <button
        type="button"
        onClick={() => setOpen(false)}
        className="text-sm text-stone-600 underline"
      >
        Cancel
      </button>
    </div>
  )
}

function WishlistRow({ item, onRemove }: { item: WishlistItem; onRemove: () => void }) {
  const inStock = item.sizes.filter((s) => s.inStock).map((s) => s.size)
  const dropped = item.price !== null && item.price < item.savedPrice
  return (
    <li className="flex gap-3 rounded-lg border border-stone-200 bg-white p-3">
      <Link to={paths.product(item._id)} className="w-24 shrink-0 md:w-32">
        <ProductImage src={item.image} alt={item.name} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <Link to={paths.product(item._id)} className="font-medium hover:underline">
          {item.name}
        </Link>
        {item.available && item.price !== null ? (
          <>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold">{formatRupees(item.price)}</span>
              {item.discount > 0 && item.mrp !== null && (
                <s className="text-sm text-stone-500">{formatRupees(item.mrp)}</s>
              )}
            </p>
            <p className={`text-xs ${dropped ? 'font-medium text-green-700' : 'text-stone-500'}`}>
              {dropped
                ? `Price dropped ${formatRupees(item.savedPrice - item.price)} since you saved it (was ${formatRupees(item.savedPrice)})`
                : `${formatRupees(item.savedPrice)} when saved`}
            </p>
            <p className="text-xs text-stone-600">
              {inStock.length > 0
                ? `In stock: ${inStock.join(', ')}`
                : 'Out of stock in every size'}
            </p>
          </>
        ) : (
          <p className="text-sm font-medium text-stone-500">No longer available</p>
        )}
        <div className="mt-1 flex flex-wrap items-start gap-3">
          {item.available && <MoveToBag item={item} onMoved={onRemove} />}
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${item.name} from wishlist`}
            className="h-9 rounded-md border border-stone-300 px-3 text-sm font-medium text-stone-700 hover:bg-stone-50"
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  )
}

/** The shopper's "Notify me" alerts: what she waits for, and a way to stop each. */
function MyAlerts() {
  const alerts = useFetch('alerts', async (signal) => (await getAlerts(signal)).data)
  const [cancelled, setCancelled] = useState<string[]>([])
  const list = alerts.data?.filter((alert) => !cancelled.includes(alert._id)) ?? []
  if (list.length === 0) return null

  async function cancel(alert: Alert) {
    try {
      const answer = await cancelAlert(alert._id)
      setCancelled((ids) => [...ids, alert._id])
      void notify.success(answer.message)
    } catch (error) {
      void notify.failure(error)
    }
  }

  return (
    <section aria-labelledby="alerts-title" className="space-y-2">
      <h2 id="alerts-title" className="text-lg font-semibold">
        Back-in-stock alerts
      </h2>
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {list.map((alert) => (
          <li key={alert._id} className="flex items-center justify-between gap-3 p-3 text-sm">
            <span>
              <Link to={paths.product(alert.productId)} className="font-medium hover:underline">
                {alert.name}
              </Link>
              , size {alert.size}:{' '}
              {alert.status === 'sent' ? 'back in stock, e-mail sent' : 'waiting'}
            </span>
            <button
              type="button"
              onClick={() => void cancel(alert)}
              aria-label={`Cancel the alert for ${alert.name}, size ${alert.size}`}
              className="h-9 shrink-0 rounded-md border border-stone-300 px-3 font-medium hover:bg-stone-50"
            >
              Cancel
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function WishlistPage() {
  usePageMeta('Wishlist')
  const signedIn = useSelector(selectSignedIn)
  const loaded = useFetch(`wishlist:${signedIn}`, async (signal) =>
    signedIn ? (await getWishlist(signal)).data : loadDevice(signal),
  )
  // Removed here since the list loaded: gone from the screen at once.
  const [removed, setRemoved] = useState<string[]>([])

  async function remove(item: WishlistItem) {
    setRemoved((ids) => [...ids, item._id])
    if (!signedIn) {
      removeFromDevice(item._id)
      return
    }
    try {
      const answer = await removeFromWishlist(item._id)
      showSaved(answer.data.map((i) => i._id))
    } catch (error) {
      void notify.failure(error)
    }
  }

  const list = loaded.data?.filter((item) => !removed.includes(item._id))
  return (
    <section aria-labelledby="wishlist-title" className="mx-auto max-w-3xl space-y-4">
      <h1 id="wishlist-title" className="text-xl font-semibold">
        Wishlist{list && list.length > 0 ? ` (${list.length})` : ''}
      </h1>
      {loaded.status === 'error' && <p role="alert">{MESSAGES.subCategoryFailure}</p>}
      {!list && loaded.status === 'loading' && (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      )}
      {list && list.length === 0 && (
        <EmptyState message="Your wishlist is empty">
          <p className="text-sm text-stone-500">
            Tap the heart on anything you like to save it here.
          </p>
          <Link
            to={paths.home}
            className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white"
          >
            Start shopping
          </Link>
        </EmptyState>
      )}
      {list && list.length > 0 && (
        <ul className="space-y-3">
          {list.map((item) => (
            <WishlistRow key={item._id} item={item} onRemove={() => void remove(item)} />
          ))}
        </ul>
      )}
      {signedIn && <MyAlerts />}
    </section>
  )
}

/** The unsubscribe link of a wishlist mail: works without a login. */
export function UnsubscribePage() {
  usePageMeta('Unsubscribe')
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const answer = useFetch(`unsubscribe:${token}`, () => unsubscribe(token))
  const message =
    answer.status === 'loading'
      ? 'Unsubscribing...'
      : answer.status === 'success'
        ? answer.data.message
        : answer.error.message
  return (
    <EmptyState message={message}>
      <Link to={paths.home} className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white">
        {MESSAGES.goToHome}
      </Link>
    </EmptyState>
  )
}
