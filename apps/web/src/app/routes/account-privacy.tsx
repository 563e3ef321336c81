import { useDispatch } from 'react-redux'
import { useNavigate } from 'react-router'
import { logout } from '@/features/account'
import { PrivacyPanel } from '@/features/privacy'
import { paths } from '@/config/paths'

/** The account page's privacy sections; an erased account is signed out here, on this device. */
export function AccountPrivacy() {
  const dispatch = useDispatch()
  const navigate = useNavigate()
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
