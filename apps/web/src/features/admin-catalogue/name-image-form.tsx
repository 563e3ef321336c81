import type { ReactNode } from 'react'
import { type UseFormReturn, useForm } from 'react-hook-form'
import { MESSAGES, type Ref } from '@store/contract'
import { gatedSubmitClass } from '@/components/admin/ui'
import { Field, inputClass } from '@/components/form'
import { Modal } from '@/components/modal'
import { useFormValues } from '@/lib/form-rules'
import { notify } from '@/lib/toast'
import { ImagePreview, ImageUploadButton } from './image-picker'

/** A category's fields, and a sub-category's: its categories and the HSN code of its products. */
export type NameImageFields = { name: string; image: string; category: Ref[]; hsn: string }

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
  /** More fields, drawn with the form's own controls. */
  children?: (form: UseFormReturn<NameImageFields>) => ReactNode
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
    },
  })
  const { register, handleSubmit, setValue, formState } = form
  const fields = useFormValues(form.control)
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
      <form
        className="space-y-4 p-5"
        onSubmit={(event) => {
          // A form that is not ready sends nothing and says nothing.
          if (ready) void submit(event)
          else event.preventDefault()
        }}
      >
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
        {children?.(form)}
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
