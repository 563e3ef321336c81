import { useCallback, useEffect, useState } from 'react'
import type { Return } from '@store/contract'
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

/** The shopper's returns; `reload` after a new request. */
export function useMyReturns() {
  const [returns, setReturns] = useState<Return[] | null>(null)
  const [version, setVersion] = useState(0)
  useEffect(() => {
    let live = true
    load(version > 0).then(
      (list) => {
        if (live) setReturns(list)
      },
      (error: unknown) => {
        if (live) console.error(error)
      },
    )
    return () => {
      live = false
    }
  }, [version])
  const reload = useCallback(() => setVersion((v) => v + 1), [])
  return { returns, reload }
}
