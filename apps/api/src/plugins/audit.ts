import type { AuditAction } from '@store/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Tags an admin route whose calls the audit log records (decision 078). */
    audit?: AuditAction
  }
}

type Options = {
  record: (call: {
    adminId: number
    action: string
    record: string | null
    method: string
    path: string
    status: number
    ip: string
  }) => Promise<void>
}

/** The record a call names: its path parameters, `orderId=12`, or null for a list. */
function recordOf(request: FastifyRequest): string | null {
  const params = Object.entries((request.params ?? {}) as Record<string, unknown>)
  return params.length > 0
    ? params.map(([name, value]) => `${name}=${String(value)}`).join(',')
    : null
}

/**
 * Writes an audit entry for every call an admin makes to a route tagged `config: { audit }`,
 * before the answer leaves: a failure to record it fails the call rather than letting an
 * unrecorded read through. A shopper calling a tagged route (her own invoice) is not recorded.
 */
export default fp<Options>(
  async (app: FastifyInstance, { record }) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const action = request.routeOptions.config.audit
      if (!action || request.user?.role !== 'ADMIN') return payload
      // An admin reading her own account (every page load) is not a shopper's data.
      const params = (request.params ?? {}) as Record<string, unknown>
      if (params.userId === String(request.user.id)) return payload
      await record({
        adminId: request.user.id,
        action,
        record: recordOf(request),
        method: request.method,
        path: request.url.split('?')[0] ?? request.url,
        status: reply.statusCode,
        ip: request.ip,
      })
      return payload
    })
  },
  { name: 'audit', dependencies: ['auth'] },
)
