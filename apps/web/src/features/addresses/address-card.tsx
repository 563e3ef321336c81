import type { Address } from '@store/contract'

/** A saved address as the shopper wrote it. */
export function AddressCard({ address }: { address: Address }) {
  return (
    <div className="space-y-0.5 text-sm">
      <p className="font-medium">{address.name}</p>
      <p>{address.city}</p>
      <p>{address.state}</p>
      <p>
        {address.country} - {address.zip}
      </p>
      <p>{address.phone}</p>
    </div>
  )
}
