import { useState } from 'react'
import {
  MESSAGES,
  type Product,
  type ProductFieldsInput,
  ProductFieldsSchema,
  type Ref,
} from '@store/contract'
import { Modal } from '@/components/modal'
import { Field, inputClass } from '@/components/form'
import { useCatalogue } from '@/features/catalog/use-catalogue'
import { ChipsSelect } from './chips-select'
import { ImagePreview, ImageUploadButton } from './image-picker'
import { gatedSubmitClass } from './ui'

type Draft = {
  name: string
  description: string
  image: string[]
  category: Ref[]
  subCategory: Ref[]
  unit: string
  unitQuantity: string
  stock: string
  price: string
  discount: string
  sizes: string[]
  isNew: boolean
  more_details: Array<[string, string]>
}

export const emptyDraft = (): Draft => ({
  name: '',
  description: '',
  image: [],
  category: [],
  subCategory: [],
  unit: '',
  unitQuantity: '1',
  stock: '',
  price: '',
  discount: '0',
  sizes: [],
  isNew: false,
  more_details: [],
})

export const draftOf = (p: Product): Draft => ({
  name: p.name,
  description: p.description,
  image: p.image,
  category: p.category,
  subCategory: p.subCategory,
  unit: p.unit,
  unitQuantity: String(p.unitQuantity),
  stock: String(p.stock),
  price: String(p.price),
  discount: String(p.discount),
  sizes: p.sizes,
  isNew: p.isNew,
  more_details: Object.entries(p.more_details),
})

// An empty box is missing, not zero; anything else the schema judges.
const numberOf = (text: string): unknown => (text.trim() === '' ? undefined : Number(text))

const toFields = (d: Draft): ProductFieldsInput =>
  ({
    name: d.name,
    description: d.description,
    image: d.image,
    category: d.category,
    subCategory: d.subCategory,
    unit: d.unit,
    unitQuantity: numberOf(d.unitQuantity),
    stock: numberOf(d.stock),
    price: numberOf(d.price),
    discount: numberOf(d.discount),
    sizes: d.sizes,
    isNew: d.isNew,
    more_details: Object.fromEntries(d.more_details),
  }) as ProductFieldsInput

type Errors = Partial<Record<string, string>>

function validate(d: Draft): Errors {
  const result = ProductFieldsSchema.safeParse(toFields(d))
  if (result.success) return {}
  const errors: Errors = {}
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form')
    if (key === 'more_details') {
      // 'more_details value is required' reads better as 'Fabric is required'.
      const name = String(issue.path[1] ?? '')
      errors[`more_details.${name}`] ??= issue.message.replace(/^more_details value/, name)
    } else {
      errors[key] ??= issue.message
    }
  }
  return errors
}

