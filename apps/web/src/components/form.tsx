import type { ReactNode } from 'react'
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { MESSAGES } from '@store/contract'

/** A labelled control, with its error under it. */
export function Field({
  label,
  error,
  children,
}: {
  label: string
  error?: string | undefined
  children: ReactNode
}) {
  return (
    <label className="block space-y-1">
      <span className="text-sm font-medium text-stone-700">{label}</span>
      {children}
      {error && <span className="block text-sm text-red-700">{error}</span>}
    </label>
  )
}

export const inputClass =
  'w-full rounded-md border border-stone-300 bg-white px-3 py-2 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100'

/** The form's full-width primary button; it says 'Loading...' while the form is sent. */
export function SubmitButton({
  busy,
  disabled = false,
  children,
}: {
  busy: boolean
  disabled?: boolean
  children: ReactNode
}) {
  return (
    <button
      type="submit"
      disabled={disabled || busy}
      className="w-full rounded-md bg-brand-600 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-stone-300"
    >
      {busy ? MESSAGES.loading : children}
    </button>
  )
}

/** Messages by field path: 'name', 'variants.0.stock', 'rows.1.values.2', 'more_details.Fabric'. */
export type Problems = Partial<Record<string, string>>

type Problem = [path: string, message: string | undefined, type: string]

/** The values to send, or the first message for each flat path (a form of drafts reads them flat). */
function resolved<T>(values: T, problems: Problem[]) {
  const errors: Record<string, { type: string; message: string }> = {}
  for (const [path, message, type] of problems) if (message) errors[path] ??= { type, message }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} }
}

/**
 * Every form is a react-hook-form form judged by one of two resolvers. A form whose values are a
 * request body is judged by the contract's schema, and sends what the schema makes of them.
 */
export function schemaResolver<Output, Input extends FieldValues>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return (values) => {
    const result = schema.safeParse(values)
    return (
      result.success
        ? resolved(result.data, [])
        : resolved(
            values,
            result.error.issues.map((issue) => [issue.path.join('.'), issue.message, issue.code]),
          )
    ) as Awaited<ReturnType<Resolver<Input, unknown, Output>>>
  }
}

/**
 * A draft (numbers typed as text, grids, named extra fields) is judged by its own rules, which
 * answer a message per flat path; the grid's message and its cells' then live side by side. What
 * else they judge by (a product's sub-categories) comes as the form's `context`.
 */
export function rulesResolver<T extends FieldValues, C = unknown>(
  rules: (values: T, context: C | undefined) => Problems,
): Resolver<T, C> {
  return (values, context) =>
    resolved(
      values,
      Object.entries(rules(values, context)).map(([path, message]): Problem => [
        path,
        message,
        'rule',
      ]),
    ) as Awaited<ReturnType<Resolver<T, C>>>
}

/** The messages of the last submit, by flat path. */
export const problemsOf = (errors: FieldErrors): Problems =>
  Object.fromEntries(
    Object.entries(errors).map(([path, error]) => [path, error?.message as string | undefined]),
  )

/** What every draft form shares: messages appear when it is sent, and focus stays put. */
export const draftFormOptions = { reValidateMode: 'onSubmit', shouldFocusError: false } as const
