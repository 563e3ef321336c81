import { useSyncExternalStore } from 'react'
import { createListeners } from '@/lib/listeners'

// The coupon the shopper applied, one for the bag (page and drawer) and checkout. It is kept in
// session storage: it outlives a reload but not the tab, as the visit's PIN does (decision 080).
const KEY = 'couponCode'

export type AppliedCoupon = {
  /** The code applied, in capitals, or null. */
  code: string | null
  /** Why the code last asked for was refused or taken off, or null. */
  problem: string | null
}

const { subscribe, notify } = createListeners()
let state: AppliedCoupon = { code: read(), problem: null }

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY)
  } catch {
    return null
  }
}

function set(next: AppliedCoupon) {
  if (next.code === state.code && next.problem === state.problem) return
  state = next
  try {
    if (next.code) sessionStorage.setItem(KEY, next.code)
    else sessionStorage.removeItem(KEY)
  } catch {
    // Storage blocked (private mode): the coupon lasts until a reload.
  }
  notify()
}

/** A page the server draws (the empty bag) is drawn with no coupon, and hydrated so. */
const NONE: AppliedCoupon = { code: null, problem: null }

export const useAppliedCoupon = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => NONE,
  )

export const applyCoupon = (code: string) => set({ code: code.trim().toUpperCase(), problem: null })

/** Takes the coupon off: the shopper removed it, or the order it was for is placed. */
export const removeCoupon = () => set({ code: null, problem: null })

/** The server refused `code`: off it comes, with the reason, unless another was applied since. */
export function refuseCoupon(code: string, reason: string) {
  if (state.code === code) set({ code: null, problem: reason })
}

/** For tests: the state a new tab starts with. */
export function forgetCoupon() {
  sessionStorage.removeItem(KEY)
  state = { code: null, problem: null }
}
