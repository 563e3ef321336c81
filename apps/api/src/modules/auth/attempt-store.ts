import type { Db } from '../../db/index.js'
import type { AttemptStore } from '../../lib/attempt-limits.js'
import * as repo from './repo.js'

/**
 * Attempt limits counted in the database, for several instances on one PostgreSQL: every
 * instance sees the same counts (decision 051). Each limiter has its own `prefix` for its keys.
 * Ended windows are swept now and then, by whichever instance counts.
 */
export function createAttemptStore(db: Db, prefix: string): AttemptStore {
  const keyOf = (key: string) => `${prefix}:${key}`
  return {
    async get(key) {
      const row = await repo.findAttempt(db, keyOf(key))
      const msLeft = row ? Number(row.expires_at) - Date.now() : 0
      return row && msLeft > 0 ? { points: row.points, msLeft } : null
    },
    async add(key, windowMs) {
      const now = Date.now()
      if (Math.random() < 0.01) await repo.deleteEndedAttempts(db, now)
      const { points, expiresAt } = await repo.addAttempt(db, keyOf(key), now, windowMs)
      return { points, msLeft: expiresAt - now }
    },
    async delete(key) {
      await repo.deleteAttempts(db, keyOf(key))
    },
  }
}
