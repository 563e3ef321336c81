import type { Insertable } from 'kysely'
import type { Db } from '../../db/index.js'
import type { AdminAuditTable } from '../../db/schema.js'

export async function insertEntry(db: Db, entry: Insertable<AdminAuditTable>) {
  await db.insertInto('admin_audit').values(entry).execute()
}

export type AuditFilter = {
  adminId?: number
  action?: string
  /** Instants, ISO text: from inclusive, before exclusive. */
  from?: string
  before?: string
}

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('admin_audit')
  if (filter.adminId !== undefined) query = query.where('admin_id', '=', filter.adminId)
  if (filter.action !== undefined) query = query.where('action', '=', filter.action)
  if (filter.from !== undefined) query = query.where('created_at', '>=', filter.from)
  if (filter.before !== undefined) query = query.where('created_at', '<', filter.before)
  return query
}

export async function page(db: Db, filter: AuditFilter, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    filtered(db, filter).selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}
