import { useRef } from 'react'
import { LIMITS } from '@store/contract'

type Props = { value: string[]; onChange: (digits: string[]) => void }

/** Six one-digit boxes: typing moves to the next, Backspace to the previous, a pasted code fills all. */
export function OtpInput({ value, onChange }: Props) {
  const boxes = useRef<Array<HTMLInputElement | null>>([])
  const focus = (i: number) =>
    boxes.current[Math.max(0, Math.min(LIMITS.otpLength - 1, i))]?.focus()

  const fill = (start: number, text: string) => {
    const digits = text
      .replace(/\D/g, '')
      .slice(0, LIMITS.otpLength - start)
      .split('')
    if (digits.length === 0) return
    const next = [...value]
    digits.forEach((digit, k) => (next[start + k] = digit))
    onChange(next)
    focus(start + digits.length)
  }

  return (
    <div className="flex justify-between gap-2" role="group" aria-label="One-time password">
      {value.map((digit, i) => (
        <input
          key={i}
          ref={(element) => {
            boxes.current[i] = element
          }}
          value={digit}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          maxLength={1}
          aria-label={`Digit ${i + 1}`}
          onChange={(event) => {
            const text = event.target.value
            if (text === '') {
              const next = [...value]
              next[i] = ''
              onChange(next)
            } else fill(i, text)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Backspace' && !digit) focus(i - 1)
          }}
          onPaste={(event) => {
            event.preventDefault()
            fill(0, event.clipboardData.getData('text'))
          }}
          className="h-12 w-12 rounded-md border border-stone-300 text-center text-xl font-semibold outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        />
      ))}
    </div>
  )
}
