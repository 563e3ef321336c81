import { ImagePreview, ImageUploadButton } from './image-picker'

type Props = {
  images: string[]
  error: string | undefined
  onAdd: (url: string) => void
  onRemove: (url: string) => void
}

/** The product's pictures in order, each removable, and an upload button for one more. */
export function ProductImages({ images, error, onAdd, onRemove }: Props) {
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-stone-700">Image</p>
      <div className="flex flex-wrap items-center gap-3">
        {images.map((url, i) => (
          <ImagePreview key={url} src={url} alt={`Image ${i + 1}`} onRemove={() => onRemove(url)} />
        ))}
        <ImageUploadButton label="Upload Image" onUploaded={onAdd} />
      </div>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </div>
  )
}
