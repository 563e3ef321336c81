import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { AppError } from './errors.js'

export type Limit = { points: number; windowSeconds: number }

/** Where attempts are counted when not in this process's memory (decision 051). */
export type AttemptStore = {
  /** Points a key has used in its live window, and ms until that window ends; null for none. */
  get(key: string): Promise<{ points: number; msLeft: number } | null>
  /** Counts one attempt, opening a window of `windowMs` when none is live; answers the state. */
  add(key: string, windowMs: number): Promise<{ points: number; msLeft: number }>
  delete(key: string): Promise<void>
}

/** Attempts in this process's memory: the embedded default, where one process serves. */
function memoryStore(limit: Limit): AttemptStore {
  const limiter = new RateLimiterMemory({ points: limit.points, duration: limit.windowSeconds })
  const state = (res: RateLimiterRes) => ({ points: res.consumedPoints, msLeft: res.msBeforeNext })
  return {
    async get(key) {
      const res = await limiter.get(key)
      return res ? state(res) : null
    },
    async add(key) {
      try {
        return state(await limiter.consume(key))
      } catch (error) {
        if (error instanceof RateLimiterRes) return state(error)
        throw error
      }
    },
    async delete(key) {
      await limiter.delete(key)
    },
  }
}

/**
 * Counts attempts per key (a phone, an e-mail, an IP address) in a time window. Callers decide what
 * counts: failed logins and OTP checks count only failures, so a shopper who gets it right is never
 * slowed; OTP requests count every request, since each one sends mail. With a shared `store` (the
 * database on PostgreSQL) every instance counts the same attempts.
 */
export function createAttemptLimiter(limit: Limit, store: AttemptStore = memoryStore(limit)) {
  return {
    /** Throws 429 when any key has used up its attempts. */
    async check(keys: string[]) {
      for (const key of keys) {
        const state = await store.get(key)
        if (state && state.points >= limit.points) throw tooMany(state.msLeft)
      }
    },
    async count(keys: string[]) {
      for (const key of keys) {
        const state = await store.add(key, limit.windowSeconds * 1000)
        if (state.points > limit.points) throw tooMany(state.msLeft)
      }
    },
    async forget(key: string) {
      await store.delete(key)
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
