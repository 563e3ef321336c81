import { useNavigate } from 'react-router'
import { useDispatch, useSelector } from 'react-redux'
import { MESSAGES, type LoginResponse } from '@store/contract'
import { notify } from '@/lib/toast'
import { logoutEverywhere } from './api'
import { type UserRoot, logout, setUser } from './user-slice'

/** Signing in and out: the token, user and user id are stored as the specification says. */
export function useSession() {
  const dispatch = useDispatch()
  const navigate = useNavigate()
  const user = useSelector((state: UserRoot) => state.user)
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
