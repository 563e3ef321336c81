import type { Envelope, Seller } from '@store/contract'
import { api } from '@/lib/api-client'

/** Who sells: legal details, customer care and the grievance officer (`GET /seller`). */
export const getSeller = (signal?: AbortSignal) =>
  api<Envelope<Seller>>('/seller', { signal }).then((r) => r.data)
