import {
  type Control,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  useWatch,
} from 'react-hook-form'

/** Messages by field path: 'name', 'variants.0.stock', 'rows.1.values.2', 'more_details.Fabric'. */
export type Problems = Partial<Record<string, string>>

/**
 * A react-hook-form resolver from a form's own rules: `problems` reads the values as typed and
 * answers a message per field path (most forms judge with the contract's schema). The paths stay
 * flat, so a grid's message and its cells' messages live side by side; read them with
 * `problemsOf`.
 */
export function rulesResolver<T extends FieldValues>(
  problems: (values: T) => Problems,
): Resolver<T> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {}
    for (const [path, message] of Object.entries(problems(values))) {
      if (message) errors[path] = { type: 'rule', message }
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<T> }
      : { values, errors: {} }
  }
}

/** The messages of the last submit, by flat path. */
export const problemsOf = (errors: FieldErrors): Problems =>
  Object.fromEntries(
    Object.entries(errors).map(([path, error]) => [path, error?.message as string | undefined]),
  )

/** What every admin draft form shares: messages appear when it is sent, and focus stays put. */
export const draftFormOptions = { reValidateMode: 'onSubmit', shouldFocusError: false } as const

/** Every value of the form as typed, re-rendering the caller when one changes. */
export const useFormValues = <T extends FieldValues>(control: Control<T>): T =>
  useWatch({ control, compute: (values: T) => values })
