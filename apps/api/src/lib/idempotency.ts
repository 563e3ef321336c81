import { createHash } from 'node:crypto'
import { z } from 'zod'
import { AppError } from './errors.js'

// Idempotency-Key headers (decision 063). A key is the caller's, for one operation on one target
// (placing an order; a return of one order): the same key elsewhere is a new request. A retry
// must repeat its request: the same key with another body is refused, never answered with what
// the first request made.

export const IdempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'idempotency-key must be 8 to 100 letters, digits, - or _')

/** A fingerprint of a request's validated body (its fields in the schema's order). */
export const requestHash = (body: unknown) =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex')

/**
 * The earlier answer for a key, when its request was the same; rows kept before fingerprints
 * (hash null) are taken as the same.
 */
export function replayOf<T extends { idempotency_hash: string | null }>(
  earlier: T | undefined,
  hash: string,
): T | undefined {
  if (!earlier) return undefined
  if (earlier.idempotency_hash !== null && earlier.idempotency_hash !== hash) {
    throw new AppError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was used for a different request: send a new key for a new request',
    )
  }
  return earlier
}
