import { type PayloadAction, createSlice } from '@reduxjs/toolkit'

export type Address = {
  _id: string
  name: string
  city: string
  state: string
  country: string
  zip: string
  phone: string
}

export const addressSlice = createSlice({
  name: 'addresses',
  initialState: { addressList: [] as Address[] },
  reducers: {
    setAddressList(state, action: PayloadAction<Address[]>) {
      state.addressList = action.payload
    },
  },
})