function SizesInput({ sizes, onChange }: { sizes: string[]; onChange: (sizes: string[]) => void }) {
  const [text, setText] = useState('')
  const add = () => {
    const size = text.trim()
    if (size && !sizes.includes(size)) onChange([...sizes, size])
    setText('')
  }
  return (
    <div className="space-y-1">
      <Field label="Sizes">
        <span className="flex gap-2">
          <input
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                add()
              }
            }}
            placeholder="S, M, 32, 4-5Y..."
            className={inputClass}
          />
          <button
            type="button"
            onClick={add}
            className="whitespace-nowrap rounded-md border border-stone-300 px-3 text-sm font-medium hover:border-stone-500"
          >
            Add size
          </button>
        </span>
      </Field>
      {sizes.length > 0 && (
        <ul aria-label="Chosen sizes" className="flex flex-wrap gap-2 pt-1">
          {sizes.map((size) => (
            <li
              key={size}
              className="flex items-center gap-1 rounded-full bg-stone-100 py-0.5 pl-3 pr-1 text-sm"
            >
              {size}
              <button
                type="button"
                aria-label={`Remove size ${size}`}
                onClick={() => onChange(sizes.filter((s) => s !== size))}
                className="rounded-full px-1.5 hover:bg-stone-200"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-stone-500">Leave empty for a free-size product.</p>
    </div>
  )
}

function AddFieldDialog({
  onAdd,
  onClose,
}: {
  onAdd: (name: string) => void
  onClose: () => void
}) {
  const [name, setName] = useState('')
  return (
    <Modal title="Add Field" onClose={onClose}>
      <form
        className="space-y-4 p-5"
        onSubmit={(event) => {
          event.preventDefault()
          if (!name.trim()) return
          onAdd(name.trim())
          onClose()
        }}
      >
        <Field label="Field name">
          <input
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="e.g. Fabric"
            className={inputClass}
          />
        </Field>
        <button type="submit" className={gatedSubmitClass(Boolean(name.trim()))}>
          Add Field
        </button>
      </form>
    </Modal>
  )
}

type Props = {
  initial: Draft
  submitLabel: string
  onSubmit: (fields: ProductFieldsInput) => Promise<boolean>
}

/**
 * The product form of Upload Product and the Edit modal: every field the shop shows, images
 * uploaded one by one, categories and sub-categories as removable chips, and extra fields added
 * by name (each then required). It clears itself after a successful submit.
 */
export function ProductForm({ initial, submitLabel, onSubmit }: Props) {
  const { allCategory, allSubCategory } = useCatalogue()
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<Errors>({})
  const [addingField, setAddingField] = useState(false)
  const [busy, setBusy] = useState(false)
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }))
  const text = (key: 'name' | 'unit' | 'unitQuantity' | 'stock' | 'price' | 'discount') => ({
    value: draft[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
    className: inputClass,
  })

  const submit = async () => {
    const found = validate(draft)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    const saved = await onSubmit(toFields(draft))
    setBusy(false)
    if (saved) setDraft(emptyDraft())
  }

  return (
    <>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <Field label="Name" error={errors.name}>
          <input {...text('name')} placeholder="Enter product name" />
        </Field>
        <Field label="Description" error={errors.description}>
          <textarea
            value={draft.description}
            onChange={(event) => set('description', event.target.value)}
            rows={3}
            placeholder="Enter product description"
            className={inputClass}
          />
        </Field>
        <div className="space-y-2">
          <p className="text-sm font-medium text-stone-700">Image</p>
          <div className="flex flex-wrap items-center gap-3">
            {draft.image.map((url, i) => (
              <ImagePreview
                key={url}
                src={url}
                alt={`Image ${i + 1}`}
                onRemove={() =>
                  set(
                    'image',
                    draft.image.filter((u) => u !== url),
                  )
                }
              />
            ))}
            <ImageUploadButton
              label="Upload Image"
              onUploaded={(url) =>
                setDraft((d) => ({
                  ...d,
                  image: d.image.includes(url) ? d.image : [...d.image, url],
                }))
              }
            />
          </div>
          {errors.image && <p className="text-sm text-red-700">{errors.image}</p>}
        </div>
        <ChipsSelect
          label="Category"
          options={allCategory}
          value={draft.category}
          onChange={(value) => set('category', value)}
        />
        {errors.category && <p className="-mt-3 text-sm text-red-700">{errors.category}</p>}
        <ChipsSelect
          label="Sub Category"
          options={allSubCategory}
          value={draft.subCategory}
          onChange={(value) => set('subCategory', value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Unit" error={errors.unit}>
            <input {...text('unit')} placeholder="piece, set, pair..." />
          </Field>
          <Field label="Unit quantity" error={errors.unitQuantity}>
            <input {...text('unitQuantity')} inputMode="numeric" />
          </Field>
          <Field label="Number of Stock" error={errors.stock}>
            <input {...text('stock')} inputMode="numeric" placeholder="Enter stock" />
          </Field>
          <Field label="Price" error={errors.price}>
            <input {...text('price')} inputMode="decimal" placeholder="Enter price in rupees" />
          </Field>
          <Field label="Discount" error={errors.discount}>
            <input {...text('discount')} inputMode="numeric" placeholder="Percent off" />
          </Field>
          <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-stone-700">
            <input
              type="checkbox"
              checked={draft.isNew}
              onChange={(event) => set('isNew', event.target.checked)}
              className="h-4 w-4 accent-brand-600"
            />
            Show as New
          </label>
        </div>
        <SizesInput sizes={draft.sizes} onChange={(sizes) => set('sizes', sizes)} />
        {draft.more_details.map(([key, value], i) => (
          <div key={key} className="flex items-end gap-2">
            <div className="flex-1">
              <Field label={key} error={errors[`more_details.${key}`]}>
                <input
                  value={value}
                  required
                  onChange={(event) =>
                    set(
                      'more_details',
                      draft.more_details.map((entry, j) =>
                        j === i ? [key, event.target.value] : entry,
                      ),
                    )
                  }
                  className={inputClass}
                />
              </Field>
            </div>
            <button
              type="button"
              aria-label={`Remove field ${key}`}
              onClick={() =>
                set(
                  'more_details',
                  draft.more_details.filter((_, j) => j !== i),
                )
              }
              className="mb-1 rounded px-2 py-1.5 text-lg text-red-700 hover:bg-red-50"
            >
              ×
            </button>
          </div>
        ))}
        <div className="flex flex-wrap gap-3 pt-2">
          <button
            type="button"
            onClick={() => setAddingField(true)}
            className="rounded-md border border-brand-500 px-4 py-2.5 font-medium text-brand-700 hover:bg-brand-50"
          >
            Add Fields
          </button>
          <button
            type="submit"
            disabled={busy}
            className={`${gatedSubmitClass(true, 'auto')} flex-1`}
          >
            {busy ? MESSAGES.loading : submitLabel}
          </button>
        </div>
      </form>
      {addingField && (
        <AddFieldDialog
          onClose={() => setAddingField(false)}
          onAdd={(name) => {
            if (!draft.more_details.some(([key]) => key === name)) {
              set('more_details', [...draft.more_details, [name, '']])
            }
          }}
        />
      )}
    </>
  )
}
