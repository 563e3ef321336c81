export { AddressCard } from './address-card'
export { AddressFormDialog } from './address-form-dialog'
export { addressSlice } from './address-slice'
export { useAddresses } from './use-addresses'
