import { authorised, refusal } from './api-client'

/** A file the API answers (a CSV export): its bytes and the name the server gives it. */
// Apart from api-client, so only the pages that download files load it.
export async function apiFile(path: string): Promise<{ blob: Blob; name: string | null }> {
  const response = await authorised(path, {})
  if (!response.ok) throw await refusal(response)
  const disposition = response.headers.get('content-disposition') ?? ''
  return { blob: await response.blob(), name: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null }
}
