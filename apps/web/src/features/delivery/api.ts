import type { CodStanding, DeliveryEstimate, Envelope } from '@store/contract'
import { api } from '@/lib/api-client'

/** When an order placed now reaches the PIN, and whether it may be paid on delivery there. */
export const getDeliveryEstimate = (pincode: string, productId?: string, signal?: AbortSignal) =>
  api<Envelope<DeliveryEstimate>>(
    `/delivery/estimate?${new URLSearchParams(productId ? { pincode, productId } : { pincode })}`,
    { signal },
  ).then((r) => r.data)

/** Whether the signed-in shopper may pay on delivery at all (not after refusing parcels). */
export const getCodStanding = (signal?: AbortSignal) =>
  api<Envelope<CodStanding>>('/delivery/cod-standing', { signal }).then((r) => r.data)
