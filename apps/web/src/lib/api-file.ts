import { authorised, refusal } from './api-client'

/** A file the API answers (a CSV export): its bytes and the name the server gives it. */
// Apart from api-client, so only the pages that download files load it.
export async function apiFile(path: string): Promise<{ blob: Blob; name: string | null }> {
  const response = await authorised(path, {})
  if (!response.ok) throw await refusal(response)
  const disposition = response.headers.get('content-disposition') ?? ''
  return { blob: await response.blob(), name: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null }
}

/** Fetches a file from the API and hands it to the browser as a download. */
export async function downloadApiFile(path: string, fallbackName: string) {
  const { blob, name } = await apiFile(path)
  const url = URL.createObjectURL(blob)
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: name ?? fallbackName,
  })
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}
