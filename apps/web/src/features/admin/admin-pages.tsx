import { usePageMeta } from '@/lib/page-meta'
import { AdminOnly } from './admin-only'

function AdminPlaceholder({ title }: { title: string }) {
  usePageMeta(title)
  return (
    <AdminOnly>
      <section className="rounded-xl border border-stone-200 bg-white p-6">
        <h1 className="text-xl font-bold">{title}</h1>
        <p className="mt-2 text-stone-600">Catalogue management opens here in the next release.</p>
      </section>
    </AdminOnly>
  )
}

export const CategoryAdminPage = () => <AdminPlaceholder title="Category" />
export const SubCategoryAdminPage = () => <AdminPlaceholder title="Sub Category" />
export const UploadProductPage = () => <AdminPlaceholder title="Upload Product" />
export const ProductAdminPage = () => <AdminPlaceholder title="Product" />
