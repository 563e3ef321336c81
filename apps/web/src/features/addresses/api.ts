import type { Address, AddressFields, Envelope, PincodeInfo, ReverseGeocode } from '@store/contract'
import { api } from '@/lib/api-client'

export const listAddresses = (signal?: AbortSignal) =>
  api<Envelope<Address[]>>('/addresss', { signal }).then((r) => r.data)

export const createAddress = (userId: string, fields: AddressFields) =>
  api<Envelope<Address>>('/addresss', { method: 'POST', body: { _id: userId, ...fields } })

export const updateAddress = (addressId: string, fields: AddressFields) =>
  api<Envelope<Address>>(`/addresss/${addressId}`, { method: 'PUT', body: fields })

export const disableAddress = (addressId: string) =>
  api<{ message: string }>(`/addresss/${addressId}`, { method: 'DELETE' })

export const reverseGeocode = (lat: number, lon: number, signal?: AbortSignal) =>
  api<Envelope<ReverseGeocode>>(`/geocode/reverse?lat=${lat}&lon=${lon}`, { signal }).then(
    (r) => r.data,
  )

/** A PIN code's district and state (404 for a PIN that does not exist). */
export const getPincodePlace = (pincode: string, signal?: AbortSignal) =>
  api<Envelope<PincodeInfo>>(`/pincodes/${pincode}`, { signal }).then((r) => r.data)
