import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { type DeliverySettings, DeliverySettingsSchema, formatDay, istDay } from '@store/contract'
import { Field, SubmitButton, inputClass, draftFormOptions, rulesResolver } from '@/components/form'

/** The form as typed: numbers stay text until sent, weekdays are the checked boxes' values. */
export type DeliveryDraft = {
  shipFromPincode: string
  cutoffTime: string
  /** '0' for Sunday to '6' for Saturday. */
  workingDays: string[]
  holidays: string[]
  codFee: string
  codLimit: string
  rtoLimit: string
  rtoWindowDays: string
}

type Key = keyof DeliveryDraft

/** The week as the shop reads it, Monday first, with the schema's numbers (0 for Sunday). */
export const WEEK = [
  { day: 1, short: 'Mon', name: 'Monday' },
  { day: 2, short: 'Tue', name: 'Tuesday' },
  { day: 3, short: 'Wed', name: 'Wednesday' },
  { day: 4, short: 'Thu', name: 'Thursday' },
  { day: 5, short: 'Fri', name: 'Friday' },
  { day: 6, short: 'Sat', name: 'Saturday' },
  { day: 0, short: 'Sun', name: 'Sunday' },
] as const

/** Each field's label, which also replaces the schema's name for it in a message. */
const LABELS: Record<Key, { label: string; schemaName: string }> = {
  shipFromPincode: { label: 'Ship-from PIN', schemaName: 'pincode' },
  cutoffTime: { label: 'Cut-off time', schemaName: 'cutoffTime' },
  workingDays: { label: 'Working days', schemaName: 'workingDays' },
  holidays: { label: 'Holidays', schemaName: 'holidays' },
  codFee: { label: 'Cash on Delivery fee', schemaName: 'codFee' },
  codLimit: { label: 'Cash on Delivery limit', schemaName: 'codLimit' },
  rtoLimit: { label: 'Refused parcels limit', schemaName: 'rtoLimit' },
  rtoWindowDays: { label: 'Refused parcels window', schemaName: 'rtoWindowDays' },
}

const NUMBERS = ['codFee', 'codLimit', 'rtoLimit', 'rtoWindowDays'] as const

export const deliveryDraftOf = (settings: DeliverySettings): DeliveryDraft => ({
  shipFromPincode: settings.shipFromPincode,
  cutoffTime: settings.cutoffTime,
  workingDays: settings.workingDays.map(String),
  holidays: [...settings.holidays].sort(),
  codFee: String(settings.codFee),
  codLimit: String(settings.codLimit),
  rtoLimit: String(settings.rtoLimit),
  rtoWindowDays: String(settings.rtoWindowDays),
})

export const deliveryBodyOf = (draft: DeliveryDraft): DeliverySettings => ({
  shipFromPincode: draft.shipFromPincode.trim(),
  cutoffTime: draft.cutoffTime,
  workingDays: draft.workingDays.map(Number).sort((a, b) => a - b),
  holidays: [...draft.holidays].sort(),
  codFee: Number(draft.codFee),
  codLimit: Number(draft.codLimit),
  rtoLimit: Number(draft.rtoLimit),
  rtoWindowDays: Number(draft.rtoWindowDays),
})

/** The schema's message for a field, in the words of the form's label. */
function messageOf(key: Key, issue: z.core.$ZodIssue) {
  const { label, schemaName } = LABELS[key]
  if (issue.message.startsWith(`${schemaName} `)) {
    return `${label}${issue.message.slice(schemaName.length)}`
  }
  if (issue.code === 'too_big') return `${label} must be at most ${String(issue.maximum)}`
  if (issue.code === 'too_small') return `${label} must be at least ${String(issue.minimum)}`
  if (issue.code === 'invalid_type') return `${label} must be a whole number`
  return `${label}: ${issue.message}`
}

/** What is wrong with each field, judged by the contract's schema as the server judges it. */
export function deliveryProblems(draft: DeliveryDraft): Partial<Record<Key, string>> {
  const problems: Partial<Record<Key, string>> = {}
  for (const key of NUMBERS) {
    // An empty box is missing, not zero.
    if (!draft[key].trim()) problems[key] = 'Required'
  }
  const result = DeliverySettingsSchema.safeParse(deliveryBodyOf(draft))
  if (result.success) return problems
  for (const issue of result.error.issues) {
    const key = issue.path[0] as Key
    problems[key] ??= messageOf(key, issue)
  }
  return problems
}

const hint = 'block text-xs text-stone-500'

/**
 * The shop's dispatch calendar and the rules of Cash on Delivery; errors show once a field has
 * been left or the form sent.
 */
