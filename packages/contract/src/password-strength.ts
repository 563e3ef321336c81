import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as english from '@zxcvbn-ts/language-en'

/**
 * The password strength rule shared by the server (which enforces it) and the web forms (which
 * show it while typing). Kept out of the contract's index: its dictionaries weigh ~840 KB gzipped,
 * so the web app loads it only when someone starts typing a new password (decision 030).
 */

/** zxcvbn's scale: 0-2 fall to an online or a throttled attack; 3 and up are accepted. */
export const MIN_PASSWORD_SCORE = 3

/** Passwords Indian leak lists rank high that the English and common dictionaries miss. */
const INDIAN_COMMON = [
  'india123',
  'india@123',
  'bharat',
  'hindustan',
  'jaihind',
  'jaishreeram',
  'jaimatadi',
  'omnamahshivaya',
  'ganesh',
  'ganpati',
  'krishna',
  'radhekrishna',
  'hanuman',
  'saibaba',
  'sachin',
  'dhoni',
  'viratkohli',
  'mumbai',
  'delhi',
  'kolkata',
  'chennai',
  'bangalore',
  'hyderabad',
  'pune',
  'kapdakart',
]

const estimator = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary, indian: INDIAN_COMMON },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
})

export type PasswordStrength = {
  /** 0 (guessable in a few tries) to 4 (very unguessable). */
  score: 0 | 1 | 2 | 3 | 4
  acceptable: boolean
  /** What to do about a weak password, for people; empty when it is acceptable. */
  hint: string
}

/** Rates a password, treating the account's own details (`related`) as known to an attacker. */
export function ratePassword(password: string, related: string[] = []): PasswordStrength {
  const result = estimator.check(password, related.filter(Boolean))
  const acceptable = result.score >= MIN_PASSWORD_SCORE
  const { warning, suggestions } = result.feedback
  const hint = acceptable
    ? ''
    : [warning, ...suggestions].filter(Boolean).join(' ') || 'Add more words or characters.'
  return { score: result.score, acceptable, hint }
}
