import { type PayloadAction, type WithSlice, createSlice } from '@reduxjs/toolkit'
import type { Address } from '@store/contract'

export const addressSlice = createSlice({
  name: 'addresses',
  initialState: { addressList: [] as Address[] },
  reducers: {
    setAddressList(state, action: PayloadAction<Address[]>) {
      state.addressList = action.payload
    },
  },
})

export const { setAddressList } = addressSlice.actions
export const selectAddressList = (state: WithSlice<typeof addressSlice>) =>
  state.addresses.addressList
