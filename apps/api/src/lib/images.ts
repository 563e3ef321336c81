import { createHash } from 'node:crypto'
import type { FileStorage } from './storage.js'

/** Widths every stored image is encoded at; the URL names the largest, `-<width>` the others. */
export const IMAGE_WIDTHS = [800, 400] as const
const MAX_INPUT_PIXELS = 40_000_000
/** What the store promises to take; sharp also reads SVG, PDF and more, which it must not. */
const RASTER_FORMATS = new Set<string | undefined>(['jpeg', 'png', 'webp', 'gif', 'heif'])

/** The bytes do not decode as a raster image the store takes; storage failures are not this. */
export class NotAnImageError extends Error {}

/** The image re-encoded to WebP at the store's widths, without metadata, largest first. */
async function encode(input: Buffer): Promise<Buffer[]> {
  // Loaded on first use: the image library's memory is only paid by servers that store images.
  const { default: sharp } = await import('sharp')
  try {
    const decoded = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    const { format } = await decoded.metadata()
    if (!RASTER_FORMATS.has(format)) throw new Error(`not a raster image: ${format}`)
    const source = decoded.rotate()
    return await Promise.all(
      IMAGE_WIDTHS.map((width) =>
        source
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78, effort: 4 })
          .toBuffer(),
      ),
    )
  } catch (error) {
    throw new NotAnImageError(error instanceof Error ? error.message : String(error))
  }
}

/**
 * Decodes an image (any format sharp reads), re-encodes it, stores it under a hash of its
 * content and answers the URL of the largest version.
 */
export async function storeImage(storage: FileStorage, input: Buffer): Promise<string> {
  const encoded = await encode(input)
  const hash = createHash('sha256')
    .update(encoded[0] as Buffer)
    .digest('hex')
    .slice(0, 24)
  const [largest, ...smaller] = encoded
  const url = await storage.put(`${hash}.webp`, largest as Buffer)
  await Promise.all(
    smaller.map((bytes, i) => storage.put(`${hash}-${IMAGE_WIDTHS[i + 1]}.webp`, bytes)),
  )
  return url
}
