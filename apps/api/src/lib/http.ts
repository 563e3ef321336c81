import { type Envelope, ErrorBodySchema, type Paged } from '@store/contract'

export function ok<T>(data: T, message = ''): Envelope<T> {
  return { success: true, error: false, message, data }
}

export function paged<T>(
  items: T[],
  { page, limit, total }: { page: number; limit: number; total: number },
  message = '',
): Paged<T> {
  return {
    success: true,
    error: false,
    message,
    data: items,
    page,
    totalCount: total,
    totalNoPage: Math.ceil(total / limit),
  }
}

/** An answer that carries only a message. */
export function done(message: string) {
  return { success: true as const, error: false as const, message }
}

/** The envelope around fields the specification names at the top level (`orders`, `token` ...). */
export function answer<T extends object>(fields: T, message = '') {
  return { ...done(message), ...fields }
}

/** The error answers a route documents: the envelope of DESIGN section 3 under each status. */
export function errorReplies<S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as Record<
    S,
    typeof ErrorBodySchema
  >
}
