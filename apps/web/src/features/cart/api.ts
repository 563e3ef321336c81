import type { CartLine, Envelope } from '@store/contract'
import { api } from '@/lib/api-client'

type CartAnswer = Envelope<CartLine[]>

export const getCart = (signal?: AbortSignal) => api<CartAnswer>('/cart/get', { signal })

export const addToCart = (productId: string, size: string) =>
  api<CartAnswer>('/cart/create', { method: 'POST', body: { productId, size } })

export const updateQuantity = (lineId: string, qty: number) =>
  api<CartAnswer>('/cart/update-qty', { method: 'PUT', body: { _id: lineId, qty } })

export const deleteLine = (lineId: string) =>
  api<CartAnswer>('/cart/delete-cart-item', { method: 'DELETE', body: { _id: lineId } })

export const resetCart = (userId: string) =>
  api<CartAnswer>('/cart/reset-cart', { method: 'DELETE', body: { userId } })

export const mergeCart = (items: Array<{ productId: string; size: string; quantity: number }>) =>
  api<CartAnswer>('/cart/merge', { method: 'POST', body: { items } })
