import type { AdminMail, AdminMailList, Envelope } from '@store/contract'
import { api } from '@/lib/api-client'

export type MailTab = 'failed' | 'pending'

export const listMail = (tab: MailTab, page: number, signal?: AbortSignal) =>
  api<AdminMailList>(`/admin/mail?status=${tab}&page=${page}&limit=20`, { signal })

export const retryMail = (id: number) =>
  api<Envelope<AdminMail>>(`/admin/mail/${id}/retry`, { method: 'POST' })
