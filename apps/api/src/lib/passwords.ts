import { AppError } from './errors.js'

/** The strength of a password by the store's rule (the meter asks it while a shopper types). */
export async function ratePassword(password: string, related: string[]) {
  const strength = await import('@store/contract/password-strength')
  return strength.ratePassword(password, related)
}

/**
 * Refuses a password the shared strength rule scores as guessable, naming what to change. The
 * estimator and its dictionaries are loaded on first use, so a server pays for them only when
 * someone sets a password.
 */
export async function assertStrongPassword(password: string, related: string[]) {
  const strength = await ratePassword(password, related)
  if (!strength.acceptable) {
    throw new AppError(400, 'WEAK_PASSWORD', `password is too easy to guess. ${strength.hint}`)
  }
}
