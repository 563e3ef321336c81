import { type ReactNode, useState } from 'react'
import { MESSAGES } from '@store/contract'
import { gatedSubmitClass } from '@/components/admin/ui'
import { Field, inputClass } from '@/components/form'
import { Modal } from '@/components/modal'
import { notify } from '@/lib/toast'
import { ImagePreview, ImageUploadButton } from './image-picker'

type NameImageFormProps = {
  title: string
  namePlaceholder: string
  initial?: { name: string; image: string }
  /** A category's upload waits for its name. */
  uploadNeedsName?: boolean
  /** Whatever else the form needs before it may be sent (a sub-category's categories). */
  complete?: boolean
  submitLabel: string
  save: (name: string, image: string) => Promise<{ message: string }>
  onSaved: () => Promise<void>
  onClose: () => void
  children?: ReactNode
}

/** The add/edit modal of a category or sub-category: a name, an image and a gated submit. */
export function NameImageForm({
  title,
  namePlaceholder,
  initial,
  uploadNeedsName = false,
  complete = true,
  submitLabel,
  save,
  onSaved,
  onClose,
  children,
}: NameImageFormProps) {
  const [name, setName] = useState(initial?.name ?? '')
  const [image, setImage] = useState(initial?.image ?? '')
  const [busy, setBusy] = useState(false)
  const ready = Boolean(name.trim()) && Boolean(image) && complete

  const submit = async () => {
    if (!ready) return
    setBusy(true)
    try {
      const answer = await save(name, image)
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
    <Modal title={title} onClose={onClose}>
      <form
        className="space-y-4 p-5"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <Field label="Name">
          <input
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder={namePlaceholder}
            className={inputClass}
          />
        </Field>
        <div className="space-y-2">
          <p className="text-sm font-medium text-stone-700">Image</p>
          <div className="flex items-center gap-4">
            {image ? (
              <ImagePreview src={image} alt={name || title} />
            ) : (
              <div className="flex h-24 w-24 items-center justify-center rounded-md border border-dashed border-stone-300 text-xs text-stone-400">
                No image
              </div>
            )}
            <ImageUploadButton
              label="Upload Image"
              disabled={uploadNeedsName && !name.trim()}
              onUploaded={setImage}
            />
          </div>
        </div>
        {children}
        <button
          type="submit"
          aria-disabled={!ready}
          disabled={busy}
          className={gatedSubmitClass(ready)}
        >
          {busy ? MESSAGES.loading : submitLabel}
        </button>
      </form>
    </Modal>
  )
}