export function DeliveryForm({
  initial,
  onSave,
}: {
  initial: DeliveryDraft
  onSave: (body: DeliverySettings) => Promise<void>
}) {
  const { register, handleSubmit, control, formState, setValue } = useForm<DeliveryDraft>({
    defaultValues: initial,
    resolver: rulesResolver(deliveryProblems),
    ...draftFormOptions,
  })
  const draft = useWatch({ control, compute: (values: DeliveryDraft) => values })
  const problems = deliveryProblems(draft)
  const shown = (key: Key) =>
    formState.touchedFields[key] || formState.isSubmitted ? problems[key] : undefined
  const input = (key: Key) => ({
    ...register(key),
    'aria-invalid': Boolean(shown(key)),
    className: inputClass,
  })
  const holidays = useWatch({ control, name: 'holidays' })
  const [holiday, setHoliday] = useState('')
  const [holidayProblem, setHolidayProblem] = useState<string | null>(null)
  const ids = { days: useId(), holiday: useId() }

  const addHoliday = () => {
    if (!holiday) return setHolidayProblem('Choose a date first')
    if (holidays.includes(holiday))
      return setHolidayProblem(`${formatDay(holiday)} is already listed`)
    setHolidayProblem(null)
    setValue('holidays', [...holidays, holiday].sort(), { shouldDirty: true, shouldTouch: true })
    setHoliday('')
  }
  const removeHoliday = (day: string) =>
    setValue(
      'holidays',
      holidays.filter((d) => d !== day),
      { shouldDirty: true, shouldTouch: true },
    )

  return (
    <form
      noValidate
      aria-label="Delivery and Cash on Delivery"
      className="grid gap-4 md:grid-cols-2"
      onSubmit={(event) => void handleSubmit((values) => onSave(deliveryBodyOf(values)))(event)}
    >
      <Field label="Ship-from PIN" error={shown('shipFromPincode')}>
        <input {...input('shipFromPincode')} inputMode="numeric" maxLength={6} />
      </Field>
      <Field label="Cut-off time (IST)" error={shown('cutoffTime')}>
        <input {...input('cutoffTime')} type="time" />
        <span className={hint}>Orders placed at or after it leave on the next working day.</span>
      </Field>

      <fieldset className="space-y-1 md:col-span-2" aria-describedby={ids.days}>
        <legend className="text-sm font-medium text-stone-700">Working days</legend>
        <div className="flex flex-wrap gap-2">
          {WEEK.map(({ day, short, name }) => (
            <label
              key={day}
              title={name}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-stone-300 px-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                value={String(day)}
                {...register('workingDays')}
                className="h-4 w-4 accent-brand-600"
              />
              {short}
            </label>
          ))}
        </div>
        <span id={ids.days} className={hint}>
          The days the shop sends parcels out.
        </span>
        {shown('workingDays') && (
          <span className="block text-sm text-red-700">{shown('workingDays')}</span>
        )}
      </fieldset>

      <fieldset className="space-y-2 md:col-span-2">
        <legend className="text-sm font-medium text-stone-700">Holidays (no dispatch)</legend>
        <div className="flex flex-wrap items-end gap-2">
          <label htmlFor={ids.holiday} className="sr-only">
            Holiday date
          </label>
          <div className="w-full sm:w-60">
            <input
              id={ids.holiday}
              type="date"
              value={holiday}
              min={istDay()}
              onChange={(event) => {
                setHoliday(event.target.value)
                setHolidayProblem(null)
              }}
              className={inputClass}
            />
          </div>
          <button
            type="button"
            onClick={addHoliday}
            className="rounded-md border border-stone-300 px-4 py-2 text-sm font-medium hover:border-stone-500"
          >
            Add holiday
          </button>
        </div>
        {holidayProblem && <span className="block text-sm text-red-700">{holidayProblem}</span>}
        {holidays.length === 0 ? (
          <p className="text-sm text-stone-500">No holidays: the working days above apply.</p>
        ) : (
          <ul aria-label="Holidays" className="flex flex-wrap gap-2">
            {holidays.map((day) => (
              <li
                key={day}
                className="flex items-center gap-1 rounded-full bg-stone-100 py-0.5 pl-3 pr-1 text-sm"
              >
                <time dateTime={day}>{formatDay(day)}</time>
                <button
                  type="button"
                  aria-label={`Remove ${formatDay(day)}`}
                  onClick={() => removeHoliday(day)}
                  className="tap-target justify-center rounded-full px-1.5 hover:bg-stone-200"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        {shown('holidays') && (
          <span className="block text-sm text-red-700">{shown('holidays')}</span>
        )}
      </fieldset>

      <Field label="Cash on Delivery fee (₹)" error={shown('codFee')}>
        <input {...input('codFee')} inputMode="numeric" maxLength={4} />
        <span className={hint}>Added to every order paid on delivery; 0 for none.</span>
      </Field>
      <Field label="Cash on Delivery limit (₹)" error={shown('codLimit')}>
        <input {...input('codLimit')} inputMode="numeric" maxLength={7} />
        <span className={hint}>Larger orders must be paid online.</span>
      </Field>
      <Field label="Refused parcels limit" error={shown('rtoLimit')}>
        <input {...input('rtoLimit')} inputMode="numeric" maxLength={3} />
        <span className={hint}>
          A shopper with this many parcels returned to origin may pay online only.
        </span>
      </Field>
      <Field label="Refused parcels window (days)" error={shown('rtoWindowDays')}>
        <input {...input('rtoWindowDays')} inputMode="numeric" maxLength={3} />
        <span className={hint}>Parcels returned within this many days count.</span>
      </Field>
      <div className="md:col-span-2 md:max-w-xs">
        <SubmitButton busy={formState.isSubmitting}>Save delivery settings</SubmitButton>
      </div>
    </form>
  )
}
