import type {
  Envelope,
  StoreSettings,
  StoreSettingsAnswer,
  StoreSettingsBody,
} from '@store/contract'
import { api } from '@/lib/api-client'

export const getSettings = (signal?: AbortSignal) =>
  api<Envelope<StoreSettingsAnswer>>('/admin/settings', { signal }).then((r) => r.data)

export const saveSettings = (body: StoreSettingsBody) =>
  api<Envelope<{ settings: StoreSettings; invoicesIssued: number }>>('/admin/settings', {
    method: 'PUT',
    body,
  })
