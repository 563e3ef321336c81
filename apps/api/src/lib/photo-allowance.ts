import { sql } from 'kysely'
import type { Db } from '../db/index.js'
import { isPostgres, nowIso } from '../db/sql.js'
import { inTransaction } from '../db/transaction.js'
import { AppError } from './errors.js'

const DAY_MS = 86_400_000

/** The tables of shoppers' photo uploads, one per module that takes them; their columns are the same. */
type PhotoTable = 'return_photos' | 'review_photos' | 'grievance_photos'

/**
 * A module's photo uploads, kept in its own `table`. `lockKey` is the module's own key for the
 * advisory lock that queues one shopper's uploads.
 */
export function photoUploads(table: PhotoTable, lockKey: number) {
  // Kysely types the queries through one of the tables: the three have the same columns.
  const photos = table as 'return_photos'
  return {
    /**
     * Holds the shopper's photo count until the caller's transaction ends, so that uploads at
     * once are counted one after another (on PostgreSQL; SQLite runs one transaction at a time).
     */
    async lockCount(trx: Db, userId: number) {
      if (isPostgres(trx))
        await sql`select pg_advisory_xact_lock(${lockKey}, ${userId})`.execute(trx)
    },

    async countSince(db: Db, userId: number, since: string) {
      const row = await db
        .selectFrom(photos)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },

    /** A photo's row, written before its upload is done: its URL follows once the image is kept. */
    async insert(db: Db, userId: number, now: string) {
      const row = await db
        .insertInto(photos)
        .values({ user_id: userId, url: '', created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },

    async setUrl(db: Db, id: number, url: string) {
      await db.updateTable(photos).set({ url }).where('id', '=', id).execute()
    },

    async remove(db: Db, id: number) {
      await db.deleteFrom(photos).where('id', '=', id).execute()
    },

    /** Which of `urls` this shopper uploaded. */
    async own(db: Db, userId: number, urls: string[]) {
      if (urls.length === 0) return new Set<string>()
      const rows = await db
        .selectFrom(photos)
        .select('url')
        .distinct()
        .where('user_id', '=', userId)
        .where('url', 'in', urls)
        .execute()
      return new Set(rows.map((row) => row.url))
    },
  }
}

export type PhotoUploads = ReturnType<typeof photoUploads>

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
    await uploads.lockCount(trx, userId)
    const since = new Date(Date.now() - DAY_MS).toISOString()
    if ((await uploads.countSince(trx, userId, since)) >= perDay) {
      throw new AppError(
        429,
        'TOO_MANY_REQUESTS',
        `At most ${perDay} ${what} a day; please try again tomorrow`,
      )
    }
    return uploads.insert(trx, userId, nowIso())
  })
  try {
    const url = await receive()
    await uploads.setUrl(db, id, url)
    return url
  } catch (error) {
    await uploads.remove(db, id)
    throw error
  }
}
