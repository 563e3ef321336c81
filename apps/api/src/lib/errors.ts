import type { ErrorCode } from '@store/contract'

export type { ErrorCode }

/** An expected failure: its status, its stable code and its message go to the caller as they are. */
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

export const badRequest = (message: string, code: ErrorCode = 'BAD_REQUEST') =>
  new AppError(400, code, message)
export const unauthorized = (message = 'Please Login', code: ErrorCode = 'UNAUTHORIZED') =>
  new AppError(401, code, message)
export const forbidden = (message = 'Do not have permission', code: ErrorCode = 'FORBIDDEN') =>
  new AppError(403, code, message)
export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message)
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') =>
  new AppError(409, code, message)

export const badGateway = (message: string) => new AppError(502, 'BAD_GATEWAY', message)

/** The generic code of a status, for failures raised outside the store's own code. */
export function codeOfStatus(statusCode: number): ErrorCode {
  const codes: Record<number, ErrorCode> = {
    400: 'BAD_REQUEST',
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    409: 'CONFLICT',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    414: 'URI_TOO_LONG',
    431: 'HEADERS_TOO_LARGE',
    429: 'TOO_MANY_REQUESTS',
    502: 'BAD_GATEWAY',
  }
  return codes[statusCode] ?? (statusCode >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST')
}
