import { env } from '@/config/env'

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
}

let tokenProvider: () => string | null = () => null

/** The store's session wiring tells the client where the bearer token lives. */
export function setTokenProvider(provider: () => string | null) {
  tokenProvider = provider
}

/** One client for every call: base path, bearer token, JSON, and the server's own error message. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' }
  const token = tokenProvider()
  if (token) headers.authorization = `Bearer ${token}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(env.apiBaseUrl + path, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  })
  const payload = (await response.json().catch(() => null)) as { message?: string } | null
  if (!response.ok) {
    throw new ApiError(payload?.message || `Request failed (${response.status})`, response.status)
  }
  return payload as T
}
