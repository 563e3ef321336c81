import { useState } from 'react'
import { MESSAGES, type Ref, type SubCategory } from '@store/contract'
import { useAppDispatch } from '@/app/hooks'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { EmptyState } from '@/components/empty-state'
import { Modal } from '@/components/modal'
import { inputClass } from '@/features/account/auth-card'
import { refreshCatalogue, useCatalogue } from '@/features/catalog/use-catalogue'
import { usePageMeta } from '@/lib/page-meta'
import { notify } from '@/lib/toast'
import { AdminOnly } from './admin-only'
import { createSubCategory, deleteSubCategory, updateSubCategory } from './api'
import { ChipsSelect } from './chips-select'
import { ImagePreview, ImageUploadButton } from './image-picker'
import { AdminHeading, gatedSubmitClass } from './ui'

type FormProps = { subCategory?: SubCategory; onClose: () => void; onSaved: () => Promise<void> }

/** Add or edit: submit looks enabled only with a name, an image and at least one category. */
function SubCategoryForm({ subCategory, onClose, onSaved }: FormProps) {
  const { allCategory } = useCatalogue()
  const [name, setName] = useState(subCategory?.name ?? '')
  const [image, setImage] = useState(subCategory?.image ?? '')
  const [category, setCategory] = useState<Ref[]>(subCategory?.category ?? [])
  const [busy, setBusy] = useState(false)
  const ready = Boolean(name.trim()) && Boolean(image) && category.length > 0

  const submit = async () => {
    if (!ready) return
    setBusy(true)
    try {
      const body = { name, image, category }
      const answer = subCategory
        ? await updateSubCategory({ ...body, _id: subCategory._id })
        : await createSubCategory(body)
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
    <Modal title={subCategory ? 'Edit Sub Category' : 'Add Sub Category'} onClose={onClose}>
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
            placeholder="Enter sub category name"
            className={inputClass}
          />
        </label>
        <div className="space-y-2">
          <p className="text-sm font-medium text-stone-700">Image</p>
          <div className="flex items-center gap-4">
            {image ? (
              <ImagePreview src={image} alt={name || 'Sub category image'} />
            ) : (
              <div className="flex h-24 w-24 items-center justify-center rounded-md border border-dashed border-stone-300 text-xs text-stone-400">
                No image
              </div>
            )}
            <ImageUploadButton label="Upload Image" onUploaded={setImage} />
          </div>
        </div>
        <ChipsSelect
          label="Category"
          options={allCategory}
          value={category}
          onChange={setCategory}
        />
        <button
          type="submit"
          aria-disabled={!ready}
          disabled={busy}
          className={gatedSubmitClass(ready)}
        >
          {busy ? MESSAGES.loading : 'Submit'}
        </button>
      </form>
    </Modal>
  )
}

/** '/dashboard/subcategory': a table of sub-categories with their categories. */
export function SubCategoryAdminPage() {
  usePageMeta('Sub Category')
  return (
    <AdminOnly>
      <SubCategoryAdmin />
    </AdminOnly>
  )
}

function SubCategoryAdmin() {
  const { allSubCategory, loading } = useCatalogue()
  const dispatch = useAppDispatch()
  const [editing, setEditing] = useState<SubCategory | 'new' | null>(null)
  const [removing, setRemoving] = useState<SubCategory | null>(null)
  const [preview, setPreview] = useState<SubCategory | null>(null)
  const refetch = () => refreshCatalogue(dispatch)

  return (
    <section className="space-y-4">
      <AdminHeading title="Sub Category">
        <button
          type="button"
          onClick={() => setEditing('new')}
          className={gatedSubmitClass(true, 'auto')}
        >
          Add Sub Category
        </button>
      </AdminHeading>
      {loading ? (
        <div className="h-64 animate-pulse rounded-lg bg-stone-200" />
      ) : allSubCategory.length === 0 ? (
        <EmptyState message={MESSAGES.noDataShort} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
          <table className="w-full min-w-[560px] text-left text-sm">
            <thead className="bg-stone-100 text-stone-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Sr. No
                </th>
                <th scope="col" className="px-3 py-2">
                  Name
                </th>
                <th scope="col" className="px-3 py-2">
                  Image
                </th>
                <th scope="col" className="px-3 py-2">
                  Category
                </th>
                <th scope="col" className="px-3 py-2">
                  Action
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {allSubCategory.map((sub, i) => (
                <tr key={sub._id}>
                  <td className="px-3 py-2">{i + 1}</td>
                  <td className="px-3 py-2 font-medium">{sub.name}</td>
                  <td className="px-3 py-2">
                    <button
                      type="button"
                      aria-label={`View image of ${sub.name}`}
                      onClick={() => setPreview(sub)}
                    >
                      <img
                        src={sub.image}
                        alt=""
                        width={40}
                        height={40}
                        loading="lazy"
                        className="h-10 w-10 object-contain"
                      />
                    </button>
                  </td>
                  <td className="px-3 py-2">
                    <ul className="flex flex-wrap gap-1">
                      {sub.category.map((c) => (
                        <li key={c._id} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs">
                          {c.name}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex gap-2">
                      <button
                        type="button"
                        aria-label={`Edit ${sub.name}`}
                        onClick={() => setEditing(sub)}
                        className="rounded bg-green-100 px-2 py-1 text-xs font-medium text-green-800 hover:bg-green-200"
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        aria-label={`Delete ${sub.name}`}
                        onClick={() => setRemoving(sub)}
                        className="rounded bg-red-100 px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-200"
                      >
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <SubCategoryForm
          subCategory={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={refetch}
        />
      )}
      {preview && (
        <div
          role="dialog"
          aria-modal="true"
          aria-label={`Image of ${preview.name}`}
          onClick={() => setPreview(null)}
          className="fixed inset-0 z-50 flex items-center justify-center bg-black/80 p-4"
        >
          <img
            src={preview.image}
            alt={preview.name}
            className="max-h-full max-w-full object-contain"
          />
          <button
            type="button"
            aria-label="Close"
            onClick={() => setPreview(null)}
            className="absolute right-4 top-3 text-3xl text-white"
          >
            ×
          </button>
        </div>
      )}
      {removing && (
        <ConfirmDialog
          title="Permanent Delete"
          message="Are you sure permanent delete ?"
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            try {
              const answer = await deleteSubCategory(removing._id)
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
