import { AppError } from './errors.js'

/**
 * Refuses a password the shared strength rule scores as guessable, naming what to change. The
 * estimator and its dictionaries are loaded on first use, so a server pays for them only when
 * someone sets a password.
 */
export async function assertStrongPassword(password: string, related: string[]) {
  const { ratePassword } = await import('@store/contract/password-strength')
  const strength = ratePassword(password, related)
  if (!strength.acceptable) {
    throw new AppError(400, 'WEAK_PASSWORD', `password is too easy to guess. ${strength.hint}`)
  }
}
