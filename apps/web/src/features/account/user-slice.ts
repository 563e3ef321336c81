import { createSlice } from '@/lib/slice'

export type UserState = {
  _id: string
  name: string
  email: string
  avatar: string
  mobile: string
  role: 'ADMIN' | 'USER' | ''
  token: string
  refreshToken: string
}

const initialState: UserState = {
  _id: '',
  name: '',
  email: '',
  avatar: '',
  mobile: '',
  role: '',
  token: '',
  refreshToken: '',
}

export const userSlice = createSlice('user', initialState, {
  setUser: (state, user: Partial<UserState>) => ({ ...state, ...user }),
  logout: () => initialState,
})

export const { setUser, logout } = userSlice.actions

export type UserRoot = { user: UserState }
type State = UserRoot
export const selectUserId = (state: State) => state.user._id
export const selectSignedIn = (state: State) => Boolean(state.user.token)
