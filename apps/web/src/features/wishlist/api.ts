import type { Alert, Envelope, Product, WishlistItem } from '@store/contract'
import { api } from '@/lib/api-client'

type ListAnswer = Envelope<WishlistItem[]>

export const getWishlist = (signal?: AbortSignal) => api<ListAnswer>('/wishlist', { signal })

export const addToWishlist = (productId: string) =>
  api<ListAnswer>('/wishlist', { method: 'POST', body: { productId } })

export const removeFromWishlist = (productId: string) =>
  api<ListAnswer>(`/wishlist/${productId}`, { method: 'DELETE' })

export const mergeWishlist = (productIds: string[]) =>
  api<ListAnswer>('/wishlist/merge', { method: 'POST', body: { productIds } })

export const getProductForWishlist = (id: string, signal?: AbortSignal) =>
  api<Product>(`/products/${id}`, { signal })

export const getAlerts = (signal?: AbortSignal) => api<Envelope<Alert[]>>('/alerts', { signal })

export const createAlert = (productId: string, size: string) =>
  api<Envelope<Alert>>('/alerts', { method: 'POST', body: { productId, size, kind: 'restock' } })

export const cancelAlert = (alertId: string) =>
  api<{ message: string }>(`/alerts/${alertId}`, { method: 'DELETE' })

export const unsubscribe = (token: string) =>
  api<{ message: string }>(`/alerts/unsubscribe?token=${encodeURIComponent(token)}`)
