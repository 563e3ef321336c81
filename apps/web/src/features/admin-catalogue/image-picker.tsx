import { type ReactNode, useId, useState } from 'react'
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form'
import { type DeclarationField, MESSAGES, type Ref } from '@store/contract'
import { gatedSubmitClass, submitWhen } from '@/components/admin/ui'
import { Field, inputClass } from '@/components/form'
import { Modal } from '@/components/modal'
import { notify } from '@/lib/toast'
import { uploadImage } from './api'

type Props = {
  label: string
  /** Uploading stays off until the form can take an image (a category needs its name first). */
  disabled?: boolean
  onUploaded: (url: string) => void
}

/** A button that opens the file picker for image types, uploads the pick and says 'Loading...'. */
export function ImageUploadButton({ label, disabled = false, onUploaded }: Props) {
  const id = useId()
  const [busy, setBusy] = useState(false)
  return (
    <>
      <input
        id={id}
        type="file"
        accept="image/*"
        hidden
        disabled={disabled || busy}
        onChange={(event) => {
          const input = event.currentTarget
          const file = input.files?.[0]
          input.value = ''
          if (!file) return
          setBusy(true)
          uploadImage(file)
            .then(onUploaded, (error: unknown) => notify.failure(error))
            .finally(() => setBusy(false))
        }}
      />
      <label
        htmlFor={id}
        aria-disabled={disabled || busy}
        className={`inline-flex cursor-pointer items-center rounded-md border px-3 py-2 text-sm font-medium ${
          disabled || busy
            ? 'cursor-not-allowed border-stone-200 bg-stone-100 text-stone-400'
            : 'border-brand-500 text-brand-700 hover:bg-brand-50'
        }`}
      >
        {busy ? MESSAGES.loading : label}
      </label>
    </>
  )
}

/** A chosen picture, with a remove button when the form allows it. */
export function ImagePreview({
  src,
  alt,
  onRemove,
}: {
  src: string
  alt: string
  onRemove?: () => void
}) {
  return (
    <div className="relative h-24 w-24 overflow-hidden rounded-md border border-stone-200 bg-stone-50">
      <img src={src} alt={alt} width={96} height={96} className="h-full w-full object-contain" />
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${alt}`}
          className="absolute right-1 top-1 rounded-full bg-white/90 px-1.5 text-sm leading-5 text-red-700 shadow hover:bg-white"
        >
          ×
        </button>
      )}
    </div>
  )
}

/** A category's fields, and a sub-category's: its categories and the HSN code of its products. */
export type NameImageFields = {
  name: string
  image: string
  category: Ref[]
  hsn: string
  /** A sub-category's legal declaration defaults, as typed ('' for none). */
  declarations: Partial<Record<DeclarationField, string>>
}

type NameImageFormProps = {
  title: string
  namePlaceholder: string
  initial?: Partial<NameImageFields> | undefined
  /** A category's upload waits for its name. */
  uploadNeedsName?: boolean
  /** Whatever else the form needs before it may be sent (a sub-category's categories). */
  complete?: (fields: NameImageFields) => boolean
  submitLabel: string
  save: (fields: NameImageFields) => Promise<{ message: string }>
  onSaved: () => Promise<void>
  onClose: () => void
  /** More fields, drawn with the form's own controls and its values as typed. */
  children?: (form: UseFormReturn<NameImageFields>, fields: NameImageFields) => ReactNode
}

/** The add/edit modal of a category or sub-category: a name, an image and a gated submit. */
export function NameImageForm({
  title,
  namePlaceholder,
  initial,
  uploadNeedsName = false,
  complete = () => true,
  submitLabel,
  save,
  onSaved,
  onClose,
  children,
}: NameImageFormProps) {
  const form = useForm<NameImageFields>({
    defaultValues: {
      name: initial?.name ?? '',
      image: initial?.image ?? '',
      category: initial?.category ?? [],
      hsn: initial?.hsn ?? '',
      declarations: initial?.declarations ?? {},
    },
  })
  const { register, handleSubmit, setValue, formState } = form
  const fields = useWatch({ control: form.control, compute: (values: NameImageFields) => values })
  const ready = Boolean(fields.name.trim()) && Boolean(fields.image) && complete(fields)

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await save(values)
      void notify.success(answer.message)
      await onSaved()
      onClose()
    } catch (error) {
      void notify.failure(error)
    }
  })

  return (
    <Modal title={title} onClose={onClose}>
      <form className="space-y-4 p-5" onSubmit={submitWhen(ready, submit)}>
        <Field label="Name">
          <input {...register('name')} placeholder={namePlaceholder} className={inputClass} />
        </Field>
        <div className="space-y-2">
          <p className="text-sm font-medium text-stone-700">Image</p>
          <div className="flex items-center gap-4">
            {fields.image ? (
              <ImagePreview src={fields.image} alt={fields.name || title} />
            ) : (
              <div className="flex h-24 w-24 items-center justify-center rounded-md border border-dashed border-stone-300 text-xs text-stone-400">
                No image
              </div>
            )}
            <ImageUploadButton
              label="Upload Image"
              disabled={uploadNeedsName && !fields.name.trim()}
              onUploaded={(url) => setValue('image', url)}
            />
          </div>
        </div>
        {children?.(form, fields)}
        <button
          type="submit"
          aria-disabled={!ready}
          disabled={formState.isSubmitting}
          className={gatedSubmitClass(ready)}
        >
          {formState.isSubmitting ? MESSAGES.loading : submitLabel}
        </button>
      </form>
    </Modal>
  )
}
