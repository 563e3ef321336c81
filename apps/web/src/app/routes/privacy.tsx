import { useDispatch } from 'react-redux'
import { logout } from '@/features/account'
import { MarketingUnsubscribe, PrivacyPanel } from '@/features/privacy'

/**
 * The shopper's privacy screens, one chunk: the account page's sections or, with `unsubscribe`,
 * the page of the offer mail's link. An erased account is signed out on this device, and the
 * account pages then send her to the login page, as they do any signed-out visitor.
 */
export function Privacy({ unsubscribe = false }: { unsubscribe?: boolean }) {
  const dispatch = useDispatch()
  if (unsubscribe) return <MarketingUnsubscribe />
  return (
    <PrivacyPanel
      onErased={() => {
        dispatch(logout())
        localStorage.removeItem('userId')
      }}
    />
  )
}
