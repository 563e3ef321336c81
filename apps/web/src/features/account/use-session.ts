import { useNavigate } from 'react-router'
import { MESSAGES, type LoginResponse } from '@store/contract'
import { useAppDispatch, useAppSelector } from '@/app/hooks'
import { persistor } from '@/app/store'
import { notify } from '@/lib/toast'
import { logoutEverywhere } from './api'
import { logout, setUser } from './user-slice'

/** Signing in and out: the token, user and user id are stored as the specification says. */
export function useSession() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const user = useAppSelector((s) => s.user)
  return {
    user,
    signedIn: Boolean(user.token),
    isAdmin: user.role === 'ADMIN',
    start: (answer: LoginResponse) => {
      dispatch(
        setUser({
          _id: answer.data.userId,
          name: answer.data.name,
          email: answer.data.email,
          avatar: answer.data.avatar,
          mobile: answer.user,
          role: answer.data.userType,
          token: answer.token,
          refreshToken: answer.refreshToken,
        }),
      )
      localStorage.setItem('userId', answer.data.userId)
      // Write the session to storage now, so a reload right after login keeps it.
      void persistor.flush()
    },
    end: async () => {
      await logoutEverywhere().catch(() => undefined)
      dispatch(logout())
      localStorage.removeItem('userId')
      void notify.success(MESSAGES.logoutSuccess)
      void navigate('/')
    },
  }
}
