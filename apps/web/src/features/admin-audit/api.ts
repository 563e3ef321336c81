import type { AuditEntry, Erasure, Paged } from '@store/contract'
import { api } from '@/lib/api-client'

export type AuditFilters = { action: string; adminId: string; from: string; to: string }

export const listAudit = (filters: AuditFilters, page: number, signal?: AbortSignal) => {
  const query = new URLSearchParams({ page: String(page), limit: '20' })
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value)
  return api<Paged<AuditEntry>>(`/admin/audit?${query.toString()}`, { signal })
}

export const listErasures = (page: number, signal?: AbortSignal) =>
  api<Paged<Erasure>>(`/admin/erasures?page=${page}&limit=20`, { signal })
