import { useSyncExternalStore } from 'react'
import { createListeners } from '@/lib/listeners'

// The PIN the shopper chose in this visit (typed on a product page, or the address picked at
// checkout): kept in session storage, so it lasts until the tab closes and follows them around.
const KEY = 'deliveryPincode'
const { subscribe, notify } = createListeners()
// Where storage is blocked (private mode), the visit's PIN lives until a reload.
let unstored: string | null = null

function read(): string | null {
  try {
    const pincode = sessionStorage.getItem(KEY)
    return pincode && /^[0-9]{6}$/.test(pincode) ? pincode : null
  } catch {
    return unstored
  }
}

/** Keeps the PIN for the rest of the visit; every delivery promise on screen follows it. */
export function rememberPincode(pincode: string) {
  unstored = pincode
  try {
    sessionStorage.setItem(KEY, pincode)
  } catch {
    // Blocked: kept in memory.
  }
  notify()
}

/** The PIN chosen in this visit, or null. */
export function useVisitPincode(): string | null {
  return useSyncExternalStore(subscribe, read, () => null)
}

/** For tests: forget the visit's PIN. */
export function forgetVisitPincode() {
  unstored = null
  sessionStorage.removeItem(KEY)
}
