import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { AppError } from './errors.js'

export type Limit = { points: number; windowSeconds: number }

/**
 * Counts attempts per key (a phone, an e-mail, an IP address) in a time window. Callers decide what
 * counts: failed logins and OTP checks count only failures, so a shopper who gets it right is never
 * slowed; OTP requests count every request, since each one sends mail.
 */
export function createAttemptLimiter(limit: Limit) {
  const limiter = new RateLimiterMemory({ points: limit.points, duration: limit.windowSeconds })
  return {
    /** Throws 429 when any key has used up its attempts. */
    async check(keys: string[]) {
      for (const key of keys) {
        const state = await limiter.get(key)
        if (state && state.consumedPoints >= limit.points) throw tooMany(state.msBeforeNext)
      }
    },
    async count(keys: string[]) {
      for (const key of keys) {
        try {
          await limiter.consume(key)
        } catch (error) {
          if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext)
          throw error
        }
      }
    },
    async forget(key: string) {
      await limiter.delete(key)
    },
  }
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>

function tooMany(msBeforeNext: number) {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000))
  return new AppError(
    429,
    'TOO_MANY_REQUESTS',
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  )
}
