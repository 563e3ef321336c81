import type { FastifyError, FastifyInstance } from 'fastify'
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

function classify(error: FastifyError | AppError | Error) {
  if (error instanceof AppError) return reply4xx(error.statusCode, error.code, error.message)
  if (hasZodFastifySchemaValidationErrors(error)) {
    const message = describeValidation(error.validation, error.validationContext ?? 'request')
    return reply4xx(400, 'VALIDATION_FAILED', message)
  }
  const statusCode = 'statusCode' in error ? error.statusCode : undefined
  if (statusCode && statusCode >= 400 && statusCode < 500)
    return reply4xx(statusCode, codeOfStatus(statusCode), error.message)
  return null
}

export default fp(
  (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      const known = classify(error)
      if (known) {
        if (known.statusCode !== 401 && known.statusCode !== 404) {
          request.log.info(
            { statusCode: known.statusCode, message: known.body.message },
            'request refused',
          )
        }
        return reply.code(known.statusCode).send(known.body)
      }
      request.log.error({ err: error }, 'request failed')
      return reply.code(500).send({
        success: false,
        error: true,
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong, please try again later.',
      })
    })
  },
  { name: 'error-handler' },
)
