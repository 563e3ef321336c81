import { useState } from 'react'
import type { CodStanding, DeliveryEstimate } from '@store/contract'
import { ApiError } from '@/lib/api-client'
import { formatRupees } from '@/lib/format'
import { useFetch } from '@/lib/use-fetch'
import { getCodStanding } from './api'
import { useDeliveryEstimate } from './use-delivery-estimate'

/** How an order to one PIN may be paid, and why not, as the server's rules will judge it. */
export type PaymentTerms = {
  /** The day promised there (YYYY-MM-DD), once known; null where the store does not deliver. */
  deliveryBy: string | null
  /** Why nothing can be sent there ('We do not deliver to 560037 yet'): both payments wait. */
  notServed: string | null
  /** Rupees Cash on Delivery adds: none until known, and none when nothing is collected. */
  codFee: number
  /** Why the order cannot be paid on delivery, or null. */
  codBlocked: string | null
  /** Why it cannot be paid online, or null. */
  onlineBlocked: string | null
}

/**
 * The rules of decision 072 as the shopper meets them before choosing: where the store does not
 * deliver, nothing; a PIN served prepaid only, no Cash on Delivery, nor an order over the limit,
 * nor a shopper who refused parcels; a PIN served Cash on Delivery only, no online payment. The
 * fee is charged only when something is collected. Until the answers come, nothing is refused:
 * the server judges the order anyway.
 */
export function paymentTerms(
  estimate: DeliveryEstimate | null | undefined,
  standing: CodStanding | null | undefined,
  order: { goods: number; cash: number },
  problem: string | null = null,
): PaymentTerms {
  if (problem) {
    return {
      deliveryBy: null,
      notServed: problem,
      codFee: 0,
      codBlocked: problem,
      onlineBlocked: problem,
    }
  }
  if (!estimate) {
    return { deliveryBy: null, notServed: null, codFee: 0, codBlocked: null, onlineBlocked: null }
  }
  const { pincode } = estimate
  if (!estimate.serviceable) {
    const notServed = `We do not deliver to ${pincode} yet`
    return {
      deliveryBy: null,
      notServed,
      codFee: 0,
      codBlocked: notServed,
      onlineBlocked: notServed,
    }
  }
  const codBlocked = !estimate.cod
    ? `Cash on Delivery is not available for ${pincode}. Please pay online.`
    : order.goods > estimate.codLimit
      ? `Cash on Delivery is available for orders up to ${formatRupees(estimate.codLimit)}. Please pay online.`
      : standing && !standing.allowed
        ? (standing.reason ?? 'Cash on Delivery is not available on your account.')
        : null
  return {
    deliveryBy: estimate.deliveryBy,
    notServed: null,
    codFee: order.cash > 0 ? estimate.codFee : 0,
    codBlocked,
    onlineBlocked: estimate.prepaid ? null : `Only Cash on Delivery is available for ${pincode}`,
  }
}

/**
 * The terms of the order being placed to `pincode`: its estimate and, for a signed-in shopper,
 * their Cash on Delivery standing. `refresh` reads both again (after the server refused an order).
 */
export function usePaymentTerms(
  pincode: string | null,
  order: { goods: number; cash: number; signedIn: boolean },
) {
  const [version, setVersion] = useState(0)
  const estimate = useDeliveryEstimate(pincode, { version })
  const standing = useFetch(`cod-standing:${order.signedIn}:${version}`, (signal) =>
    order.signedIn ? getCodStanding(signal) : Promise.resolve(null),
  )
  // A PIN that does not exist (an address saved before PINs were checked) cannot be served; a
  // check that failed otherwise refuses nothing.
  const { error } = estimate
  const problem = error instanceof ApiError && error.status === 404 ? error.message : null
  return {
    ...paymentTerms(estimate.data, standing.data, order, problem),
    loading: Boolean(pincode) && estimate.status === 'loading',
    refresh: () => setVersion((v) => v + 1),
  }
}
