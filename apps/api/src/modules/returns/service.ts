import {
  type AdminReturn,
  type AdminReturnQuery,
  istMidnight,
  nextDay,
  type Return,
  RETURN_LIMITS,
  type ReturnReason,
  type ReturnsOverview,
  type ReturnStatus,
} from '@store/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Insertable, Updateable } from 'kysely'
import type { Db } from '../../db/index.js'
import type { ReturnItemTable, ReturnRow, ReturnTable } from '../../db/schema.js'
import { conflict, notFound } from '../../lib/errors.js'
import { replayOf } from '../../lib/idempotency.js'
import type { MailQueue } from '../../lib/mail.js'
import { uploadWithinAllowance } from '../../lib/photo-allowance.js'
import { toRupees } from '../../lib/money.js'
import type { FindCustomers, ReadContacts } from '../../records/customer.js'
import { creditShares, nextCreditShare } from './refund-split.js'
import * as repo from './repo.js'
import { returnStatusMail } from './status-mail.js'
import { toAdminReturn, toReturn } from './to-http.js'

const DAY_MS = 86_400_000
const MATCHING_CUSTOMERS = 1000
/** Text that may be the end of an order number (KK-261123-7K3QXM): four characters or more. */
const NUMBER_END = /^[A-Za-z0-9-]{4,20}$/

/** What an order was paid in all and by store credit, in paise. */
type OrderPaid = { totalPaise: number; storeCreditPaise: number }

/** What the return rate reads of the orders delivered since an instant (the orders module). */
export type Deliveries = {
  /** How many orders were delivered since the instant, and the units they held. */
  since: (since: string) => Promise<{ orders: number; units: number }>
  /** Which of these orders were delivered since the instant. */
  among: (orderIds: number[], since: string) => Promise<number[]>
}

/** A status move's changes to the return's row and the history entries it writes. */
export type ReturnMove = {
  changes: Updateable<ReturnTable>
  history: Array<{ status: ReturnStatus; note: string | null }>
}

/**
 * Returns and size exchanges of delivered orders: their records, the units they claim, their
 * history and their e-mail. Asking for a return and moving one on are flows (src/flows) that
 * compose this module with orders, stock, store credit and invoices; this module writes a
 * return's rows in the flow's transaction, with conditional updates so two requests never take
 * the same unit and of two moves racing on one return exactly one wins.
 */
