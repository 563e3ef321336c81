import { useState } from 'react'
import type { Envelope, PasswordStrengthAnswer } from '@store/contract'
import { api } from '@/lib/api-client'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useFetch } from '@/lib/use-fetch'

const LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const
const COLOURS = ['bg-red-600', 'bg-red-500', 'bg-amber-500', 'bg-green-600', 'bg-green-700']

/** A pause in typing before the password is rated. */
const RATE_AFTER_MS = 300

const rate = (password: string, related: string[], signal: AbortSignal) =>
  api<Envelope<PasswordStrengthAnswer>>('/auth/password-strength', {
    method: 'POST',
    body: { password, related: related.filter(Boolean).slice(0, 5) },
    signal,
  }).then((answer) => answer.data)

/** The latest value that was not undefined: what to show while the next one loads. */
function useLastValue<T>(value: T | undefined) {
  const [last, setLast] = useState(value)
  if (value !== undefined && value !== last) setLast(value)
  return value === undefined ? last : value
}

/**
 * The strength of the password being typed, by the rule the server enforces, rated by the
 * server once typing pauses: its estimator's dictionaries (~840 KB gzipped) never travel to the
 * phone. The last rating stays shown while the next is asked.
 */
export function PasswordStrengthMeter({
  password,
  related = [],
}: {
  password: string
  related?: string[]
}) {
  const typed = useDebouncedValue(password, RATE_AFTER_MS)
  const key = JSON.stringify([typed, related])
  const rating = useFetch(key, (signal) =>
    typed ? rate(typed, related, signal) : Promise.resolve(null),
  )
  const shown = useLastValue(rating.status === 'success' ? rating.data : undefined)
  if (!password || !shown) return null
  const { score, hint } = shown
  return (
    <div aria-live="polite" className="space-y-1">
      <div className="flex gap-1" aria-hidden="true">
        {LABELS.slice(1).map((label, i) => (
          <span
            key={label}
            className={`h-1.5 flex-1 rounded ${i < score ? COLOURS[score] : 'bg-stone-200'}`}
          />
        ))}
      </div>
      <p className="text-sm text-stone-600">
        Password strength: <strong>{LABELS[score]}</strong>
        {hint && <span className="block">{hint}</span>}
      </p>
    </div>
  )
}
