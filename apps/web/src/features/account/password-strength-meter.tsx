import { useEffect, useState } from 'react'
import type { ratePassword } from '@store/contract/password-strength'

const LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const
const COLOURS = ['bg-red-600', 'bg-red-500', 'bg-amber-500', 'bg-green-600', 'bg-green-700']

/**
 * The strength of the password being typed, by the rule the server enforces. The estimator and
 * its dictionaries (~840 KB gzipped) load only once someone starts typing a new password, never
 * with the shop's entry chunk or on the way through a form page.
 */
export function PasswordStrengthMeter({
  password,
  related = [],
}: {
  password: string
  related?: string[]
}) {
  const [rate, setRate] = useState<typeof ratePassword | null>(null)
  const typing = password !== ''
  useEffect(() => {
    if (!typing || rate) return
    let live = true
    void import('@store/contract/password-strength').then((module) => {
      if (live) setRate(() => module.ratePassword)
    })
    return () => {
      live = false
    }
  }, [typing, rate])
  if (!password || !rate) return null
  const { score, hint } = rate(password, related)
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
