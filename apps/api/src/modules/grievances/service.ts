import {
  type AdminGrievance,
  type AdminGrievanceQuery,
  GRIEVANCE_LIMITS,
  GRIEVANCE_TYPES,
  type Grievance,
  type GrievanceActionBody,
  type GrievanceOfficer,
  type GrievanceReport,
  type GrievanceType,
  type NewGrievance,
  istMidnight,
  istMonth,
  nextMonth,
  oneMonthAfter,
} from '@store/contract'
import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/index.js'
import type { GrievanceRow } from '../../db/schema.js'
import { nowIso } from '../../db/sql.js'
import { inTransaction } from '../../db/transaction.js'
import { badRequest, conflict, notFound } from '../../lib/errors.js'
import type { Mail, MailQueue } from '../../lib/mail.js'
import { uploadWithinAllowance } from '../../lib/photo-allowance.js'
import type { ReadContacts } from '../../records/customer.js'
import { receivedMail, replyMail, resolvedMail } from './mail.js'
import * as repo from './repo.js'
import { toAdminGrievance, toGrievance } from './to-http.js'

const HOUR_MS = 3_600_000
/** What stands for an erased account's words in her grievances and replies. */
const ERASED_TEXT = '(Removed when the shopper deleted her account.)'

/** What the grievances read of other modules; each throws 404 for what is not the caller's. */
export type GrievancePorts = {
  contacts: ReadContacts
  /** The grievance officer named in the store's settings, if any. */
  officer: () => Promise<GrievanceOfficer | null>
  /** One of the caller's orders: its number. */
  orderOf: (userId: number, orderId: number) => Promise<{ number: string }>
  /** One of the caller's returns: its order. */
  returnOf: (userId: number, returnId: number) => Promise<{ orderId: number; orderNumber: string }>
}

type Shopper = { name: string; email: string }

const statusConflict = (message: string) => conflict(message, 'GRIEVANCE_STATUS_CONFLICT')

/**
 * Shoppers' grievances to the grievance officer (decision 077): raised with a ticket number and
 * an acknowledgement mail at once, answered in a thread both sides write to, acknowledged by a
 * person and resolved by admins against the deadlines of the E-Commerce Rules 2020 rule 4(5),
 * counted month by month for the report.
 */
