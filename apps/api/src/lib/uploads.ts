import type { FastifyRequest } from 'fastify'
import { AppError, badRequest } from './errors.js'
import { storeImage } from './images.js'
import type { FileStorage } from './storage.js'

/**
 * Reads the one file of a multipart request from `field` and stores it as the store's WebP
 * images. It must decode as an image: a name or declared type proves nothing. Over the size limit
 * the multipart plugin answers 413.
 */
export async function receiveImage(
  request: FastifyRequest,
  field: string,
  storage: FileStorage,
): Promise<string> {
  const file = await request.file()
  if (!file || file.fieldname !== field) throw badRequest(`${field} is required`)
  const bytes = await file.toBuffer()
  if (bytes.length === 0) throw badRequest(`${field} is empty`)
  return storeImage(storage, bytes).catch((error: unknown) => {
    request.log.info({ err: error }, 'upload is not a readable image')
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `${field} must be an image (JPEG, PNG, WebP, GIF or AVIF)`,
    )
  })
}
