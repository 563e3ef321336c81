import { useForm, useWatch } from 'react-hook-form'
import {
  GST_STATES,
  RETURN_WINDOW_DEFAULT_DAYS,
  type StoreSettings,
  type StoreSettingsBody,
  gstinProblem,
} from '@store/contract'
import { Field, SubmitButton, inputClass, draftFormOptions, rulesResolver } from '@/components/form'

export type SettingsDraft = {
  legalName: string
  tradeName: string
  gstin: string
  address: string
  stateCode: string
  invoicePrefix: string
  returnWindowDays: string
}

export const draftOf = (settings: StoreSettings | null): SettingsDraft => ({
  legalName: settings?.legalName ?? '',
  tradeName: settings?.tradeName ?? '',
  gstin: settings?.gstin ?? '',
  address: settings?.address ?? '',
  stateCode: settings?.stateCode ?? '',
  invoicePrefix: settings?.invoicePrefix ?? 'KK',
  returnWindowDays: String(settings?.returnWindowDays ?? RETURN_WINDOW_DEFAULT_DAYS),
})

/** What is wrong with each field, checked as the server checks it. */
export function draftProblems(draft: SettingsDraft): Partial<Record<keyof SettingsDraft, string>> {
  const problems: Partial<Record<keyof SettingsDraft, string>> = {}
  for (const key of ['legalName', 'tradeName', 'address'] as const) {
    if (!draft[key].trim()) problems[key] = 'Required'
  }
  const gstin = draft.gstin.trim().toUpperCase()
  const gstinIssue = gstin ? gstinProblem(gstin) : 'Required'
  if (gstinIssue) problems.gstin = gstinIssue
  else if (draft.stateCode && gstin.slice(0, 2) !== draft.stateCode) {
    problems.gstin = `GSTIN must start with the state code ${draft.stateCode}`
  }
  if (!draft.stateCode) problems.stateCode = 'Choose the state of the registered address'
  if (!/^[A-Za-z0-9]{1,3}$/.test(draft.invoicePrefix.trim())) {
    problems.invoicePrefix = '1 to 3 letters or digits'
  }
  const days = Number(draft.returnWindowDays)
  if (!/^[0-9]{1,2}$/.test(draft.returnWindowDays) || days > 90) {
    problems.returnWindowDays = 'A whole number of days from 0 to 90'
  }
  return problems
}

export const bodyOf = (draft: SettingsDraft): StoreSettingsBody => ({
  legalName: draft.legalName.trim(),
  tradeName: draft.tradeName.trim(),
  gstin: draft.gstin.trim().toUpperCase(),
  address: draft.address.trim(),
  stateCode: draft.stateCode,
  invoicePrefix: draft.invoicePrefix.trim().toUpperCase(),
  returnWindowDays: Number(draft.returnWindowDays),
})

/** The store's settings form; errors show once a field has been left or the form sent. */
export function SettingsForm({
  initial,
  onSave,
}: {
  initial: SettingsDraft
  onSave: (body: StoreSettingsBody) => Promise<void>
}) {
  const { register, handleSubmit, control, formState } = useForm<SettingsDraft>({
    defaultValues: initial,
    resolver: rulesResolver(draftProblems),
    ...draftFormOptions,
  })
  const draft = useWatch({ control, compute: (values: SettingsDraft) => values })
  // Judged afresh as each field changes (the GSTIN against the state chosen after it).
  const problems = draftProblems(draft)
  const shown = (key: keyof SettingsDraft) =>
    formState.touchedFields[key] || formState.isSubmitted ? problems[key] : undefined
  const input = (key: keyof SettingsDraft) => ({
    ...register(key),
    'aria-invalid': Boolean(shown(key)),
    className: inputClass,
  })
  const prefix = draft.invoicePrefix.trim().toUpperCase() || 'KK'
  return (
    <form
      noValidate
      className="grid gap-4 md:grid-cols-2"
      onSubmit={(event) => void handleSubmit((values) => onSave(bodyOf(values)))(event)}
    >
      <Field label="Legal name" error={shown('legalName')}>
        <input {...input('legalName')} maxLength={120} autoComplete="organization" />
      </Field>
      <Field label="Trade name" error={shown('tradeName')}>
        <input {...input('tradeName')} maxLength={120} />
      </Field>
      <Field label="GSTIN" error={shown('gstin')}>
        <input
          {...input('gstin')}
          maxLength={15}
          spellCheck={false}
          autoCapitalize="characters"
          className={`${inputClass} font-mono uppercase`}
        />
      </Field>
      <Field label="State of registration" error={shown('stateCode')}>
        <select {...input('stateCode')}>
          <option value="">Choose a state</option>
          {GST_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.code} · {state.name}
            </option>
          ))}
        </select>
      </Field>
      <div className="md:col-span-2">
        <Field label="Registered address" error={shown('address')}>
          <textarea {...input('address')} rows={2} maxLength={300} />
        </Field>
      </div>
      <Field label="Invoice series prefix" error={shown('invoicePrefix')}>
        <input {...input('invoicePrefix')} maxLength={3} className={`${inputClass} uppercase`} />
        <span className="block text-xs text-stone-500">
          Invoices are numbered {prefix}/26-27/000001, credit notes {prefix}C/26-27/00001.
        </span>
      </Field>
      <Field label="Return window (days after delivery)" error={shown('returnWindowDays')}>
        <input {...input('returnWindowDays')} inputMode="numeric" maxLength={2} />
      </Field>
      <div className="md:col-span-2 md:max-w-xs">
        <SubmitButton busy={formState.isSubmitting}>Save settings</SubmitButton>
      </div>
    </form>
  )
}
