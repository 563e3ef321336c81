import { useEffect, useState } from 'react'
import type { CartLine, CouponCheck } from '@store/contract'
import { ApiError } from '@/lib/api-client'
import { checkCoupon } from './api'
import { applyCoupon, refuseCoupon, removeCoupon, useAppliedCoupon } from './applied-coupon'

export type BagDiscount = {
  /** The server's pricing of the bag with the coupon applied (or only the offers). */
  check: CouponCheck | null
  /** The coupon applied, in capitals, or null. */
  code: string | null
  /** Why the coupon asked for does not apply (it was taken off), or null. */
  problem: string | null
  apply: (code: string) => void
  remove: () => void
}

/**
 * Prices the bag's discounts on the server whenever its lines or the coupon change. The coupon is
 * the bag's and checkout's alike (applied-coupon.ts): one that stops applying after a line is
 * removed or changed is taken off everywhere, the reason kept.
 */
export function useBagDiscount(cart: CartLine[]): BagDiscount {
  const { code, problem } = useAppliedCoupon()
  const [check, setCheck] = useState<CouponCheck | null>(null)
  const items = cart.map((line) => ({
    _id: line.productId._id,
    size: line.size,
    quantity: line.quantity,
  }))
  const key = JSON.stringify([items, code])
  useEffect(() => {
    if (items.length === 0) return
    const controller = new AbortController()
    checkCoupon({ items, ...(code ? { code } : {}) }, controller.signal).then(
      (answer) => setCheck(answer.data),
      (error: unknown) => {
        if (controller.signal.aborted) return
        if (code && error instanceof ApiError && error.code?.startsWith('COUPON_')) {
          refuseCoupon(code, error.message)
        } else setCheck(null)
      },
    )
    return () => controller.abort()
    // `key` holds the lines and the code the request is made of.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return {
    // Not the pricing of a coupon since taken off or not yet priced.
    check: check?.code === code ? check : null,
    code,
    problem,
    apply: applyCoupon,
    remove: removeCoupon,
  }
}
