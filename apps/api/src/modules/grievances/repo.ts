import type { Insertable, Updateable } from 'kysely'
import type { Db } from '../../db/index.js'
import type { GrievanceMessageTable, GrievanceRow, GrievanceTable } from '../../db/schema.js'
import { photoUploads } from '../../lib/photo-allowance.js'

export async function insertGrievance(trx: Db, row: Insertable<GrievanceTable>) {
  const { id } = await trx
    .insertInto('grievances')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export async function setTicket(trx: Db, id: number, ticket: string) {
  await trx.updateTable('grievances').set({ ticket }).where('id', '=', id).execute()
}

export async function findByTicket(db: Db, ticket: string) {
  return db.selectFrom('grievances').selectAll().where('ticket', '=', ticket).executeTakeFirst()
}

export async function listOfUser(db: Db, userId: number): Promise<GrievanceRow[]> {
  return db
    .selectFrom('grievances')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute()
}

export async function findMany(db: Db, ids: number[]): Promise<GrievanceRow[]> {
  if (ids.length === 0) return []
  return db.selectFrom('grievances').selectAll().where('id', 'in', ids).execute()
}

export async function messagesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return []
  return db
    .selectFrom('grievance_messages')
    .selectAll()
    .where('grievance_id', 'in', ids)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

export async function insertMessage(trx: Db, row: Insertable<GrievanceMessageTable>) {
  await trx.insertInto('grievance_messages').values(row).execute()
}

/**
 * Changes the grievance only while its status is one of `from`: of two admins acting at once,
 * exactly one moves it. False when it had moved on.
 */
export async function moveStatus(
  trx: Db,
  id: number,
  from: readonly string[],
  changes: Updateable<GrievanceTable>,
) {
  const result = await trx
    .updateTable('grievances')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

// The admin's queue.

export type GrievanceFilter = {
  status?: string
  /** Past a deadline at this instant: not acknowledged in 48 hours, or not resolved in a month. */
  overdueAt?: string
}

function filtered(db: Db, { status, overdueAt }: GrievanceFilter) {
  let query = db.selectFrom('grievances')
  if (status) query = query.where('status', '=', status)
  if (overdueAt) {
    query = query.where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'open'), eb('acknowledge_by', '<', overdueAt)]),
        eb.and([eb('status', '<>', 'resolved'), eb('resolve_by', '<', overdueAt)]),
      ]),
    )
  }
  return query
}

export async function pageIds(
  db: Db,
  filter: GrievanceFilter,
  { limit, offset }: { limit: number; offset: number },
) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select('id')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return { ids: rows.map((row) => row.id), total: Number(count.n) }
}

/** What the monthly report reads of the grievances received in [since, before). */
export async function receivedBetween(db: Db, since: string, before: string) {
  return db
    .selectFrom('grievances')
    .select(['type', 'status', 'acknowledge_by', 'acknowledged_at', 'resolve_by', 'resolved_at'])
    .where('created_at', '>=', since)
    .where('created_at', '<', before)
    .execute()
}

// Photos: counted per day, and a shopper may use only her own.
export const photos = photoUploads('grievance_photos', 4_403)

/** What an erased account wrote is removed; the tickets stay for the monthly count. */
export async function eraseWriting(trx: Db, userId: number, erased: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('grievances')
    .select(['id', 'photos'])
    .where('user_id', '=', userId)
    .execute()
  const ids = rows.map((row) => row.id)
  if (ids.length > 0) {
    await trx
      .updateTable('grievances')
      .set({ text: erased, photos: '[]' })
      .where('id', 'in', ids)
      .execute()
    await trx
      .updateTable('grievance_messages')
      .set({ text: erased })
      .where('grievance_id', 'in', ids)
      .where('author', '=', 'shopper')
      .execute()
  }
  const uploads = await trx
    .deleteFrom('grievance_photos')
    .where('user_id', '=', userId)
    .returning('url')
    .execute()
  const attached = rows.flatMap((row) => JSON.parse(row.photos) as string[])
  return [...new Set([...attached, ...uploads.map((upload) => upload.url)])].filter(Boolean)
}
