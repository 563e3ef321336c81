/**
 * A whole number as en-IN writes it, in lakhs and crores: 1,23,45,678. A fraction is rounded half
 * away from zero, as `Intl.NumberFormat` rounds.
 *
 * Written out rather than through `Intl.NumberFormat('en-IN')`: a browser builds its first number
 * format from ICU's locale data on the main thread, 45-75 ms on the bench host and half a second
 * on a low-end phone, and nearly every page shows a price or a count in its first render
 * (decision 086). The tests hold it to `Intl.NumberFormat` over the whole safe-integer range.
 */
export function formatWhole(value: number): string {
  const digits = String(Math.round(Math.abs(value)))
  const sign = value < 0 ? '-' : ''
  if (digits.length <= 3) return sign + digits
  const head = digits.slice(0, -3)
  // Pairs from the right: an odd-length head starts with a single digit.
  const pairs = head.match(/^\d(?=(\d\d)*$)|\d\d/g) ?? []
  return `${sign}${pairs.join(',')},${digits.slice(-3)}`
}

/** Rupees as the shop shows them, to the whole rupee: '₹1,299', '-₹50'. */
export function formatRupees(rupees: number): string {
  const text = formatWhole(rupees)
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`
}

/**
 * Paise as rupees in a message, to the paisa where there are any: '₹1,048', '₹333.33', '₹99.5',
 * '-₹50' (what `toLocaleString('en-IN', { maximumFractionDigits: 2 })` writes, which builds a
 * number format on every call).
 */
export function formatPaise(paise: number): string {
  const whole = Math.trunc(Math.abs(paise) / 100)
  const rest = Math.abs(paise) % 100
  const fraction = rest === 0 ? '' : `.${String(rest).padStart(2, '0').replace(/0$/, '')}`
  return `${paise < 0 ? '-' : ''}₹${formatWhole(whole)}${fraction}`
}

/** A figure with exactly one decimal, such as an average rating: '4.0', '4.3'. */
export function formatOneDecimal(value: number): string {
  const tenths = Math.round(Math.abs(value) * 10)
  const sign = value < 0 ? '-' : ''
  return `${sign}${formatWhole(Math.trunc(tenths / 10))}.${tenths % 10}`
}
