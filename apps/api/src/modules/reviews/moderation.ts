import type { HoldReason } from '@store/contract'

const LINK =
  /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|in|net|org|co|io|ly|me|shop|store|xyz|info|biz)\b/i
const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i
// Ten digits or more, however spaced or dashed: an Indian mobile number with or without +91.
const PHONE = /(?:\d[\s-]?){9,}\d/

/**
 * The rules that hold a review for the admin instead of publishing it at once: a link, a phone
 * number or an e-mail address in its title or text, or one of the admin's words (whole, any case).
 */
export function holdReasons(text: string, heldWords: readonly string[]): HoldReason[] {
  const reasons: HoldReason[] = []
  if (EMAIL.test(text)) reasons.push('email')
  else if (LINK.test(text)) reasons.push('link')
  if (PHONE.test(text)) reasons.push('phone')
  const lower = text.toLowerCase()
  const words = new Set(lower.split(/[^\p{L}\p{N}]+/u).filter(Boolean))
  if (
    heldWords.some((word) => {
      const wanted = word.toLowerCase()
      return wanted.includes(' ') ? lower.includes(wanted) : words.has(wanted)
    })
  ) {
    reasons.push('word')
  }
  return reasons
}
