import type { Address } from '@store/contract'
import { createSlice } from '@/lib/slice'

type AddressState = { addressList: Address[] }

const initialState: AddressState = { addressList: [] }

export const addressSlice = createSlice('addresses', initialState, {
  setAddressList: (state, addressList: Address[]) => ({ ...state, addressList }),
})

export const { setAddressList } = addressSlice.actions
export const selectAddressList = (state: { addresses: AddressState }) => state.addresses.addressList
