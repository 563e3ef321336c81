import type {
  DeliverySettings,
  Envelope,
  PincodeListSummary,
  PincodeUpload,
  SellerContacts,
  SellerContactsAnswer,
  SellerContactsBody,
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

/** Dispatch (ship-from PIN, cut-off, working days, holidays) and the Cash on Delivery rules. */
export const getDeliverySettings = (signal?: AbortSignal) =>
  api<Envelope<DeliverySettings>>('/admin/delivery-settings', { signal }).then((r) => r.data)

export const saveDeliverySettings = (body: DeliverySettings) =>
  api<Envelope<DeliverySettings>>('/admin/delivery-settings', { method: 'PUT', body })

/** The courier's PIN list the store holds: its counts and when it was uploaded. */
export const getPincodeList = (signal?: AbortSignal) =>
  api<Envelope<PincodeListSummary>>('/admin/pincodes', { signal }).then((r) => r.data)

/** Sends a courier's CSV: `dryRun` only checks it; otherwise it replaces the list if it has no bad lines. */
export function uploadPincodeList(file: File, dryRun: boolean) {
  const form = new FormData()
  form.append('file', file)
  return api<Envelope<PincodeUpload>>(`/admin/pincodes?dryRun=${String(dryRun)}`, {
    method: 'POST',
    body: form,
  })
}

/** Customer care and the grievance officer shown with the seller. */
export const getSellerContacts = (signal?: AbortSignal) =>
  api<Envelope<SellerContactsAnswer>>('/admin/seller-contacts', { signal }).then((r) => r.data)

export const saveSellerContacts = (body: SellerContactsBody) =>
  api<Envelope<SellerContacts>>('/admin/seller-contacts', { method: 'PUT', body })
