import { useForm } from 'react-hook-form'
import {
  type SellerContacts,
  type SellerContactsBody,
  SellerContactsBodySchema,
} from '@store/contract'
import { Field, SubmitButton, inputClass, problemsOf, schemaResolver } from '@/components/form'

export const contactsDraftOf = (contacts: SellerContacts | null): SellerContactsBody => ({
  careEmail: contacts?.careEmail ?? '',
  carePhone: contacts?.carePhone ?? '',
  careHours: contacts?.careHours ?? 'Mon-Sat, 10 AM-6 PM',
  grievanceOfficer: {
    name: contacts?.grievanceOfficer.name ?? '',
    designation: contacts?.grievanceOfficer.designation ?? 'Grievance Officer',
    phone: contacts?.grievanceOfficer.phone ?? '',
    email: contacts?.grievanceOfficer.email ?? '',
  },
})

/**
 * Customer care and the grievance officer, as the Seller details page and the footer show them
 * (Consumer Protection (E-Commerce) Rules 2020). The values are the request body, judged by the
 * contract's schema.
 */
export function SellerContactsForm({
  initial,
  onSave,
}: {
  initial: SellerContactsBody
  onSave: (body: SellerContactsBody) => Promise<void>
}) {
  const { register, handleSubmit, formState } = useForm({
    defaultValues: initial,
    resolver: schemaResolver(SellerContactsBodySchema),
  })
  // The resolver names nested fields by flat path ('grievanceOfficer.name').
  const problems = problemsOf(formState.errors)
  return (
    <form
      noValidate
      className="grid gap-4 md:grid-cols-2"
      onSubmit={(event) => void handleSubmit((body) => onSave(body))(event)}
    >
      <Field label="Customer care e-mail" error={problems.careEmail}>
        <input {...register('careEmail')} type="email" maxLength={120} className={inputClass} />
      </Field>
      <Field label="Customer care phone" error={problems.carePhone}>
        <input {...register('carePhone')} type="tel" maxLength={18} className={inputClass} />
      </Field>
      <Field label="Customer care hours" error={problems.careHours}>
        <input {...register('careHours')} maxLength={80} className={inputClass} />
      </Field>
      <div className="hidden md:block" />
      <Field label="Grievance officer's name" error={problems['grievanceOfficer.name']}>
        <input {...register('grievanceOfficer.name')} maxLength={120} className={inputClass} />
      </Field>
      <Field
        label="Grievance officer's designation"
        error={problems['grievanceOfficer.designation']}
      >
        <input
          {...register('grievanceOfficer.designation')}
          maxLength={120}
          className={inputClass}
        />
      </Field>
      <Field label="Grievance officer's phone" error={problems['grievanceOfficer.phone']}>
        <input
          {...register('grievanceOfficer.phone')}
          type="tel"
          maxLength={18}
          className={inputClass}
        />
      </Field>
      <Field label="Grievance officer's e-mail" error={problems['grievanceOfficer.email']}>
        <input
          {...register('grievanceOfficer.email')}
          type="email"
          maxLength={120}
          className={inputClass}
        />
      </Field>
      <div className="md:col-span-2 md:max-w-xs">
        <SubmitButton busy={formState.isSubmitting}>Save seller details</SubmitButton>
      </div>
    </form>
  )
}
