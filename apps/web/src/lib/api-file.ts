import { ApiError, authorised } from './api-client'

/** A file the API answers (a CSV export): its bytes and the name the server gives it. */
// Apart from api-client, so only the pages that download files load it.
export async function apiFile(path: string): Promise<{ blob: Blob; name: string | null }> {
  const response = await authorised(path, {})
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: string } | null
    throw new ApiError(payload?.message || `Request failed (${response.status})`, response.status)
  }
  const disposition = response.headers.get('content-disposition') ?? ''
  return { blob: await response.blob(), name: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null }
}
