import { useSelector } from 'react-redux'
import { selectSignedIn } from '@/features/account'
import { useAddresses } from '@/features/addresses'
import { useVisitPincode } from './visit-pincode'

/**
 * The PIN to promise delivery to: the one the shopper chose in this visit, else the PIN of their
 * first saved address (read only when signed in and needed); null when neither is known.
 */
export function useShopperPincode(): string | null {
  const visit = useVisitPincode()
  const signedIn = useSelector(selectSignedIn)
  const { addresses } = useAddresses(signedIn && !visit)
  return visit ?? (signedIn ? addresses[0]?.zip : undefined) ?? null
}
