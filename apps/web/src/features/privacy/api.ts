import type { Envelope, MarketingConsent } from '@store/contract'
import { api } from '@/lib/api-client'

type Message = { success: boolean; error: boolean; message: string }

export const getConsent = (signal?: AbortSignal) =>
  api<Envelope<MarketingConsent>>('/account/marketing', { signal }).then((r) => r.data)

export const setConsent = (marketing: boolean) =>
  api<Envelope<MarketingConsent>>('/account/marketing', { method: 'PUT', body: { marketing } })

export const unsubscribe = (token: string) =>
  api<Message>('/account/marketing/unsubscribe', { method: 'POST', body: { token } })

export const requestDeletion = () => api<Message>('/account/delete', { method: 'POST' })

export const confirmDeletion = (otp: string) =>
  api<Message>('/account/delete/confirm', { method: 'POST', body: { otp } })
