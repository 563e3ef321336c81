import { useState } from 'react'
import { type Category, MESSAGES } from '@store/contract'
import { useAppDispatch } from '@/app/hooks'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { EmptyState } from '@/components/empty-state'
import { Modal } from '@/components/modal'
import { inputClass } from '@/features/account/auth-card'
import { refreshCatalogue, useCatalogue } from '@/features/catalog/use-catalogue'
import { usePageMeta } from '@/lib/page-meta'
import { notify } from '@/lib/toast'
import { AdminOnly } from './admin-only'
import { addCategory, deleteCategory, updateCategory } from './api'
import { ImagePreview, ImageUploadButton } from './image-picker'
import { AdminHeading, gatedSubmitClass } from './ui'

type Props = { category?: Category; onClose: () => void; onSaved: () => Promise<void> }

/** Add or edit: uploading waits for a name; submit looks enabled only with name and image. */
function CategoryForm({ category, onClose, onSaved }: Props) {
  const [name, setName] = useState(category?.name ?? '')
  const [image, setImage] = useState(category?.image ?? '')
  const [busy, setBusy] = useState(false)
  const ready = Boolean(name.trim()) && Boolean(image)

  const submit = async () => {
    if (!ready) return
    setBusy(true)
    try {
      const answer = category
        ? await updateCategory({ _id: category._id, name, image })
        : await addCategory({ name, image })
      void notify.success(answer.message)
      await onSaved()
      onClose()
    } catch (error) {
      void notify.failure(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal title={category ? 'Edit Category' : 'Add Category'} onClose={onClose}>
      <form
        className="space-y-4 p-5"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <label className="block space-y-1">
          <span className="text-sm font-medium text-stone-700">Name</span>
          <input
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="Enter category name"
            className={inputClass}
          />
        </label>
        <div className="space-y-2">
          <p className="text-sm font-medium text-stone-700">Image</p>
          <div className="flex items-center gap-4">
            {image ? (
              <ImagePreview src={image} alt={name || 'Category image'} />
            ) : (
              <div className="flex h-24 w-24 items-center justify-center rounded-md border border-dashed border-stone-300 text-xs text-stone-400">
                No image
              </div>
            )}
            <ImageUploadButton label="Upload Image" disabled={!name.trim()} onUploaded={setImage} />
          </div>
        </div>
        <button
          type="submit"
          aria-disabled={!ready}
          disabled={busy}
          className={gatedSubmitClass(ready)}
        >
          {busy ? MESSAGES.loading : category ? 'Update Category' : 'Add Category'}
        </button>
      </form>
    </Modal>
  )
}

/** '/dashboard/category': the categories as cards with Edit and Delete. */
export function CategoryAdminPage() {
  usePageMeta('Category')
  return (
    <AdminOnly>
      <CategoryAdmin />
    </AdminOnly>
  )
}

function CategoryAdmin() {
  const { allCategory, loading } = useCatalogue()
  const dispatch = useAppDispatch()
  const [editing, setEditing] = useState<Category | 'new' | null>(null)
  const [removing, setRemoving] = useState<Category | null>(null)
  const refetch = () => refreshCatalogue(dispatch)

  return (
    <section className="space-y-4">
      <AdminHeading title="Category">
        <button
          type="button"
          onClick={() => setEditing('new')}
          className={gatedSubmitClass(true, 'auto')}
        >
          Add Category
        </button>
      </AdminHeading>
      {loading ? (
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="aspect-[3/4] animate-pulse rounded-lg bg-stone-200" />
          ))}
        </div>
      ) : allCategory.length === 0 ? (
        <EmptyState message={MESSAGES.noDataShort} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6">
          {allCategory.map((category) => (
            <li
              key={category._id}
              className="flex flex-col rounded-lg border border-stone-200 bg-white p-2"
            >
              <img
                src={category.image}
                alt=""
                width={200}
                height={200}
                loading="lazy"
                className="aspect-square w-full rounded object-contain"
              />
              <p className="mt-2 truncate text-center text-sm font-medium">{category.name}</p>
              <div className="mt-2 grid grid-cols-2 gap-2">
                <button
                  type="button"
                  aria-label={`Edit ${category.name}`}
                  onClick={() => setEditing(category)}
                  className="rounded bg-green-100 py-1 text-xs font-medium text-green-800 hover:bg-green-200"
                >
                  Edit
                </button>
                <button
                  type="button"
                  aria-label={`Delete ${category.name}`}
                  onClick={() => setRemoving(category)}
                  className="rounded bg-red-100 py-1 text-xs font-medium text-red-700 hover:bg-red-200"
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <CategoryForm
          category={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={refetch}
        />
      )}
      {removing && (
        <ConfirmDialog
          title="Permanent Delete"
          message="Are you sure permanent delete ?"
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            try {
              const answer = await deleteCategory(removing._id)
              void notify.success(answer.message)
              setRemoving(null)
              await refetch()
            } catch (error) {
              void notify.failure(error)
            }
          }}
        />
      )}
    </section>
  )
}
