import { useDispatch } from 'react-redux'
import { useNavigate } from 'react-router'
import { logout } from '@/features/account'
import { MarketingUnsubscribe, PrivacyPanel } from '@/features/privacy'
import { paths } from '@/config/paths'

/**
 * The shopper's privacy screens, one chunk: the account page's sections (an erased account is
 * signed out here, on this device) or, with `unsubscribe`, the page of the offer mail's link.
 */
export function Privacy({ unsubscribe = false }: { unsubscribe?: boolean }) {
  const dispatch = useDispatch()
  const navigate = useNavigate()
  if (unsubscribe) return <MarketingUnsubscribe />
  return (
    <PrivacyPanel
      onErased={() => {
        dispatch(logout())
        localStorage.removeItem('userId')
        void navigate(paths.home)
      }}
    />
  )
}
