import type { Category, Envelope, Paged, Product, SubCategory } from '@store/contract'
import { api } from '@/lib/api-client'

export const getCategories = (signal?: AbortSignal) =>
  api<Envelope<Category[]>>('/categories', { signal }).then((r) => r.data)

export const getSubCategories = (signal?: AbortSignal) =>
  api<Envelope<SubCategory[]>>('/subcategoryproduct/categoryserviceid', { signal }).then(
    (r) => r.data,
  )

export const getProductsByCategory = (id: string, page: number, limit = 12, signal?: AbortSignal) =>
  api<Paged<Product>>('/product/get-product-by-category', {
    method: 'POST',
    body: { id, page, limit },
    signal,
  })

export const getProduct = (id: string, signal?: AbortSignal) =>
  api<Product>(`/products/${id}`, { signal })
