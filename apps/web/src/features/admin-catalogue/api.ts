import type {
  AdminSizeChart,
  Category,
  Envelope,
  Paged,
  Product,
  ProductFieldsInput,
  SizeChartBody,
  SubCategory,
} from '@store/contract'
import { api } from '@/lib/api-client'

type Message = { success: boolean; message: string }

/** Uploads one image; answers the store's URL for it. */
export const uploadImage = (file: File) => {
  const form = new FormData()
  form.append('image', file)
  return api<Envelope<{ url: string }>>('/file/upload', { method: 'POST', body: form }).then(
    (r) => r.data.url,
  )
}

export const addCategory = (body: { name: string; image: string }) =>
  api<Envelope<Category>>('/category/add-category', { method: 'POST', body })

export const updateCategory = (body: { _id: string; name: string; image: string }) =>
  api<Envelope<Category>>('/category/update', { method: 'PUT', body })

export const deleteCategory = (_id: string) =>
  api<Message>('/category/delete', { method: 'DELETE', body: { _id } })

type SubCategoryBody = {
  name: string
  image: string
  category: Array<{ _id: string; name: string }>
  /** The HSN code its products are invoiced under unless they name their own. */
  hsnCode: string | null
  /** What its products declare unless they say otherwise (decision 076). */
  declarations?: Record<string, string | null>
}

export const createSubCategory = (body: SubCategoryBody) =>
  api<Envelope<SubCategory>>('/subcategory/create', { method: 'POST', body })

export const updateSubCategory = (body: SubCategoryBody & { _id: string }) =>
  api<Envelope<SubCategory>>('/subcategory/update', { method: 'PUT', body })

export const deleteSubCategory = (_id: string) =>
  api<Message>('/subcategory/delete', { method: 'DELETE', body: { _id } })

export const listProducts = (page: number, search: string, signal?: AbortSignal) =>
  api<Paged<Product>>(
    `/products?page=${page}&limit=12${search ? `&search=${encodeURIComponent(search)}` : ''}`,
    { signal },
  )

export const createProduct = (body: ProductFieldsInput) =>
  api<Envelope<Product>>('/product/create', { method: 'POST', body })

export const updateProduct = (body: ProductFieldsInput & { _id: string }) =>
  api<Envelope<Product>>('/product/update-product-details', { method: 'PUT', body })

export const deleteProduct = (_id: string) =>
  api<Message>('/product/delete-product', { method: 'DELETE', body: { _id } })

export const listSizeCharts = (signal?: AbortSignal) =>
  api<Envelope<AdminSizeChart[]>>('/size-charts', { signal }).then((r) => r.data)

export const createSizeChart = (body: SizeChartBody) =>
  api<Envelope<AdminSizeChart>>('/size-charts', { method: 'POST', body })

export const updateSizeChart = (_id: string, body: SizeChartBody) =>
  api<Envelope<AdminSizeChart>>(`/size-charts/${_id}`, { method: 'PUT', body })

export const deleteSizeChart = (_id: string) =>
  api<Message>(`/size-charts/${_id}`, { method: 'DELETE' })
