import { useState } from 'react'
import { COLOUR_PALETTE, MESSAGES, type ProductFieldsInput } from '@store/contract'
import { Field, inputClass } from '@/components/form'
import { useCatalogue } from '@/features/catalog'
import { useFetch } from '@/lib/use-fetch'
import { AddFieldDialog } from './add-field-dialog'
import { listSizeCharts } from './api'
import { ChipsSelect } from '@/components/admin/chips-select'
import { ExtraFields } from './extra-fields'
import { GstPriceNote, effectiveHsn } from './gst-price-note'
import { type Draft, type Errors, emptyDraft, toFields, validate } from './product-draft'
import { ProductImages } from './product-images'
import { SizeChartSelect } from './size-chart-select'
import { StockGrid } from './stock-grid'
import { gatedSubmitClass } from '@/components/admin/ui'

type Props = {
  initial: Draft
  submitLabel: string
  onSubmit: (fields: ProductFieldsInput) => Promise<boolean>
}

/**
 * The product form of Upload Product and the Edit modal: every field the shop shows, images
 * uploaded one by one, categories and sub-categories as removable chips, stock per size, a size
 * chart, and extra fields added by name (each then required). It clears itself after a
 * successful submit.
 */
export function ProductForm({ initial, submitLabel, onSubmit }: Props) {
  const { allCategory, allSubCategory } = useCatalogue()
  const charts = useFetch('size-charts', listSizeCharts).data ?? []
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<Errors>({})
  const [addingField, setAddingField] = useState(false)
  const [busy, setBusy] = useState(false)
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }))
  const text = (key: 'name' | 'unit' | 'unitQuantity' | 'price' | 'discount' | 'hsnCode') => ({
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
        <ProductImages
          images={draft.image}
          error={errors.image}
          // Uploads may finish in any order; each adds to the latest list.
          onAdd={(url) =>
            setDraft((d) => ({ ...d, image: d.image.includes(url) ? d.image : [...d.image, url] }))
          }
          onRemove={(url) => setDraft((d) => ({ ...d, image: d.image.filter((u) => u !== url) }))}
        />
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
          <Field label="Price" error={errors.price}>
            <input {...text('price')} inputMode="decimal" placeholder="Enter price in rupees" />
          </Field>
          <Field label="Discount" error={errors.discount}>
            <input {...text('discount')} inputMode="numeric" placeholder="Percent off" />
          </Field>
          <div className="sm:col-span-2">
            <GstPriceNote
              hsn={effectiveHsn(draft.hsnCode, draft.subCategory, allSubCategory)}
              price={draft.price}
              discount={draft.discount}
            />
          </div>
          <Field label="HSN code (empty: the sub-category's)" error={errors.hsnCode}>
            <input {...text('hsnCode')} inputMode="numeric" maxLength={8} placeholder="e.g. 6109" />
          </Field>
          <Field label="Colour" error={errors.colour}>
            <select
              value={draft.colour}
              onChange={(event) => set('colour', event.target.value)}
              className={inputClass}
            >
              <option value="">Not given</option>
              {COLOUR_PALETTE.map((colour) => (
                <option key={colour.name} value={colour.name}>
                  {colour.name}
                </option>
              ))}
            </select>
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
          <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-stone-700">
            <input
              type="checkbox"
              checked={!draft.returnable}
              onChange={(event) => set('returnable', !event.target.checked)}
              className="h-4 w-4 accent-brand-600"
            />
            Not returnable (personalised, innerwear)
          </label>
        </div>
        <StockGrid
          variants={draft.variants}
          errors={errors}
          onChange={(variants) => set('variants', variants)}
        />
        <SizeChartSelect
          charts={charts}
          subCategory={draft.subCategory}
          value={draft.sizeChartId}
          onChange={(sizeChartId) => set('sizeChartId', sizeChartId)}
        />
        <ExtraFields
          fields={draft.more_details}
          errors={errors}
          onChange={(fields) => set('more_details', fields)}
        />
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
