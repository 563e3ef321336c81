import { useState } from 'react'
import { type PathValue, useForm, useWatch } from 'react-hook-form'
import {
  COLOUR_PALETTE,
  DECLARATION_FIELDS,
  DECLARATION_LABELS,
  MESSAGES,
  type ProductFieldsInput,
  type SubCategory,
} from '@store/contract'
import { Field, inputClass, draftFormOptions, problemsOf, rulesResolver } from '@/components/form'
import { useCatalogue } from '@/features/catalog'
import { useFetch } from '@/lib/use-fetch'
import { AddFieldDialog } from './add-field-dialog'
import { listSizeCharts } from './api'
import { ExtraFields } from './extra-fields'
import { GstPriceNote, effectiveHsn } from './gst-price-note'
import { type Draft, declarationErrors, emptyDraft, toFields, validate } from './product-draft'
import { ProductImages } from './product-images'
import { SizeChartSelect } from './size-chart-select'
import { StockGrid } from './stock-grid'
import { gatedSubmitClass, ChipsSelect } from '@/components/admin/ui'

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
  const { control, register, handleSubmit, setValue, getValues, reset, formState } = useForm<
    Draft,
    SubCategory[]
  >({
    defaultValues: initial,
    // The sub-categories' declaration defaults, as last loaded, judge the declarations.
    context: allSubCategory,
    resolver: rulesResolver((values: Draft, subs: SubCategory[] | undefined) => ({
      ...validate(values),
      ...declarationErrors(values, subs ?? []),
    })),
    ...draftFormOptions,
  })
  const draft = useWatch({ control, compute: (values: Draft) => values })
  const errors = problemsOf(formState.errors)
  const [addingField, setAddingField] = useState(false)
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setValue(key, value as PathValue<Draft, K>)
  const text = (key: 'name' | 'unit' | 'unitQuantity' | 'price' | 'discount' | 'hsnCode') => ({
    ...register(key),
    className: inputClass,
  })

  const submit = handleSubmit(async (values) => {
    if (await onSubmit(toFields(values))) reset(emptyDraft())
  })

  return (
    <>
      <form noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
        <Field label="Name" error={errors.name}>
          <input {...text('name')} placeholder="Enter product name" />
        </Field>
        <Field label="Description" error={errors.description}>
          <textarea
            {...register('description')}
            rows={3}
            placeholder="Enter product description"
            className={inputClass}
          />
        </Field>
        <ProductImages
          images={draft.image}
          error={errors.image}
          // Uploads may finish in any order; each adds to the latest list.
          onAdd={(url) => {
            const image = getValues('image')
            if (!image.includes(url)) set('image', [...image, url])
          }}
          onRemove={(url) =>
            set(
              'image',
              getValues('image').filter((u) => u !== url),
            )
          }
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
            <select {...register('colour')} className={inputClass}>
              <option value="">Not given</option>
              {COLOUR_PALETTE.map((colour) => (
                <option key={colour.name} value={colour.name}>
                  {colour.name}
                </option>
              ))}
            </select>
          </Field>
          <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-stone-700">
            <input type="checkbox" {...register('isNew')} className="h-4 w-4 accent-brand-600" />
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
        <Declarations draft={draft} register={register} errors={errors} subs={allSubCategory} />
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
            disabled={formState.isSubmitting}
            className={`${gatedSubmitClass(true, 'auto')} flex-1`}
          >
            {formState.isSubmitting ? MESSAGES.loading : submitLabel}
          </button>
        </div>
      </form>
      {addingField && (
        <AddFieldDialog
          onClose={() => setAddingField(false)}
          onAdd={(name) => {
            const fields = getValues('more_details')
            if (!fields.some(([key]) => key === name)) set('more_details', [...fields, [name, '']])
          }}
        />
      )}
    </>
  )
}

/**
 * What the legal metrology rules ask the product page to show; an empty box takes the first
 * sub-category's default, named in its placeholder (decision 076).
 */
function Declarations({
  draft,
  register,
  errors,
  subs,
}: {
  draft: Draft
  register: ReturnType<typeof useForm<Draft, SubCategory[]>>['register']
  errors: Partial<Record<string, string>>
  subs: SubCategory[]
}) {
  const defaults = draft.subCategory.map((ref) => subs.find((sub) => sub._id === ref._id))
  const fallback = (field: (typeof DECLARATION_FIELDS)[number]) =>
    defaults.find((sub) => sub?.declarations[field])?.declarations[field] ?? ''
  return (
    <fieldset className="space-y-3 rounded-md border border-stone-200 p-3">
      <legend className="px-1 text-sm font-semibold">Legal declarations</legend>
      <p className="text-xs text-stone-500">
        Shown under Product details, as the legal metrology rules require. Leave a box empty to use
        the sub-category&apos;s; MRP is the price before discount.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {DECLARATION_FIELDS.map((field) => (
          <Field
            key={field}
            label={DECLARATION_LABELS[field]}
            error={errors[`declarations.${field}`]}
          >
            <input
              {...register(`declarations.${field}`)}
              maxLength={300}
              placeholder={
                fallback(field) || (field === 'packer' || field === 'importer' ? 'None' : '')
              }
              className={inputClass}
            />
          </Field>
        ))}
        <Field label={DECLARATION_LABELS.netQuantity} error={errors['declarations.netQuantity']}>
          <input
            {...register('declarations.netQuantity')}
            maxLength={300}
            placeholder={`${draft.unitQuantity || '1'} N`}
            className={inputClass}
          />
        </Field>
      </div>
    </fieldset>
  )
}
