import { useCallback, useEffect, useRef, useState } from 'react'
import { useAnsweredOnServer, useServerAnswer } from './server-data'

type PageAnswer<T> = { data: T[]; totalNoPage: number; totalCount: number }

type PagesState<T, A> = {
  key: string
  items: T[]
  page: number
  totalPages: number
  totalCount: number
  status: 'loading' | 'idle' | 'error'
  /** The last first page answered, of this list or, while it loads, of the one before. */
  first: A | undefined
}

const firstPageKey = (key: string | null) => (key === null ? null : `${key}#1`)

/**
 * Pages of a list, appended as the shopper asks for more. `key` names the list; a new key starts
 * again from page 1 and drops answers that belong to the old one. A server-rendered list starts
 * from the first page it was rendered with.
 */
export function usePages<A extends PageAnswer<unknown>>(
  key: string | null,
  fetchPage: (page: number, signal: AbortSignal) => Promise<A>,
) {
  type T = A['data'][number]
  const rendered = useServerAnswer(firstPageKey(key), (signal) => fetchPage(1, signal))
  const [state, setState] = useState<PagesState<T, A>>(() => {
    const answer = rendered && 'data' in rendered ? (rendered.data as A) : undefined
    return answer && key !== null
      ? {
          key,
          items: answer.data,
          page: 1,
          totalPages: answer.totalNoPage,
          totalCount: answer.totalCount,
          status: 'idle',
          first: answer,
        }
      : {
          key: '',
          items: [],
          page: 0,
          totalPages: 1,
          totalCount: 0,
          status: 'loading',
          first: undefined,
        }
  })
  const answeredOnServer = useAnsweredOnServer(state.key || null)
  const fetchRef = useRef(fetchPage)
  const inFlight = useRef<AbortController | null>(null)

  useEffect(() => {
    fetchRef.current = fetchPage
  })

  const load = useCallback((listKey: string, page: number) => {
    inFlight.current?.abort()
    const controller = new AbortController()
    inFlight.current = controller
    fetchRef.current(page, controller.signal).then(
      (answer) => {
        // A replaced request's answer is dropped, even if it arrived before the abort.
        if (controller.signal.aborted) return
        setState((s) => ({
          key: listKey,
          items: page === 1 || s.key !== listKey ? answer.data : [...s.items, ...answer.data],
          page,
          totalPages: answer.totalNoPage,
          totalCount: answer.totalCount,
          status: 'idle',
          first: page === 1 ? answer : s.first,
        }))
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.error(error)
        setState((s) => ({ ...s, key: listKey, status: 'error' }))
      },
    )
  }, [])

  useEffect(() => {
    if (key === null || answeredOnServer(key)) return
    load(key, 1)
    return () => inFlight.current?.abort()
  }, [key, load, answeredOnServer])

  const current = state.key === key
  const hasMore = current && state.page < state.totalPages
  // Read through a ref so a late call from an old observer never asks for a page twice.
  const latest = useRef({ key, state })
  useEffect(() => {
    latest.current = { key, state }
  })
  const loadMore = useCallback(() => {
    const { key: listKey, state: s } = latest.current
    if (listKey !== null && s.key === listKey && s.status === 'idle' && s.page < s.totalPages) {
      const next = { ...s, status: 'loading' as const }
      // Marked at once, so a second call before the next render (the observer and the button,
      // or two intersections) never asks for the same page twice.
      latest.current = { key: listKey, state: next }
      setState(next)
      load(listKey, s.page + 1)
    }
  }, [load])

  return {
    first: state.first,
    items: current ? state.items : [],
    totalCount: current ? state.totalCount : 0,
    status: current ? state.status : ('loading' as const),
    hasMore,
    loadMore,
  }
}
