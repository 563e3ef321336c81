import { useState } from 'react'
import { ProductImage } from '@/components/product-image'

/** The main image with thumbnails to switch it. The first image loads eagerly. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0)
  const current = images[index] ?? images[0]
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-xl border border-stone-200 bg-white">
        <ProductImage src={current} alt={name} priority sizes="(min-width: 768px) 45vw, 100vw" />
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2" aria-label="Product images">
          {images.map((image, i) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1}`}
                aria-pressed={i === index}
                className={`block w-16 overflow-hidden rounded-md border-2 ${i === index ? 'border-brand-600' : 'border-transparent'}`}
              >
                <ProductImage src={image} alt="" sizes="64px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
