import { useState } from 'react'
import { useFetch } from '@/lib/use-fetch'
import { storeCredit } from './api'

/** The shopper's store credit balance in rupees (0 until it is known), and a way to read it again. */
export function useStoreCreditBalance(enabled = true) {
  const [version, setVersion] = useState(0)
  const credit = useFetch(`store-credit-balance:${enabled}:${version}`, (signal) =>
    enabled ? storeCredit(signal) : Promise.resolve(null),
  )
  return {
    balance: credit.status === 'success' ? (credit.data?.balance ?? 0) : 0,
    reload: () => setVersion((v) => v + 1),
  }
}
