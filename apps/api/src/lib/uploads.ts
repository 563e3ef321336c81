import type { FastifyRequest } from 'fastify'
import { AppError, badRequest } from './errors.js'
import { NotAnImageError, storeImage } from './images.js'
import type { FileStorage } from './storage.js'

/** What the multipart plugin may hold in a request: one file, nothing beside it. */
export const UPLOAD_LIMITS = { files: 1, fields: 0, parts: 1 } as const

const notAnImage = (field: string) =>
  new AppError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    `${field} must be an image (JPEG, PNG, WebP, GIF or AVIF)`,
  )

/** The multipart plugin's and its parser's failures, as the caller's mistake they are. */
function uploadError(error: unknown, field: string): Error {
  const code = (error as { code?: string }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE') return error as Error
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return badRequest(`Send exactly one file, in the field ${field}, and nothing else`)
  }
  return badRequest(`The multipart body is malformed or incomplete (field ${field})`)
}

/**
 * Reads the one file of a multipart request from `field`. Every part is read, so a second file
 * or any other field is refused rather than silently ignored.
 */
export async function receiveFile(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send ${field} as multipart/form-data`)
  }
  let bytes: Buffer | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== field) {
        throw badRequest(`Send exactly one file, in the field ${field}, and nothing else`)
      }
      bytes = await part.toBuffer()
    }
  } catch (error) {
    throw error instanceof AppError ? error : uploadError(error, field)
  }
  if (!bytes) throw badRequest(`${field} is required`)
  if (bytes.length === 0) throw badRequest(`${field} is empty`)
  return bytes
}

/**
 * Reads the one file of a multipart request from `field` and stores it as the store's WebP
 * images. It must decode as a raster image: a name or declared type proves nothing.
 */
export async function receiveImage(
  request: FastifyRequest,
  field: string,
  storage: FileStorage,
): Promise<string> {
  const bytes = await receiveFile(request, field)
  return storeImage(storage, bytes).catch((error: unknown) => {
    if (!(error instanceof NotAnImageError)) throw error
    request.log.info({ err: error }, 'upload is not a readable image')
    throw notAnImage(field)
  })
}
