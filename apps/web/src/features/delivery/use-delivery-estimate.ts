import type { DeliveryEstimate } from '@store/contract'
import { type FetchState, useFetch } from '@/lib/use-fetch'
import { getDeliveryEstimate } from './api'

/**
 * The delivery estimate for a PIN (null without one), read again whenever the PIN, the product or
 * `version` changes.
 */
export function useDeliveryEstimate(
  pincode: string | null,
  { productId, version = 0 }: { productId?: string; version?: number } = {},
): FetchState<DeliveryEstimate | null> {
  return useFetch(`delivery-estimate:${pincode ?? ''}:${productId ?? ''}:${version}`, (signal) =>
    pincode ? getDeliveryEstimate(pincode, productId, signal) : Promise.resolve(null),
  )
}
