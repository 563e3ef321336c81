import { useCallback, useEffect, useState } from 'react'
import { useDispatch, useSelector } from 'react-redux'
import { selectAddressList, setAddressList } from './address-slice'
import { listAddresses } from './api'

/**
 * The shopper's saved addresses, fetched on mount into the stored addressList; with `enabled`
 * false, only what is stored (a signed-out visitor has none to fetch).
 */
export function useAddresses(enabled = true) {
  const dispatch = useDispatch()
  const addresses = useSelector(selectAddressList)
  const [status, setStatus] = useState<'loading' | 'idle' | 'error'>('loading')

  const refetch = useCallback(
    (signal?: AbortSignal) =>
      listAddresses(signal).then(
        (list) => {
          dispatch(setAddressList(list))
          setStatus('idle')
        },
        (error: unknown) => {
          if (signal?.aborted) return
          console.error(error)
          setStatus('error')
        },
      ),
    [dispatch],
  )

  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    void refetch(controller.signal)
    return () => controller.abort()
  }, [refetch, enabled])

  return { addresses, status, refetch }
}
