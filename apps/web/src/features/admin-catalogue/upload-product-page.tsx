import { useState } from 'react'
import { Modal } from '@/components/modal'
import { usePageMeta } from '@/lib/page-meta'
import { paths } from '@/config/paths'
import { Link } from 'react-router'
import { createProduct } from './api'
import { emptyDraft } from './product-draft'
import { ProductForm } from './product-form'
import { AdminOnly, AdminHeading } from '@/components/admin/ui'
import { notify } from '@/lib/toast'

/** '/dashboard/upload-product': a new product; after Submit the form clears and a dialog confirms. */
export function UploadProductPage() {
  usePageMeta('Upload Product')
  const [created, setCreated] = useState<{ id: string; name: string } | null>(null)
  return (
    <AdminOnly>
      <section className="space-y-4">
        <AdminHeading title="Upload Product" />
        <div className="rounded-lg bg-white p-4 shadow-sm md:p-6">
          <ProductForm
            initial={emptyDraft()}
            submitLabel="Submit"
            onSubmit={async (fields) => {
              try {
                const answer = await createProduct(fields)
                setCreated({ id: answer.data._id, name: answer.data.name })
                return true
              } catch (error) {
                void notify.failure(error)
                return false
              }
            }}
          />
        </div>
        {created && (
          <Modal title="Product uploaded" onClose={() => setCreated(null)}>
            <div className="space-y-4 p-5">
              <p>
                <strong>{created.name}</strong> is now in the shop.
              </p>
              <div className="flex flex-wrap gap-3">
                <Link
                  to={paths.product(created.id)}
                  className="rounded-md border border-stone-300 px-4 py-2 text-sm font-medium hover:border-stone-500"
                >
                  View in shop
                </Link>
                <button
                  type="button"
                  onClick={() => setCreated(null)}
                  className="rounded-md bg-green-600 px-4 py-2 text-sm font-semibold text-white hover:bg-green-700"
                >
                  Upload another
                </button>
              </div>
            </div>
          </Modal>
        )}
      </section>
    </AdminOnly>
  )
}
