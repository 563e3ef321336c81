import { useFetch } from '@/lib/use-fetch'
import { storeCredit } from './api'

/** The shopper's store credit balance in rupees (0 until it is known). */
export function useStoreCreditBalance(enabled = true) {
  const credit = useFetch(`store-credit-balance:${enabled}`, (signal) =>
    enabled ? storeCredit(signal) : Promise.resolve(null),
  )
  return credit.status === 'success' ? (credit.data?.balance ?? 0) : 0
}
