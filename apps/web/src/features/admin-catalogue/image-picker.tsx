import { useId, useState } from 'react'
import { MESSAGES } from '@store/contract'
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
