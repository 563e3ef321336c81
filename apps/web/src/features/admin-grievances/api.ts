import type {
  AdminGrievance,
  Envelope,
  GrievanceActionBody,
  GrievanceReport,
  GrievanceStatus,
  Paged,
} from '@store/contract'
import { api } from '@/lib/api-client'

export type GrievanceFilters = { status: GrievanceStatus | ''; overdue: boolean }

export const listGrievances = (page: number, f: GrievanceFilters, signal?: AbortSignal) => {
  const query = new URLSearchParams({ page: String(page), limit: '20' })
  if (f.status) query.set('status', f.status)
  if (f.overdue) query.set('overdue', 'true')
  return api<Paged<AdminGrievance>>(`/admin/grievances?${query.toString()}`, { signal })
}

export const getAdminGrievance = (ticket: string, signal?: AbortSignal) =>
  api<Envelope<AdminGrievance>>(`/admin/grievances/${ticket}`, { signal }).then((r) => r.data)

export const actOnGrievance = (ticket: string, body: GrievanceActionBody) =>
  api<Envelope<AdminGrievance>>(`/admin/grievances/${ticket}`, { method: 'PUT', body })

export const grievanceReport = (month: string, signal?: AbortSignal) =>
  api<Envelope<GrievanceReport>>(`/admin/grievances/report?month=${month}`, { signal }).then(
    (r) => r.data,
  )
