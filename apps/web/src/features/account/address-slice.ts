import { type PayloadAction, createSlice } from '@reduxjs/toolkit'
import type { Address } from '@store/contract'
import { logout } from './user-slice'

export const addressSlice = createSlice({
  name: 'addresses',
  initialState: { addressList: [] as Address[] },
  reducers: {
    setAddressList(state, action: PayloadAction<Address[]>) {
      state.addressList = action.payload
    },
  },
  extraReducers: (builder) => builder.addCase(logout, (state) => void (state.addressList = [])),
})

export const { setAddressList } = addressSlice.actions
