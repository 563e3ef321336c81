import type { Envelope, Paged } from '@store/contract'

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
