import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { DEBOUNCE_MS, MESSAGES, type Product } from '@store/contract'
import { EmptyState } from '@/components/empty-state'
import { Modal } from '@/components/modal'
import { ProductImage } from '@/components/product-image'
import { inputClass } from '@/components/form'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useFetch } from '@/lib/use-fetch'
import { usePageMeta } from '@/lib/page-meta'
import { notify } from '@/lib/toast'
import { getProduct } from '@/features/catalog'
import { deleteProduct, listProducts, updateProduct } from './api'
import { draftOf } from './product-draft'
import { ProductForm } from './product-form'
import {
  AdminOnly,
  AdminHeading,
  EditDeleteButtons,
  Pager,
  PermanentDelete,
} from '@/components/admin/ui'

const badgeClass = 'mt-1 self-start rounded-full px-2 py-0.5 text-xs font-medium'

/** Flags a product with a size at 0, or whose stock split across sizes wants checking. */
function StockBadges({ product }: { product: Product }) {
  const soldOut = product.variants.some((variant) => variant.stock === 0)
  return (
    <>
      {soldOut && <span className={`${badgeClass} bg-red-100 text-red-800`}>Size sold out</span>}
      {product.stockReview && (
        <span className={`${badgeClass} bg-amber-100 text-amber-900`}>Check stock per size</span>
      )}
    </>
  )
}

/** '/dashboard/product': search, a page of cards with Edit and Delete, Previous and Next. */
export function ProductAdminPage() {
  usePageMeta('Product')
  return (
    <AdminOnly>
      <ProductAdmin />
    </AdminOnly>
  )
}

function ProductAdmin() {
  const [text, setText] = useState('')
  const search = useDebouncedValue(text.trim(), DEBOUNCE_MS.adminProductSearch)
  // A new search starts again at page 1.
  const [paging, setPaging] = useState({ search: '', page: 1 })
  const page = paging.search === search ? paging.page : 1
  const [version, setVersion] = useState(0)
  const result = useFetch(`${search}|${page}|${version}`, (signal) =>
    listProducts(page, search, signal),
  )
  const [chosen, setChosen] = useState<Product | null>(null)
  // '?edit={id}' (from the overview's low-stock list) opens that product's edit form.
  const [params, setParams] = useSearchParams()
  const linkedId = params.get('edit')
  const linked = useFetch(`edit|${linkedId ?? ''}`, (signal) =>
    linkedId ? getProduct(linkedId, signal) : Promise.resolve(null),
  )
  const editing = chosen ?? (linkedId ? (linked.data ?? null) : null)
  const setEditing = (product: Product | null) => {
    setChosen(product)
    if (!product && linkedId) setParams({}, { replace: true })
  }
  const [removing, setRemoving] = useState<Product | null>(null)
  const refetch = () => setVersion((v) => v + 1)

  const total = Math.max(result.data?.totalNoPage ?? 1, 1)
  const products = result.data?.data ?? []

  return (
    <section className="space-y-4">
      <AdminHeading title="Product">
        <label className="w-full max-w-xs">
          <span className="sr-only">Search product</span>
          <input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search product here..."
            className={inputClass}
          />
        </label>
      </AdminHeading>
      {result.status === 'loading' ? (
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6">
          {Array.from({ length: 12 }, (_, i) => (
            <div key={i} className="aspect-[3/4] animate-pulse rounded-lg bg-stone-200" />
          ))}
        </div>
      ) : result.status === 'error' ? (
        <EmptyState message={MESSAGES.subCategoryFailure} />
      ) : products.length === 0 ? (
        <EmptyState message={MESSAGES.noDataShort} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6">
          {products.map((product) => (
            <li
              key={product._id}
              className="flex flex-col rounded-lg border border-stone-200 bg-white p-2"
            >
              <ProductImage src={product.image[0]} alt="" className="rounded" />
              <p className="mt-2 line-clamp-2 text-sm font-medium">{product.name}</p>
              <p className="text-xs text-stone-500">
                {product.unit} · {product.stock} in stock
              </p>
              <StockBadges product={product} />
              <EditDeleteButtons
                name={product.name}
                onEdit={() => setEditing(product)}
                onDelete={() => setRemoving(product)}
                className="mt-auto grid grid-cols-2 gap-2 pt-2"
              />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} total={total} onPage={(next) => setPaging({ search, page: next })} />
      {editing && (
        <Modal title="Edit Product" onClose={() => setEditing(null)}>
          <div className="p-5">
            <ProductForm
              initial={draftOf(editing)}
              submitLabel="Update Product"
              onSubmit={async (fields) => {
                try {
                  const answer = await updateProduct({ ...fields, _id: editing._id })
                  void notify.success(answer.message)
                  setEditing(null)
                  refetch()
                  return true
                } catch (error) {
                  void notify.failure(error)
                  return false
                }
              }}
            />
          </div>
        </Modal>
      )}
      {removing && (
        <PermanentDelete
          message="Are you sure want to delete permanent ?"
          confirmLabel="Delete"
          remove={() => deleteProduct(removing._id)}
          onDone={refetch}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  )
}
