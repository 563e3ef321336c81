import { useForm, useWatch } from 'react-hook-form'
import { gatedSubmitClass } from '@/components/admin/ui'
import { Field, inputClass } from '@/components/form'
import { Modal } from '@/components/modal'

/** Names a new extra field of the product (Fabric, Fit...). */
export function AddFieldDialog({
  onAdd,
  onClose,
}: {
  onAdd: (name: string) => void
  onClose: () => void
}) {
  const { register, getValues, control } = useForm({ defaultValues: { name: '' } })
  const name = useWatch({ control, name: 'name' }).trim()
  return (
    <Modal title="Add Field" onClose={onClose}>
      <form
        className="space-y-4 p-5"
        onSubmit={(event) => {
          // Added at once, not after a validation round: the product form takes it straight away.
          event.preventDefault()
          const added = getValues('name').trim()
          if (!added) return
          onAdd(added)
          onClose()
        }}
      >
        <Field label="Field name">
          <input {...register('name')} placeholder="e.g. Fabric" className={inputClass} />
        </Field>
        <button type="submit" className={gatedSubmitClass(Boolean(name))}>
          Add Field
        </button>
      </form>
    </Modal>
  )
}
