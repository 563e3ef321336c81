import { WISHLIST } from '@store/contract'
import type { ProductSummary } from '@/components/shop-slots'
import { createListeners } from '@/lib/listeners'

/** A product saved on this device before login: enough to show it once it has left the shop. */
export type DeviceLine = {
  productId: string
  name: string
  image: string
  /** The price after discount when saved, in rupees. */
  price: number
  savedAt: string
}

const KEY = 'wishlist'
const EMPTY: string[] = []

// The ids the hearts show: the account's list when signed in, the device's otherwise.
let saved: string[] = EMPTY
const { subscribe, notify } = createListeners()
export { subscribe }
export const getSaved = () => saved
export const getServerSaved = () => EMPTY

export function showSaved(ids: string[]) {
  saved = ids
  notify()
}

export function readDevice(): DeviceLine[] {
  try {
    const lines = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown
    return Array.isArray(lines) ? (lines as DeviceLine[]) : []
  } catch {
    return []
  }
}

function writeDevice(lines: DeviceLine[]) {
  try {
    if (lines.length === 0) localStorage.removeItem(KEY)
    else localStorage.setItem(KEY, JSON.stringify(lines))
  } catch {
    // A full or blocked storage keeps the list for this visit only.
  }
}

export const showDevice = () => showSaved(readDevice().map((line) => line.productId))

export function clearDevice() {
  writeDevice([])
}

/** Saves or unsaves a product on the device (newest first); false when the list is full. */
export function toggleOnDevice(product: ProductSummary, price: number): boolean {
  const lines = readDevice()
  if (lines.some((line) => line.productId === product._id)) {
    writeDevice(lines.filter((line) => line.productId !== product._id))
  } else {
    if (lines.length >= WISHLIST.maxItems) return false
    writeDevice([
      {
        productId: product._id,
        name: product.name,
        image: product.image[0] ?? '',
        price,
        savedAt: new Date().toISOString(),
      },
      ...lines,
    ])
  }
  showDevice()
  return true
}

export function removeFromDevice(productId: string) {
  writeDevice(readDevice().filter((line) => line.productId !== productId))
  showDevice()
}