export function createGrievanceService({
  db,
  outbox,
  publicUrl,
  ports,
}: {
  db: Db
  outbox: MailQueue
  publicUrl: string
  ports: GrievancePorts
}) {
  async function withMessages(rows: GrievanceRow[]): Promise<Grievance[]> {
    const messages = await repo.messagesOf(
      db,
      rows.map((row) => row.id),
    )
    return rows.map((row) =>
      toGrievance(
        row,
        messages.filter((m) => m.grievance_id === row.id),
      ),
    )
  }

  async function adminViews(rows: GrievanceRow[]): Promise<AdminGrievance[]> {
    const [list, found] = await Promise.all([
      withMessages(rows),
      ports.contacts([...new Set(rows.map((row) => row.user_id))]),
    ])
    const now = nowIso()
    return list.map((grievance, i) => {
      const user = found.find((c) => c.id === rows[i]?.user_id)
      return toAdminGrievance(
        grievance,
        { name: user?.name ?? '', mobile: user?.mobile ?? '', email: user?.email ?? '' },
        now,
      )
    })
  }

  async function rowOf(ticket: string) {
    const row = await repo.findByTicket(db, ticket)
    if (!row) throw notFound('Grievance not found')
    return row
  }

  async function ownRow(userId: number, ticket: string) {
    const row = await repo.findByTicket(db, ticket)
    if (!row || row.user_id !== userId) throw notFound('Grievance not found')
    return row
  }

  /** What the grievance is about: the caller's own order or return, checked with their modules. */
  async function subjectOf(userId: number, body: NewGrievance) {
    const orderId = body.orderId === undefined ? null : Number(body.orderId)
    const returnId = body.returnId === undefined ? null : Number(body.returnId)
    if (returnId !== null) {
      const ret = await ports.returnOf(userId, returnId)
      if (orderId !== null && orderId !== ret.orderId) {
        throw badRequest('returnId must be a return of the order orderId names')
      }
      return { orderId: ret.orderId, orderNumber: ret.orderNumber, returnId }
    }
    if (orderId !== null) {
      const order = await ports.orderOf(userId, orderId)
      return { orderId, orderNumber: order.number, returnId: null }
    }
    return { orderId: null, orderNumber: null, returnId: null }
  }

  /**
   * The shopper's mail, queued in the grievance's transaction. Her contact is read before that
   * transaction opens: on SQLite's one connection a read beside it would wait for it.
   */
  async function mailerTo(userId: number) {
    const [shopper] = await ports.contacts([userId])
    return async (trx: Db, make: (to: Shopper) => Mail) => {
      if (shopper?.email) await outbox.enqueue(trx, make(shopper))
    }
  }

  return {
    /** An erased account (decision 078): her words and photos go; the tickets stay counted. */
    erase: (trx: Db, userId: number) => repo.eraseWriting(trx, userId, ERASED_TEXT),

    /**
     * Receives a grievance: checks what it is about and its photos, writes it with its ticket
     * and deadlines, and queues the acknowledgement mail in the same transaction.
     */
    async raise(userId: number, body: NewGrievance): Promise<{ ticket: string }> {
      const subject = await subjectOf(userId, body)
      const own = await repo.photos.own(db, userId, body.photos)
      if (body.photos.some((url) => !own.has(url))) {
        throw badRequest('photos must be photos you uploaded for a grievance')
      }
      const officer = await ports.officer()
      const mail = await mailerTo(userId)
      const now = nowIso()
      const acknowledgeBy = new Date(
        Date.parse(now) + GRIEVANCE_LIMITS.acknowledgeHours * HOUR_MS,
      ).toISOString()
      const resolveBy = oneMonthAfter(now)
      return inTransaction(db, async (trx) => {
        const id = await repo.insertGrievance(trx, {
          // Unique until the id it is made from is known, a moment later in this transaction.
          ticket: randomUUID().slice(0, 20),
          user_id: userId,
          type: body.type,
          text: body.text,
          order_id: subject.orderId,
          order_number: subject.orderNumber,
          return_id: subject.returnId,
          photos: JSON.stringify(body.photos),
          status: 'open',
          resolution: null,
          created_at: now,
          acknowledge_by: acknowledgeBy,
          resolve_by: resolveBy,
          acknowledged_at: null,
          acknowledged_by_user: null,
          resolved_at: null,
          resolved_by_user: null,
          updated_at: now,
        })
        const ticket = `GRV-${istMonth(now).slice(0, 4)}-${String(id).padStart(6, '0')}`
        await repo.setTicket(trx, id, ticket)
        await mail(trx, (shopper) =>
          receivedMail(
            shopper,
            { ticket, type: body.type, acknowledgeBy, resolveBy },
            officer,
            publicUrl,
          ),
        )
        return { ticket }
      })
    },

    async listForUser(userId: number): Promise<Grievance[]> {
      return withMessages(await repo.listOfUser(db, userId))
    },

    async getForUser(userId: number, ticket: string): Promise<Grievance> {
      return (await withMessages([await ownRow(userId, ticket)]))[0] as Grievance
    },

    /** The shopper writes to her open grievance; a resolved one takes no more replies. */
    async replyAsShopper(userId: number, ticket: string, text: string): Promise<Grievance> {
      const row = await ownRow(userId, ticket)
      await inTransaction(db, async (trx) => {
        const now = nowIso()
        if (!(await repo.moveStatus(trx, row.id, ['open', 'acknowledged'], { updated_at: now }))) {
          throw statusConflict(
            'This grievance is resolved; raise a new one if something is still wrong',
          )
        }
        await repo.insertMessage(trx, {
          grievance_id: row.id,
          author: 'shopper',
          author_id: userId,
          text,
          created_at: now,
        })
      })
      return (await withMessages([await rowOf(ticket)]))[0] as Grievance
    },

    /**
     * An admin acknowledges, replies to or resolves a grievance. Each step checks the status it
     * moves from in its update, so of two admins at once one wins and the other hears 409. A
     * reply to an open grievance acknowledges it: a person has answered.
     */
    async act(adminId: number, ticket: string, body: GrievanceActionBody): Promise<AdminGrievance> {
      const row = await rowOf(ticket)
      const mail = await mailerTo(row.user_id)
      await inTransaction(db, async (trx) => {
        const now = nowIso()
        const acknowledged = { acknowledged_at: now, acknowledged_by_user: adminId }
        const message = (text: string) =>
          repo.insertMessage(trx, {
            grievance_id: row.id,
            author: 'store',
            author_id: adminId,
            text,
            created_at: now,
          })
        if (body.action === 'acknowledge') {
          const moved = await repo.moveStatus(trx, row.id, ['open'], {
            status: 'acknowledged',
            ...acknowledged,
            updated_at: now,
          })
          if (!moved) throw statusConflict('This grievance is already acknowledged')
          const { text } = body
          if (text) {
            await message(text)
            await mail(trx, (to) => replyMail(to, ticket, text, publicUrl))
          }
          return
        }
        if (body.action === 'reply') {
          const moved =
            (await repo.moveStatus(trx, row.id, ['open'], {
              status: 'acknowledged',
              ...acknowledged,
              updated_at: now,
            })) || (await repo.moveStatus(trx, row.id, ['acknowledged'], { updated_at: now }))
          if (!moved) throw statusConflict('This grievance is resolved; it takes no more replies')
          await message(body.text)
          await mail(trx, (to) => replyMail(to, ticket, body.text, publicUrl))
          return
        }
        const moved =
          (await repo.moveStatus(trx, row.id, ['open'], {
            status: 'resolved',
            ...acknowledged,
            resolution: body.resolution,
            resolved_at: now,
            resolved_by_user: adminId,
            updated_at: now,
          })) ||
          (await repo.moveStatus(trx, row.id, ['acknowledged'], {
            status: 'resolved',
            resolution: body.resolution,
            resolved_at: now,
            resolved_by_user: adminId,
            updated_at: now,
          }))
        if (!moved) throw statusConflict('This grievance is already resolved')
        await mail(trx, (to) => resolvedMail(to, ticket, body.resolution, publicUrl))
      })
      return (await adminViews([await rowOf(ticket)]))[0] as AdminGrievance
    },

    async list(query: AdminGrievanceQuery) {
      const { ids, total } = await repo.pageIds(
        db,
        { status: query.status, overdueAt: query.overdue ? nowIso() : undefined },
        { limit: query.limit, offset: (query.page - 1) * query.limit },
      )
      const rows = new Map((await repo.findMany(db, ids)).map((row) => [row.id, row]))
      return { items: await adminViews(ids.flatMap((id) => rows.get(id) ?? [])), total }
    },

    async getForAdmin(ticket: string): Promise<AdminGrievance> {
      return (await adminViews([await rowOf(ticket)]))[0] as AdminGrievance
    },

    /**
     * The grievances received in one month in India, as counted now: how many were acknowledged
     * by a person within 48 hours, resolved within their month, and are not resolved yet; in
     * all and per type.
     */
    async report(month: string): Promise<GrievanceReport> {
      const rows = await repo.receivedBetween(
        db,
        istMidnight(`${month}-01`).toISOString(),
        istMidnight(`${nextMonth(month)}-01`).toISOString(),
      )
      const count = (of: typeof rows) => ({
        received: of.length,
        acknowledgedInTime: of.filter(
          (r) => r.acknowledged_at !== null && r.acknowledged_at <= r.acknowledge_by,
        ).length,
        resolvedInTime: of.filter((r) => r.resolved_at !== null && r.resolved_at <= r.resolve_by)
          .length,
        pending: of.filter((r) => r.status !== 'resolved').length,
      })
      return {
        month,
        ...count(rows),
        byType: GRIEVANCE_TYPES.map((type: GrievanceType) => ({
          type,
          ...count(rows.filter((r) => r.type === type)),
        })),
      }
    },

    /** One photo, within the shopper's daily allowance (lib/photo-allowance.ts). */
    uploadPhoto: (userId: number, receive: () => Promise<string>) =>
      uploadWithinAllowance(
        db,
        repo.photos,
        { userId, perDay: GRIEVANCE_LIMITS.photoUploadsPerDay, what: 'grievance photos' },
        receive,
      ),
  }
}

export type GrievanceService = ReturnType<typeof createGrievanceService>
