import type { Db } from '../db/index.js'
import { nowIso } from '../db/sql.js'
import { inTransaction } from '../db/transaction.js'
import { AppError } from './errors.js'

const DAY_MS = 86_400_000

/** What a module's repo keeps of its shoppers' photo uploads (returns, reviews, grievances). */
export type PhotoUploads = {
  /** Holds the shopper's count until the transaction ends (PostgreSQL; SQLite runs one at a time). */
  lockPhotoCount(trx: Db, userId: number): Promise<void>
  countPhotosSince(db: Db, userId: number, since: string): Promise<number>
  /** Writes the upload's row before its work; its URL follows once the image is kept. */
  insertPhoto(db: Db, userId: number, now: string): Promise<number>
  setPhotoUrl(db: Db, id: number, url: string): Promise<void>
  deletePhoto(db: Db, id: number): Promise<void>
}

/**
 * Receives one photo within the shopper's allowance of `perDay` in a day, counted and taken in
 * one step before the work, so uploads at once cannot all pass the count: the upload's row is
 * written first and gets its URL once the image is kept, or goes if the upload fails. `what`
 * names the photos in the refusal ("return photos").
 */
export async function uploadWithinAllowance(
  db: Db,
  uploads: PhotoUploads,
  { userId, perDay, what }: { userId: number; perDay: number; what: string },
  receive: () => Promise<string>,
): Promise<string> {
  const id = await inTransaction(db, async (trx) => {
    await uploads.lockPhotoCount(trx, userId)
    const since = new Date(Date.now() - DAY_MS).toISOString()
    if ((await uploads.countPhotosSince(trx, userId, since)) >= perDay) {
      throw new AppError(
        429,
        'TOO_MANY_REQUESTS',
        `At most ${perDay} ${what} a day; please try again tomorrow`,
      )
    }
    return uploads.insertPhoto(trx, userId, nowIso())
  })
  try {
    const url = await receive()
    await uploads.setPhotoUrl(db, id, url)
    return url
  } catch (error) {
    await uploads.deletePhoto(db, id)
    throw error
  }
}
