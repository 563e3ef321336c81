import { type PayloadAction, type WithSlice, createSlice } from '@reduxjs/toolkit'

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

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    setUser(state, action: PayloadAction<Partial<UserState>>) {
      Object.assign(state, action.payload)
    },
    logout() {
      return initialState
    },
  },
})

export const { setUser, logout } = userSlice.actions

type State = WithSlice<typeof userSlice>
export const selectUserId = (state: State) => state.user._id
export const selectSignedIn = (state: State) => Boolean(state.user.token)
