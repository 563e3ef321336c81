import { imageVariant } from '@/lib/format'

type ProductImageProps = {
  src: string | undefined
  alt: string
  className?: string
  /** The first visible image of a page loads eagerly with high priority. */
  priority?: boolean
  sizes?: string
}

/** A square product image: small variant for cards, large on wide screens, lazy by default. */
export function ProductImage({
  src,
  alt,
  className = '',
  priority = false,
  sizes = '(min-width: 1024px) 16vw, (min-width: 768px) 25vw, 50vw',
}: ProductImageProps) {
  if (!src) {
    return <div className={`aspect-square bg-stone-100 ${className}`} role="img" aria-label={alt} />
  }
  return (
    <img
      src={imageVariant(src, 400)}
      srcSet={`${imageVariant(src, 400)} 400w, ${src} 800w`}
      sizes={sizes}
      alt={alt}
      width={400}
      height={400}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={`aspect-square w-full object-cover ${className}`}
    />
  )
}
