import { useEffect, useState } from 'react'
import { answerError, useAnsweredOnServer, useServerAnswer } from './server-data'

export type FetchState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: Error }

const LOADING = { status: 'loading', data: undefined, error: undefined } as const

/**
 * The app's one way to read server data: runs `load` whenever `key` changes, cancelling the
 * previous request. An answer to a replaced request is dropped, even one that ignored the signal.
 * A server-rendered page starts from the answer it was rendered with (server-data.tsx).
 */
export function useFetch<T>(key: string, load: (signal: AbortSignal) => Promise<T>): FetchState<T> {
  const rendered = useServerAnswer(key, load)
  const [state, setState] = useState<(FetchState<T> & { key: string }) | undefined>(() =>
    rendered === undefined
      ? undefined
      : 'data' in rendered
        ? { status: 'success', data: rendered.data as T, error: undefined, key }
        : { status: 'error', data: undefined, error: answerError(rendered), key },
  )
  const answeredOnServer = useAnsweredOnServer(state?.key ?? null)
  useEffect(() => {
    if (answeredOnServer(key)) return
    const controller = new AbortController()
    const settle = (next: FetchState<T>) => controller.signal.aborted || setState({ ...next, key })
    load(controller.signal).then(
      (data) => settle({ status: 'success', data, error: undefined }),
      (error: unknown) =>
        settle({
          status: 'error',
          data: undefined,
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    )
    return () => controller.abort()
    // `load` is recreated every render; `key` says when the request really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return state?.key === key ? state : LOADING
}
