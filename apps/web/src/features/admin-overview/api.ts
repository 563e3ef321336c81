import type { Envelope, Overview, ReturnsOverview } from '@store/contract'
import { api } from '@/lib/api-client'

export const getOverview = (signal?: AbortSignal) =>
  api<Envelope<Overview>>('/admin/overview', { signal }).then((r) => r.data)

export const getReturnsOverview = (signal?: AbortSignal) =>
  api<Envelope<ReturnsOverview>>('/admin/returns/overview', { signal }).then((r) => r.data)
