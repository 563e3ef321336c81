import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError, type ErrorCode, codeOfStatus } from '../lib/errors.js'

type Issue = { instancePath: string; message?: string | undefined }

/** "body/page: ..." -> "page must be at least 1": the field is named once, first. */
function describeValidation(issues: Issue[], context: string): string {
  const [issue] = issues
  if (!issue) return 'Invalid request'
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context
  const message = issue.message ?? 'is invalid'
  return message.startsWith(field) ? message : `${field}: ${message}`
}

const reply4xx = (statusCode: number, code: ErrorCode, message: string) => ({
  statusCode,
  body: { success: false as const, error: true as const, code, message },
})

/** Framework messages that echo the caller's input back or say little, in the store's words. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not a valid URL',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here',
}

function classify(error: FastifyError | AppError | Error) {
  if (error instanceof AppError) return reply4xx(error.statusCode, error.code, error.message)
  if (hasZodFastifySchemaValidationErrors(error)) {
    const message = describeValidation(error.validation, error.validationContext ?? 'request')
    return reply4xx(400, 'VALIDATION_FAILED', message)
  }
  const statusCode = 'statusCode' in error ? error.statusCode : undefined
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    const code = 'code' in error ? error.code : ''
    return reply4xx(statusCode, codeOfStatus(statusCode), FRAMEWORK_MESSAGES[code] ?? error.message)
  }
  return null
}

/** Every failure's answer: the envelope with the failure's status, or a generic 500. */
export function sendError(
  error: FastifyError | AppError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = classify(error)
  if (known) {
    if (known.statusCode !== 401 && known.statusCode !== 404) {
      request.log.info(
        { statusCode: known.statusCode, message: known.body.message },
        'request refused',
      )
    }
    reply.code(known.statusCode).send(known.body)
    return
  }
  request.log.error({ err: error }, 'request failed')
  reply.code(500).send({
    success: false,
    error: true,
    code: 'INTERNAL_ERROR',
    message: 'Something went wrong, please try again later.',
  })
}

/**
 * Failures Node's HTTP parser meets before Fastify sees a request (headers too large, a broken
 * request line): answered on the socket, still in the envelope, then the connection is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, reason, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          'Request Header Fields Too Large',
          'HEADERS_TOO_LARGE',
          'Request headers are too large',
        ]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'BAD_REQUEST', 'The request took too long to arrive']
        : [400, 'Bad Request', 'BAD_REQUEST', 'The request is not valid HTTP']
  const body = JSON.stringify({ success: false, error: true, code, message })
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}

export default fp(
  (app: FastifyInstance) => {
    app.setErrorHandler(sendError)
  },
  { name: 'error-handler' },
)
