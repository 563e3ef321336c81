import { useState } from 'react'
import { useDispatch } from 'react-redux'
import {
  DECLARATION_FIELDS,
  DECLARATION_LABELS,
  HSN_PATTERN,
  MESSAGES,
  type SubCategory,
} from '@store/contract'
import { EmptyState } from '@/components/empty-state'
import { Field, inputClass } from '@/components/form'
import { refreshCatalogue, useCatalogue } from '@/features/catalog'
import { usePageMeta } from '@/lib/page-meta'
import { createSubCategory, deleteSubCategory, updateSubCategory } from './api'
import {
  AdminOnly,
  AdminHeading,
  EditDeleteButtons,
  RefChips,
  gatedSubmitClass,
  PermanentDelete,
  TableHead,
  ChipsSelect,
} from '@/components/admin/ui'
import { NameImageForm } from './image-picker'

type FormProps = { subCategory?: SubCategory; onClose: () => void; onSaved: () => Promise<void> }

/** The HSN code as typed: empty takes none; anything else must be 4, 6 or 8 digits. */
const hsnCodeOf = (hsn: string) => hsn.trim() || null
const hsnValid = (hsn: string) => {
  const code = hsnCodeOf(hsn)
  return code === null || HSN_PATTERN.test(code)
}

/** Add or edit: submit looks enabled only with a name, an image and at least one category. */
function SubCategoryForm({ subCategory, onClose, onSaved }: FormProps) {
  const { allCategory } = useCatalogue()
  return (
    <NameImageForm
      title={subCategory ? 'Edit Sub Category' : 'Add Sub Category'}
      namePlaceholder="Enter sub category name"
      initial={
        subCategory && {
          ...subCategory,
          hsn: subCategory.hsnCode ?? '',
          declarations: Object.fromEntries(
            DECLARATION_FIELDS.map((field) => [field, subCategory.declarations[field] ?? '']),
          ),
        }
      }
      complete={(fields) => fields.category.length > 0 && hsnValid(fields.hsn)}
      submitLabel="Submit"
      save={({ name, image, category, hsn, declarations: typed }) => {
        const hsnCode = hsnCodeOf(hsn)
        const declarations = Object.fromEntries(
          DECLARATION_FIELDS.map((field) => [field, typed[field]?.trim() || null]),
        )
        const body = { name, image, category, hsnCode, declarations }
        return subCategory
          ? updateSubCategory({ _id: subCategory._id, ...body })
          : createSubCategory(body)
      }}
      onSaved={onSaved}
      onClose={onClose}
    >
      {({ register, setValue }, { category, hsn }) => (
        <>
          <ChipsSelect
            label="Category"
            options={allCategory}
            value={category}
            onChange={(picked) => setValue('category', picked)}
          />
          <Field
            label="HSN code of its products"
            error={hsnValid(hsn) ? undefined : 'HSN code must be 4, 6 or 8 digits'}
          >
            <input
              {...register('hsn')}
              inputMode="numeric"
              maxLength={8}
              placeholder="e.g. 6109"
              className={inputClass}
            />
          </Field>
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold">Legal declarations of its products</legend>
            {DECLARATION_FIELDS.map((field) => (
              <Field key={field} label={DECLARATION_LABELS[field]}>
                <input
                  {...register(`declarations.${field}`)}
                  maxLength={300}
                  className={inputClass}
                />
              </Field>
            ))}
          </fieldset>
        </>
      )}
    </NameImageForm>
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
  const dispatch = useDispatch()
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
            <TableHead columns={['Sr. No', 'Name', 'Image', 'Category', 'Action']} />
            <tbody className="divide-y divide-stone-100">
              {allSubCategory.map((sub, i) => (
                <tr key={sub._id}>
                  <td className="px-3 py-2">{i + 1}</td>
                  <td className="px-3 py-2 font-medium">
                    {sub.name}
                    {sub.hsnCode && (
                      <span className="block text-xs font-normal text-stone-500">
                        HSN {sub.hsnCode}
                      </span>
                    )}
                  </td>
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
                    <RefChips refs={sub.category} />
                  </td>
                  <td className="px-3 py-2">
                    <EditDeleteButtons
                      name={sub.name}
                      onEdit={() => setEditing(sub)}
                      onDelete={() => setRemoving(sub)}
                    />
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
        <PermanentDelete
          message="Are you sure permanent delete ?"
          remove={() => deleteSubCategory(removing._id)}
          onDone={refetch}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  )
}