export function createReturnsService({
  db,
  outbox,
  publicUrl,
  log,
  contacts,
  findCustomers,
  orderPaid,
  deliveries,
}: {
  db: Db
  outbox: MailQueue
  publicUrl: string
  log: FastifyBaseLogger
  contacts: ReadContacts
  findCustomers: FindCustomers
  /** What the order was paid in all and by credit (the orders module). */
  orderPaid: (orderId: number) => Promise<OrderPaid>
  /** Orders delivered since an instant, for the return rate (the orders module). */
  deliveries: Deliveries
}) {
  async function withDetails(rows: ReturnRow[], full = false): Promise<Return[]> {
    const ids = rows.map((row) => row.id)
    const [items, history] = await Promise.all([repo.listItems(db, ids), repo.listHistory(db, ids)])
    return rows.map((row) =>
      toReturn(
        row,
        items.filter((item) => item.return_id === row.id),
        history.filter((entry) => entry.return_id === row.id),
        full,
      ),
    )
  }

  /** Returns as the admin sees them, with their customers' contacts, from their rows. */
  async function adminViews(ordered: ReturnRow[]): Promise<AdminReturn[]> {
    const list = await withDetails(ordered, true)
    const found = await contacts([...new Set(ordered.map((row) => row.user_id))])
    return list.map((ret, i) => {
      const user = found.find((c) => c.id === ordered[i]?.user_id)
      return toAdminReturn(ret, {
        name: user?.name ?? '',
        mobile: user?.mobile ?? '',
        email: user?.email ?? '',
      })
    })
  }

  /** One return for the admin, with how its refund divides between credit and cash. */
  async function getForAdmin(id: number): Promise<AdminReturn> {
    const row = await repo.findReturn(db, id)
    if (!row) throw notFound('Return not found')
    const [ret] = (await adminViews([row])) as [AdminReturn]
    if (ret.resolution !== 'refund' && ret.resolution !== 'store_credit') return ret
    if (ret.resolution === 'store_credit') {
      return { ...ret, refundSplit: { credit: ret.amount, cash: 0 } }
    }
    const [paid, refunded] = await Promise.all([
      orderPaid(row.order_id),
      repo.refundedReturns(db, row.order_id),
    ])
    const done = refunded.findIndex((r) => r.id === id)
    const amounts = refunded.map((r) => r.amount_paise)
    const credit =
      done >= 0
        ? (creditShares(paidOf(paid), amounts)[done] ?? 0)
        : nextCreditShare(paidOf(paid), amounts, row.amount_paise)
    return {
      ...ret,
      refundSplit: { credit: toRupees(credit), cash: toRupees(row.amount_paise - credit) },
    }
  }

  return {
    /** The caller's returns that must finish before her account can be erased. */
    openReturns: (userId: number, on: Db = db) => repo.openReturnsOfUser(on, userId),

    /** In an account's erasure (decision 078): answers the photos' URLs to delete after commit. */
    erase: (trx: Db, userId: number) => repo.eraseReturnDetails(trx, userId),

    /**
     * Queues the shopper's e-mail once a move has committed; from the outbox it is sent and
     * retried whatever the mail server does (decision 050). It is read after the commit because
     * the admin's view of a return gathers other modules' records, which a transaction on
     * SQLite's one connection cannot wait for. Answers the admin's view.
     */
    async mail(id: number) {
      const ret = await getForAdmin(id)
      await outbox
        .enqueue(db, returnStatusMail(ret, ret.customer, publicUrl))
        .catch((error: unknown) =>
          log.error({ err: error, returnId: id }, 'return e-mail not queued'),
        )
      return ret
    },

    /** The return an earlier request with this key asked for, when it asked for the same. */
    async byIdempotencyKey(userId: number, orderId: number, key: string, hash: string) {
      const row = replayOf(await repo.findByIdempotencyKey(db, userId, orderId, key), hash)
      return row ? (await withDetails([row]))[0] : undefined
    },

    /** Units of each order line already claimed by returns. */
    claimedUnits: (orderItemIds: number[]) => repo.claimedUnits(db, orderItemIds),

    /** The order's discount on each line's units in returns not rejected (decision 081). */
    claimedDiscounts: (orderItemIds: number[]) => repo.claimedDiscounts(db, orderItemIds),

    /** Which of these photo URLs the user uploaded for a return. */
    ownPhotos: (userId: number, urls: string[]) => repo.photos.own(db, userId, urls),

    /** What the order's refunded returns came to, in the order they were refunded. */
    async refundedAmounts(trx: Db, orderId: number) {
      return (await repo.refundedReturns(trx, orderId)).map((r) => r.amount_paise)
    },

    /**
     * Writes a new return in the flow's transaction: each line's units are claimed first with a
     * conditional update (RETURN_QUANTITY when another return took them), then the return, its
     * items and its first history entry.
     */
    async create(
      trx: Db,
      row: Insertable<ReturnTable>,
      items: Array<Omit<Insertable<ReturnItemTable>, 'return_id'> & { delivered: number }>,
    ) {
      for (const { order_item_id, quantity, delivered, name } of items) {
        if (!(await repo.claim(trx, order_item_id, quantity, delivered))) {
          throw conflict(`${name} is already in a return`, 'RETURN_QUANTITY')
        }
      }
      const id = await repo.insertReturn(trx, row)
      await repo.insertItems(
        trx,
        items.map(({ delivered: _, ...item }) => ({ ...item, return_id: id })),
      )
      await repo.insertHistory(trx, {
        return_id: id,
        status: 'Requested',
        note: null,
        changed_by: row.user_id,
        created_at: row.created_at,
      })
      return id
    },

    /** The return and its items, locked for a move in the flow's transaction. */
    async lock(trx: Db, id: number) {
      const row = await repo.lockReturn(trx, id)
      if (!row) throw notFound('Return not found')
      return { row, items: await repo.listItems(trx, [id]) }
    },

    /** Queues refunds of one order behind each other, in the flow's transaction. */
    lockOrderRefunds: (trx: Db, orderId: number) => repo.lockOrderRefunds(trx, orderId),

    /** Gives claimed units back to their order lines (a rejected return). */
    async unclaim(trx: Db, items: Array<{ order_item_id: number; quantity: number }>) {
      for (const item of items) await repo.unclaim(trx, item.order_item_id, item.quantity)
    },

    /**
     * Moves a return on from `from`, only if it still is there, and writes the history; a return
     * changed meanwhile answers RETURN_STATUS_CONFLICT.
     */
    async move(
      trx: Db,
      id: number,
      from: ReturnStatus,
      move: ReturnMove,
      by: { actorId: number; now: string },
    ) {
      const { actorId, now } = by
      if (!(await repo.moveStatus(trx, id, from, { ...move.changes, updated_at: now }))) {
        throw conflict(
          'The return was changed meanwhile; reload it and try again',
          'RETURN_STATUS_CONFLICT',
        )
      }
      for (const entry of move.history) {
        await repo.insertHistory(trx, {
          return_id: id,
          status: entry.status,
          note: entry.note,
          changed_by: actorId,
          created_at: now,
        })
      }
    },

    async getForUserById(id: number): Promise<Return> {
      const row = await repo.findReturn(db, id)
      return (await withDetails(row ? [row] : []))[0] as Return
    },

    async listForUser(userId: number): Promise<Return[]> {
      return withDetails(await repo.listOfUser(db, userId))
    },

    async getForUser(userId: number, id: number): Promise<Return> {
      const row = await repo.findReturn(db, id)
      if (!row || row.user_id !== userId) throw notFound('Return not found')
      return (await withDetails([row]))[0] as Return
    },

    /** One photo, within the shopper's daily allowance (lib/photo-allowance.ts). */
    uploadPhoto: (userId: number, receive: () => Promise<string>) =>
      uploadWithinAllowance(
        db,
        repo.photos,
        { userId, perDay: RETURN_LIMITS.photoUploadsPerDay, what: 'return photos' },
        receive,
      ),

    async list(query: AdminReturnQuery) {
      const text = query.q?.trim()
      const { ids, total } = await repo.pageIds(
        db,
        {
          status: query.status,
          since: query.from && istMidnight(query.from).toISOString(),
          before: query.to && istMidnight(nextDay(query.to)).toISOString(),
          text: text
            ? {
                numberPrefix: text.toUpperCase(),
                // The end of a number, as read out over the phone or off a parcel ('7K3QXM').
                numberEnd: NUMBER_END.test(text) ? text.toUpperCase() : undefined,
                userIds: /^[0-9]{3,}$/.test(text)
                  ? await findCustomers(text, MATCHING_CUSTOMERS)
                  : [],
              }
            : undefined,
        },
        { limit: query.limit, offset: (query.page - 1) * query.limit },
      )
      const rows = new Map((await repo.findMany(db, ids)).map((row) => [row.id, row]))
      return { items: await adminViews(ids.flatMap((id) => rows.get(id) ?? [])), total }
    },

    getForAdmin,

    /**
     * The return rate of the last 30 days: of the units delivered in them, the share that
     * returns (not rejected) ask back. Units of the same deliveries on both sides, so a rate
     * never passes 100% (a return claims only delivered units), however many returns one order
     * has, and returns of orders delivered before the window do not count against it. Also the
     * requests of those days and their reasons.
     */
    async overview(): Promise<ReturnsOverview> {
      const since = new Date(Date.now() - 30 * DAY_MS).toISOString()
      const [reasons, asked, delivered] = await Promise.all([
        repo.reasonsSince(db, since),
        // A return is asked for after its order is delivered: those of the window's
        // deliveries are among the returns asked for since the window opened.
        repo.unitsAskedSince(db, since),
        deliveries.since(since),
      ])
      const inWindow = new Set(
        await deliveries.among(
          asked.map((a) => a.orderId),
          since,
        ),
      )
      const returnedUnits = asked
        .filter((a) => inWindow.has(a.orderId))
        .reduce((sum, a) => sum + a.units, 0)
      const requested = reasons.reduce((sum, r) => sum + r.count, 0)
      return {
        returnRate: delivered.units
          ? Math.round(Math.min(1, returnedUnits / delivered.units) * 1000) / 10
          : 0,
        returnedUnits,
        deliveredUnits: delivered.units,
        requested,
        delivered: delivered.orders,
        topReasons: reasons
          .map((r) => ({ reason: r.reason as ReturnReason, count: r.count }))
          .sort((a, b) => b.count - a.count),
      }
    },
  }
}

/** What an order was paid in all and by store credit, as the refund split reads it. */
const paidOf = (paid: OrderPaid) => ({ total: paid.totalPaise, credit: paid.storeCreditPaise })

export type ReturnsService = ReturnType<typeof createReturnsService>
