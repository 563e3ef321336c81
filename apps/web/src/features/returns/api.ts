import type { Envelope, NewReturnBody, Return, ReturnOptions, StoreCredit } from '@store/contract'
import { api } from '@/lib/api-client'

export const returnOptions = (orderId: string, signal?: AbortSignal) =>
  api<Envelope<ReturnOptions>>(`/orders/${orderId}/return-options`, { signal }).then((r) => r.data)

/** Asks for a return; the key makes a double click or a retry make one return. */
export const requestReturn = (orderId: string, body: NewReturnBody, idempotencyKey: string) =>
  api<Envelope<Return>>(`/orders/${orderId}/returns`, {
    method: 'POST',
    body,
    headers: { 'idempotency-key': idempotencyKey },
  })

export async function uploadReturnPhoto(file: File) {
  const form = new FormData()
  form.append('image', file)
  const answer = await api<Envelope<{ url: string }>>('/returns/photos', {
    method: 'POST',
    body: form,
  })
  return answer.data.url
}

export const myReturns = (signal?: AbortSignal) =>
  api<Envelope<Return[]>>('/returns', { signal }).then((r) => r.data)

export const storeCredit = (signal?: AbortSignal) =>
  api<Envelope<StoreCredit>>('/store-credit', { signal }).then((r) => r.data)
