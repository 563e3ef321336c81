import { type AuditEntry, type AuditQuery, istMidnight, nextDay } from '@store/contract'
import type { Db } from '../../db/index.js'
import { nowIso } from '../../db/sql.js'
import type { ReadContacts } from '../../records/customer.js'
import * as repo from './repo.js'

export type AuditedCall = {
  adminId: number
  action: string
  record: string | null
  method: string
  path: string
  status: number
  ip: string
}

/**
 * The append-only log of admin calls that read or change a shopper's personal data or money
 * (decision 078): written by the audit hook of every route tagged `config: { audit }`, read by
 * admins with filters; nothing in the store updates or deletes a row, and the database refuses it.
 */
export function createAuditLog({ db, contacts }: { db: Db; contacts: ReadContacts }) {
  return {
    record: (call: AuditedCall) =>
      repo.insertEntry(db, {
        admin_id: call.adminId,
        action: call.action,
        record: call.record,
        method: call.method,
        path: call.path,
        status: call.status,
        ip: call.ip,
        created_at: nowIso(),
      }),

    async list(query: AuditQuery) {
      const { rows, total } = await repo.page(
        db,
        {
          ...(query.adminId ? { adminId: Number(query.adminId) } : {}),
          ...(query.action ? { action: query.action } : {}),
          ...(query.from ? { from: istMidnight(query.from).toISOString() } : {}),
          ...(query.to ? { before: istMidnight(nextDay(query.to)).toISOString() } : {}),
        },
        query.limit,
        (query.page - 1) * query.limit,
      )
      const names = new Map(
        (await contacts([...new Set(rows.map((row) => row.admin_id))])).map((c) => [c.id, c.name]),
      )
      const items: AuditEntry[] = rows.map((row) => ({
        _id: String(row.id),
        adminId: String(row.admin_id),
        adminName: names.get(row.admin_id) ?? '',
        action: row.action,
        record: row.record,
        method: row.method,
        path: row.path,
        status: row.status,
        ip: row.ip,
        at: row.created_at,
      }))
      return { items, total }
    },
  }
}

export type AuditLog = ReturnType<typeof createAuditLog>
