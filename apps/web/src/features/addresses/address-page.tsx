import { useState } from 'react'
import { type Address, MESSAGES } from '@store/contract'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { usePageMeta } from '@/lib/page-meta'
import { notify } from '@/lib/toast'
import { disableAddress } from './api'
import { AddressCard } from './address-card'
import { AddressFormDialog } from './address-form-dialog'
import { useAddresses } from './use-addresses'

type Editing = { mode: 'add' } | { mode: 'edit'; address: Address } | null

/** '/dashboard/address': saved addresses with edit and delete, and two ways to add one. */
export function AddressPage() {
  usePageMeta('Save Address')
  const { addresses, status, refetch } = useAddresses()
  const [editing, setEditing] = useState<Editing>(null)
  const [removing, setRemoving] = useState<Address | null>(null)

  const remove = async (address: Address) => {
    try {
      await disableAddress(address._id)
      void notify.success(MESSAGES.addressRemoved)
      setRemoving(null)
      await refetch()
    } catch (error) {
      void notify.failure(error)
    }
  }

  return (
    <section className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-xl font-bold">Address</h1>
        <button
          type="button"
          onClick={() => setEditing({ mode: 'add' })}
          className="rounded-md border border-brand-600 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          Add Address
        </button>
      </div>
      {status === 'error' && <p className="text-sm text-red-700">{MESSAGES.subCategoryFailure}</p>}
      <ul className="grid gap-3 sm:grid-cols-2">
        {addresses.map((address) => (
          <li
            key={address._id}
            className="flex justify-between gap-3 rounded-lg border border-stone-200 bg-white p-4"
          >
            <AddressCard address={address} />
            <div className="flex shrink-0 flex-col gap-2">
              <button
                type="button"
                aria-label={`Edit ${address.name}`}
                onClick={() => setEditing({ mode: 'edit', address })}
                className="rounded bg-green-100 px-2 py-1 text-xs font-medium text-green-800 hover:bg-green-200"
              >
                Edit
              </button>
              <button
                type="button"
                aria-label={`Delete ${address.name}`}
                onClick={() => setRemoving(address)}
                className="rounded bg-red-100 px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-200"
              >
                Delete
              </button>
            </div>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => setEditing({ mode: 'add' })}
            className="flex h-full min-h-32 w-full items-center justify-center rounded-lg border-2 border-dashed border-stone-300 bg-stone-50 text-sm font-medium text-stone-600 hover:border-brand-500 hover:text-brand-600"
          >
            + Add address
          </button>
        </li>
      </ul>
      {editing && (
        <AddressFormDialog
          address={editing.mode === 'edit' ? editing.address : undefined}
          onClose={() => setEditing(null)}
          onSaved={() => void refetch()}
        />
      )}
      {removing && (
        <ConfirmDialog
          title="Delete address"
          message={`Remove ${removing.name}, ${removing.city} from your saved addresses?`}
          confirmLabel="Delete"
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  )
}
