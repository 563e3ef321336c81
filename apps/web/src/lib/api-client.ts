import type { ErrorCode } from '@store/contract'
import { env } from '@/config/env'

/** A refused call: the server's message for people, and its code for the code to branch on. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | null,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** The error a refused answer carries. */
export async function refusal(response: Response): Promise<ApiError> {
  const payload = (await response.json().catch(() => null)) as {
    message?: string
    code?: ErrorCode
  } | null
  return new ApiError(
    payload?.message || `Request failed (${response.status})`,
    response.status,
    payload?.code ?? null,
  )
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
  headers?: Record<string, string>
}

export type Session = {
  accessToken: () => string | null
  refreshToken: () => string | null
  refreshed: (tokens: { accessToken: string; refreshToken: string }) => void
  expired: () => void
}

let session: Session = {
  accessToken: () => null,
  refreshToken: () => null,
  refreshed: () => {},
  expired: () => {},
}

/** The store tells the client where the tokens live and what to do when they change. */
export function connectSession(next: Session) {
  session = next
}

let transport: typeof fetch = (input, init) => fetch(input, init)

/** The server's renders reach the API through the store itself instead of the network. */
export function connectTransport(next: typeof fetch) {
  transport = next
}

async function send(path: string, options: RequestOptions, token: string | null) {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
  if (token) headers.authorization = `Bearer ${token}`
  const isForm = options.body instanceof FormData
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json'
  return transport(env.apiBaseUrl + path, {
    method: options.method ?? 'GET',
    headers,
    body:
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
    signal: options.signal,
  })
}

// Concurrent 401s share one refresh.
let refreshing: Promise<string | null> | null = null

function refreshAccessToken(): Promise<string | null> {
  const refreshToken = session.refreshToken()
  if (!refreshToken) return Promise.resolve(null)
  refreshing ??= send('/user/refresh-token', { method: 'POST', body: { refreshToken } }, null)
    .then(async (response) => {
      if (!response.ok) return null
      const { data } = (await response.json()) as {
        data: { accessToken: string; refreshToken: string }
      }
      session.refreshed(data)
      return data.accessToken
    })
    .catch(() => null)
    .finally(() => {
      refreshing = null
    })
  return refreshing
}

/** Sends a call with the session's token; on a 401 it refreshes the session once and retries once. */
export async function authorised(path: string, options: RequestOptions): Promise<Response> {
  const token = session.accessToken()
  let response = await send(path, options, token)
  if (response.status === 401 && token) {
    const renewed = await refreshAccessToken()
    if (renewed) response = await send(path, options, renewed)
    if (!renewed || response.status === 401) session.expired()
  }
  return response
}

/**
 * One client for every call: base path, bearer token, JSON or form data, and the server's own
 * error message. If the session cannot be renewed, it is over.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await authorised(path, options)
  if (!response.ok) throw await refusal(response)
  return (await response.json().catch(() => null)) as T
}
