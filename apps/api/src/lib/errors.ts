export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'OUT_OF_STOCK'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'BAD_GATEWAY'

/** An expected failure: its message is shown to the caller as it is. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const badRequest = (message: string) => new AppError(400, 'BAD_REQUEST', message)
export const unauthorized = (message = 'Please Login') => new AppError(401, 'UNAUTHORIZED', message)
export const forbidden = (message = 'Do not have permission') =>
  new AppError(403, 'FORBIDDEN', message)
export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message)
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') =>
  new AppError(409, code, message)
