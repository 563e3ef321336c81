import { useCallback, useState } from 'react'
import type { Return } from '@store/contract'
import { useFetch } from '@/lib/use-fetch'
import { myReturns } from './api'

// One request serves every card of a page: My Orders shows a state on each order.
let shared: { at: number; list: Promise<Return[]> } | null = null
const FRESH_MS = 5_000

function load(force: boolean) {
  if (force || !shared || Date.now() - shared.at > FRESH_MS) {
    const list = myReturns()
    list.catch(() => {
      shared = null
    })
    shared = { at: Date.now(), list }
  }
  return shared.list
}

/** The shopper's returns; `reload` after a new request. While one reloads, the last list stays. */
export function useMyReturns() {
  const [version, setVersion] = useState(0)
  const fetched = useFetch(`my-returns:${version}`, (signal) =>
    load(version > 0).catch((error: unknown) => {
      if (!signal.aborted) console.error(error)
      throw error
    }),
  )
  const [last, setLast] = useState<Return[] | null>(null)
  if (fetched.data && fetched.data !== last) setLast(fetched.data)
  const reload = useCallback(() => setVersion((v) => v + 1), [])
  return { returns: fetched.data ?? last, reload }
}
