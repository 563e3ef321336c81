import type {
  AdminReturn,
  Envelope,
  Paged,
  ReturnStatus,
  ReturnStatusChange,
} from '@store/contract'
import { api } from '@/lib/api-client'

export type ReturnFilters = { status: ReturnStatus | ''; from: string; to: string; q: string }

export const listReturns = (page: number, f: ReturnFilters, signal?: AbortSignal) => {
  const query = new URLSearchParams({ page: String(page), limit: '20' })
  if (f.status) query.set('status', f.status)
  if (f.from) query.set('from', f.from)
  if (f.to) query.set('to', f.to)
  if (f.q.trim()) query.set('q', f.q.trim())
  return api<Paged<AdminReturn>>(`/admin/returns?${query.toString()}`, { signal })
}

export const getAdminReturn = (id: string, signal?: AbortSignal) =>
  api<Envelope<AdminReturn>>(`/admin/returns/${id}`, { signal }).then((r) => r.data)

export const moveReturn = (id: string, body: ReturnStatusChange) =>
  api<Envelope<AdminReturn>>(`/admin/returns/${id}/status`, { method: 'PUT', body })
