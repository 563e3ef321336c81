import { useEffect, useState } from 'react'

export type FetchState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: Error }

/** Runs `load` whenever `key` changes, cancelling the previous request. */
export function useFetch<T>(key: string, load: (signal: AbortSignal) => Promise<T>): FetchState<T> {
  const [state, setState] = useState<FetchState<T> & { key: string }>({
    key,
    status: 'loading',
    data: undefined,
    error: undefined,
  })
  useEffect(() => {
    const controller = new AbortController()
    load(controller.signal).then(
      (data) => setState({ key, status: 'success', data, error: undefined }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        setState({
          key,
          status: 'error',
          data: undefined,
          error: error instanceof Error ? error : new Error(String(error)),
        })
      },
    )
    return () => controller.abort()
    // `load` is recreated every render; `key` says when the request really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  if (state.key !== key) return { status: 'loading', data: undefined, error: undefined }
  return state
}
