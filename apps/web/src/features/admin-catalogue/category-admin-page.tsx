import { useState } from 'react'
import { useDispatch } from 'react-redux'
import { type Category, MESSAGES } from '@store/contract'
import { EmptyState } from '@/components/empty-state'
import { refreshCatalogue, useCatalogue } from '@/features/catalog'
import { usePageMeta } from '@/lib/page-meta'
import { addCategory, deleteCategory, updateCategory } from './api'
import {
  AdminOnly,
  AdminHeading,
  EditDeleteButtons,
  gatedSubmitClass,
  PermanentDelete,
} from '@/components/admin/ui'
import { NameImageForm } from './image-picker'

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
  const dispatch = useDispatch()
  const [editing, setEditing] = useState<Category | 'new' | null>(null)
  const [removing, setRemoving] = useState<Category | null>(null)
  const refetch = () => refreshCatalogue(dispatch)
  const edited = editing === 'new' ? undefined : (editing ?? undefined)

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
              <EditDeleteButtons
                name={category.name}
                onEdit={() => setEditing(category)}
                onDelete={() => setRemoving(category)}
                className="mt-2 grid grid-cols-2 gap-2"
              />
            </li>
          ))}
        </ul>
      )}
      {editing && (
        // Uploading waits for a name; submit looks enabled only with name and image.
        <NameImageForm
          title={edited ? 'Edit Category' : 'Add Category'}
          namePlaceholder="Enter category name"
          initial={edited}
          uploadNeedsName
          submitLabel={edited ? 'Update Category' : 'Add Category'}
          save={({ name, image }) =>
            edited ? updateCategory({ _id: edited._id, name, image }) : addCategory({ name, image })
          }
          onSaved={refetch}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <PermanentDelete
          message="Are you sure permanent delete ?"
          remove={() => deleteCategory(removing._id)}
          onDone={refetch}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  )
}
