import { useState } from 'react'
import { Field, inputClass } from '@/components/form'
import { Modal } from '@/components/modal'
import { gatedSubmitClass } from '@/components/admin/ui'

/** Names a new extra field of the product (Fabric, Fit...). */
export function AddFieldDialog({
  onAdd,
  onClose,
}: {
  onAdd: (name: string) => void
  onClose: () => void
}) {
  const [name, setName] = useState('')
  return (
    <Modal title="Add Field" onClose={onClose}>
      <form
        className="space-y-4 p-5"
        onSubmit={(event) => {
          event.preventDefault()
          if (!name.trim()) return
          onAdd(name.trim())
          onClose()
        }}
      >
        <Field label="Field name">
          <input
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="e.g. Fabric"
            className={inputClass}
          />
        </Field>
        <button type="submit" className={gatedSubmitClass(Boolean(name.trim()))}>
          Add Field
        </button>
      </form>
    </Modal>
  )
}
