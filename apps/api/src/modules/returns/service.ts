import {
  type AdminReturn,
  type AdminReturnQuery,
  istDay,
  istMidnight,
  type NewReturn,
  nextDay,
  type Order,
  type Return,
  RETURN_LIMITS,
  RETURN_MOVES,
  RETURN_REASON_LABELS,
  type ReturnOptions,
  type ReturnReason,
  type ReturnsOverview,
  type ReturnStatus,
  type ReturnStatusChange,
} from '@store/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Updateable } from 'kysely'
import type { Db } from '../../db/index.js'
import type { ReturnRow, ReturnTable } from '../../db/schema.js'
import { isUniqueViolation, nowIso } from '../../db/sql.js'
import { inTransaction } from '../../db/transaction.js'
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js'
import { replayOf, requestHash } from '../../lib/idempotency.js'
import type { MailQueue } from '../../lib/mail.js'
import { toRupees } from '../../lib/money.js'
import type { Inventory, ProductForSale, StockLine } from '../catalog/inventory.js'
import type { OrderService } from '../orders/service.js'
import type { StoreCreditService } from '../store-credit/service.js'
import type { UsersService } from '../users/service.js'
import { allowedResolutions, needsPhotos, refusal, windowClosesAt } from './policy.js'
import { creditShares, nextCreditShare } from './refund-split.js'
import * as repo from './repo.js'
import { returnStatusMail } from './status-mail.js'
import { toAdminReturn, toReturn } from './to-return.js'

/** Called inside a refund's transaction, for what must be issued with it (a credit note). */
export type RefundedHook = (
  trx: Db,
  refund: { orderId: number; lines: Array<{ orderItemId: number; quantity: number }> },
) => Promise<void>

type Actor = { id: number; role: 'ADMIN' | 'USER' }

const paise = (rupees: number) => Math.round(rupees * 100)
const DAY_MS = 86_400_000
const MATCHING_CUSTOMERS = 1000

/** When the order was delivered: its last move to Delivered. */
const deliveredAt = (order: Order) =>
  order.history.filter((entry) => entry.status === 'Delivered').at(-1)?.at ?? null

/**
 * Returns and size exchanges of delivered orders, under the policy of policy.ts. A request
 * claims its units with conditional updates and reserves an exchange's unit in one transaction,
 * so two requests never take the same unit. Each status move is a conditional update on the
 * status it starts from, stock and store credit move in its transaction, and the shopper is
 * e-mailed after it commits.
 */
export function createReturnsService({
  db,
  orders,
  inventory,
  credit,
  users,
  outbox,
  publicUrl,
  log,
  returnWindowDays,
  onRefunded,
}: {
  db: Db
  orders: OrderService
  inventory: Inventory
  credit: StoreCreditService
  users: UsersService
  outbox: MailQueue
  publicUrl: string
  log: FastifyBaseLogger
  returnWindowDays: () => Promise<number>
  onRefunded: RefundedHook
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

  async function forAdmin(ids: number[]): Promise<AdminReturn[]> {
    const rows = await repo.findMany(db, ids)
    const byId = new Map(rows.map((row) => [row.id, row]))
    const ordered = ids.flatMap((id) => byId.get(id) ?? [])
    const list = await withDetails(ordered, true)
    const contacts = await users.contacts([...new Set(ordered.map((row) => row.user_id))])
    return list.map((ret, i) => {
      const user = contacts.find((c) => c.id === ordered[i]?.user_id)
      return toAdminReturn(ret, {
        name: user?.name ?? '',
        mobile: user?.mobile ?? '',
        email: user?.email ?? '',
      })
    })
  }

  /** One return for the admin, with how its refund divides between credit and cash. */
  async function getForAdmin(id: number): Promise<AdminReturn> {
    const [ret] = await forAdmin([id])
    if (!ret) throw notFound('Return not found')
    if (ret.resolution !== 'refund' && ret.resolution !== 'store_credit') return ret
    const amount = paise(ret.amount)
    if (ret.resolution === 'store_credit') {
      return { ...ret, refundSplit: { credit: ret.amount, cash: 0 } }
    }
    const [order, refunded] = await Promise.all([
      orders.getForAdmin(Number(ret.orderId)),
      repo.refundedReturns(db, Number(ret.orderId)),
    ])
    const done = refunded.findIndex((r) => r.id === id)
    const amounts = refunded.map((r) => r.amount_paise)
    const credit =
      done >= 0
        ? (creditShares(paidOf(order), amounts)[done] ?? 0)
        : nextCreditShare(paidOf(order), amounts, amount)
    return { ...ret, refundSplit: { credit: toRupees(credit), cash: toRupees(amount - credit) } }
  }

  /**
   * Queues the shopper's e-mail once the move has committed; from the outbox it is sent and
   * retried whatever the mail server does (decision 050). It is read after the commit because
   * the shopper's view of a return gathers other modules' records, which a transaction on
   * SQLite's one connection cannot wait for.
   */
  async function mail(id: number) {
    const ret = await getForAdmin(id)
    await outbox
      .enqueue(db, returnStatusMail(ret, ret.customer, publicUrl))
      .catch((error: unknown) =>
        log.error({ err: error, returnId: id }, 'return e-mail not queued'),
      )
    return ret
  }

  /** What the shelves hold for a request's lines. */
  function shelfFor(
    lines: Array<{ item: Order['orderItems'][number]; quantity: number }>,
    products: ProductForSale[],
  ) {
    const productOf = (id: string) => products.find((p) => String(p.id) === id)
    const [only] = lines
    const exchangeSizes =
      lines.length === 1 && only
        ? (productOf(only.item.product._id)?.variants ?? [])
            .filter((v) => v.size !== only.item.size && v.stock >= only.quantity)
            .map((v) => v.size)
        : []
    const sameSizeInStock = lines.every(({ item, quantity }) => {
      const variant = productOf(item.product._id)?.variants.find((v) => v.size === item.size)
      return (variant?.stock ?? 0) >= quantity
    })
    return { lines: lines.length, exchangeSizes, sameSizeInStock }
  }

  /** The order, delivered and inside its window, or the refusal that says why not. */
  async function openOrder(userId: number, orderId: number) {
    const order = await orders.getForUser(userId, orderId)
    const delivered = deliveredAt(order)
    if (order.status !== 'Delivered' || !delivered) {
      throw conflict('Only a delivered order can be returned or exchanged', 'RETURN_WINDOW_CLOSED')
    }
    const days = await returnWindowDays()
    const closes = windowClosesAt(delivered, days)
    return { order, days, closes, open: Date.now() <= Date.parse(closes) }
  }

  /** The lines a refund or exchange names, with the stock each size's shelf holds. */
  const reservedLines = (
    row: ReturnRow,
    items: Array<{ product_id: number; size: string; quantity: number }>,
  ): StockLine[] =>
    row.resolution === 'exchange' || row.resolution === 'replacement'
      ? items.map((item) => ({
          productId: item.product_id,
          size: row.resolution === 'exchange' ? (row.exchange_size ?? item.size) : item.size,
          quantity: item.quantity,
        }))
      : []

  /**
   * Asks for a return. Checks, in this order: the order is the caller's (404), delivered and
   * inside the window, every line is the order's, returnable and not already claimed, photos
   * where the reason needs them, the outcome the policy allows, and refund details for cash.
   */
  async function ask(
    userId: number,
    orderId: number,
    body: NewReturn,
    idempotency: { key: string; hash: string } | undefined,
  ): Promise<Return> {
    const { order, days, open } = await openOrder(userId, orderId)
    if (!open) {
      throw conflict(
        `The ${days}-day return window for order ${order.orderId} has closed`,
        'RETURN_WINDOW_CLOSED',
      )
    }
    const wanted = new Map<string, number>()
    for (const { orderItemId, quantity } of body.items) {
      wanted.set(orderItemId, (wanted.get(orderItemId) ?? 0) + quantity)
    }
    const lines = [...wanted].map(([orderItemId, quantity]) => {
      const item = order.orderItems.find((line) => line._id === orderItemId)
      if (!item) throw badRequest(`orderItemId ${orderItemId} is not a line of this order`)
      return { item, quantity }
    })
    const products = await inventory.liveProducts(lines.map(({ item }) => Number(item.product._id)))
    const claimed = await repo.claimedUnits(
      db,
      lines.map(({ item }) => Number(item._id)),
    )
    for (const { item, quantity } of lines) {
      const product = products.find((p) => String(p.id) === item.product._id)
      if (product && !product.returnable) {
        throw conflict(`${item.name} is not returnable`, 'NOT_RETURNABLE')
      }
      if (quantity > item.quantity) {
        throw conflict(
          `Only ${item.quantity} of ${item.name} ${item.quantity === 1 ? 'was' : 'were'} delivered`,
          'RETURN_QUANTITY',
        )
      }
      const left = item.quantity - (claimed.get(Number(item._id)) ?? 0)
      if (quantity > left) {
        throw conflict(
          left === 0
            ? `${item.name} is already in a return`
            : `Only ${left} more of ${item.name} can be returned`,
          'RETURN_QUANTITY',
        )
      }
    }
    const label = RETURN_REASON_LABELS[body.reason]
    if (needsPhotos(body.reason) && body.photos.length === 0) {
      throw badRequest(
        `Add 1 to ${RETURN_LIMITS.photosMax} photos of the item for '${label}'`,
        'PHOTOS_REQUIRED',
      )
    }
    const own = await repo.ownPhotos(db, userId, body.photos)
    if (body.photos.some((url) => !own.has(url))) {
      throw badRequest('photos must be photos you uploaded for a return')
    }

    const shelf = shelfFor(lines, products)
    if (!allowedResolutions(body.reason, shelf).includes(body.resolution)) {
      throw badRequest(refusal(body.reason, body.resolution, shelf), 'RETURN_OUTCOME_NOT_ALLOWED')
    }
    if (body.resolution === 'exchange') {
      if (!body.exchangeSize || !shelf.exchangeSizes.includes(body.exchangeSize)) {
        throw badRequest(
          `exchangeSize must be one of the sizes in stock: ${shelf.exchangeSizes.join(', ')}`,
          'RETURN_OUTCOME_NOT_ALLOWED',
        )
      }
    } else if (body.exchangeSize) {
      throw badRequest('exchangeSize is only for an exchange')
    }

    const amount = lines.reduce((sum, { item, quantity }) => sum + paise(item.price) * quantity, 0)
    const creditShare = nextCreditShare(paidOf(order), await refundedAmounts(db, orderId), amount)
    let refund: Pick<
      ReturnTable,
      'refund_kind' | 'refund_upi' | 'refund_account_name' | 'refund_account_number' | 'refund_ifsc'
    > = {
      refund_kind: body.resolution === 'store_credit' ? 'store_credit' : 'none',
      refund_upi: null,
      refund_account_name: null,
      refund_account_number: null,
      refund_ifsc: null,
    }
    if (body.resolution === 'refund') {
      if (amount - creditShare === 0) {
        refund = { ...refund, refund_kind: 'store_credit' }
      } else if (!body.refundTo) {
        throw badRequest(
          'refundTo is required: a UPI ID or a bank account to refund a Cash on Delivery order to',
        )
      } else if ('upi' in body.refundTo) {
        refund = { ...refund, refund_kind: 'upi', refund_upi: body.refundTo.upi }
      } else {
        refund = {
          ...refund,
          refund_kind: 'bank',
          refund_account_name: body.refundTo.accountName,
          refund_account_number: body.refundTo.accountNumber,
          refund_ifsc: body.refundTo.ifsc,
        }
      }
    } else if (body.refundTo) {
      throw badRequest('refundTo is only for a refund')
    }

    const now = nowIso()
    const id = await inTransaction(db, async (trx) => {
      for (const { item, quantity } of lines) {
        if (!(await repo.claim(trx, Number(item._id), quantity, item.quantity))) {
          throw conflict(`${item.name} is already in a return`, 'RETURN_QUANTITY')
        }
      }
      const row = {
        user_id: userId,
        order_id: orderId,
        order_number: order.orderId,
        status: 'Requested',
        reason: body.reason,
        comment: body.comment || null,
        resolution: body.resolution,
        exchange_size: body.exchangeSize ?? null,
        photos: JSON.stringify(body.photos),
        ...refund,
        amount_paise: amount,
        pickup_date: null,
        qc: null,
        refund_reference: null,
        replacement_order_id: null,
        idempotency_key: idempotency?.key ?? null,
        idempotency_hash: idempotency?.hash ?? null,
        approved_at: null,
        created_at: now,
        updated_at: now,
      }
      const items = lines.map(({ item, quantity }) => ({
        order_item_id: Number(item._id),
        product_id: Number(item.product._id),
        name: item.name,
        image: item.product.image[0] ?? '',
        size: item.size,
        quantity,
        unit_price_paise: paise(item.price),
      }))
      // The exchange's size, or the same size again, is held for the shopper at once.
      const hold = reservedLines({ ...row, id: 0 }, items)
      if (hold.length) await inventory.reserve(trx, hold)
      const id = await repo.insertReturn(trx, row)
      await repo.insertItems(
        trx,
        items.map((item) => ({ ...item, return_id: id })),
      )
      await repo.insertHistory(trx, {
        return_id: id,
        status: 'Requested',
        note: null,
        changed_by: userId,
        created_at: now,
      })
      return id
    })
    await mail(id)
    const row = await repo.findReturn(db, id)
    return (await withDetails(row ? [row] : []))[0] as Return
  }

  return {
    /** What the shopper may ask for on one delivered order now. */
    async options(userId: number, orderId: number): Promise<ReturnOptions> {
      const order = await orders.getForUser(userId, orderId)
      const delivered = deliveredAt(order)
      const days = await returnWindowDays()
      const closes = delivered ? windowClosesAt(delivered, days) : null
      const open =
        order.status === 'Delivered' && closes !== null && Date.now() <= Date.parse(closes)
      const claimed = await repo.claimedUnits(
        db,
        order.orderItems.map((item) => Number(item._id)),
      )
      const products = await inventory.liveProducts(
        order.orderItems.map((item) => Number(item.product._id)),
      )
      return {
        windowDays: days,
        open,
        openUntil: order.status === 'Delivered' ? closes : null,
        lines: order.orderItems.map((item) => {
          const product = products.find((p) => String(p.id) === item.product._id)
          const left = open ? item.quantity - (claimed.get(Number(item._id)) ?? 0) : 0
          const shelf = shelfFor([{ item, quantity: 1 }], products)
          return {
            orderItemId: item._id,
            returnable: product?.returnable ?? true,
            quantity: Math.max(0, left),
            exchangeSizes: shelf.exchangeSizes,
            sameSizeInStock: shelf.sameSizeInStock,
          }
        }),
      }
    },

    /** Asks for a return (see `ask`); a request with a key already used answers its return. */
    async request(
      userId: number,
      orderId: number,
      body: NewReturn,
      idempotencyKey?: string,
    ): Promise<{ ret: Return; created: boolean }> {
      const idempotency = idempotencyKey
        ? { key: idempotencyKey, hash: requestHash(body) }
        : undefined
      const earlier = async () => {
        const row =
          idempotency &&
          replayOf(
            await repo.findByIdempotencyKey(db, userId, orderId, idempotency.key),
            idempotency.hash,
          )
        return row ? { ret: (await withDetails([row]))[0] as Return, created: false } : null
      }
      const first = await earlier()
      if (first) return first
      try {
        return { ret: await ask(userId, orderId, body, idempotency), created: true }
      } catch (error) {
        // The same request twice at once: the second loses the race for the units or the key,
        // and answers the first.
        if (isUniqueViolation(error) || error instanceof AppError) {
          const answer = await earlier()
          if (answer) return answer
        }
        throw error
      }
    },

    async listForUser(userId: number): Promise<Return[]> {
      return withDetails(await repo.listOfUser(db, userId))
    },

    async getForUser(userId: number, id: number): Promise<Return> {
      const row = await repo.findReturn(db, id)
      if (!row || row.user_id !== userId) throw notFound('Return not found')
      return (await withDetails([row]))[0] as Return
    },

    /**
     * Keeps a photo upload within the shopper's allowance, counted and taken in one step before
     * the work, so uploads at once cannot all pass the count: the upload's row is written first
     * and gets its URL once the image is kept, or goes if the upload fails.
     */
    async uploadPhoto(userId: number, receive: () => Promise<string>) {
      const id = await inTransaction(db, async (trx) => {
        await repo.lockPhotoCount(trx, userId)
        const since = new Date(Date.now() - DAY_MS).toISOString()
        if ((await repo.countPhotosSince(trx, userId, since)) >= RETURN_LIMITS.photoUploadsPerDay) {
          throw new AppError(
            429,
            'TOO_MANY_REQUESTS',
            `At most ${RETURN_LIMITS.photoUploadsPerDay} return photos a day; please try again tomorrow`,
          )
        }
        return repo.insertPhoto(trx, userId, nowIso())
      })
      try {
        const url = await receive()
        await repo.setPhotoUrl(db, id, url)
        return url
      } catch (error) {
        await repo.deletePhoto(db, id)
        throw error
      }
    },

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
                userIds: /^[0-9]{3,}$/.test(text)
                  ? await users.idsMatching(text, MATCHING_CUSTOMERS)
                  : [],
              }
            : undefined,
        },
        { limit: query.limit, offset: (query.page - 1) * query.limit },
      )
      return { items: await forAdmin(ids), total }
    },

    getForAdmin,

    /** Moves a return on; see RETURN_MOVES. */
    async move(id: number, change: ReturnStatusChange, actor: Actor): Promise<AdminReturn> {
      const to = change.status
      const before = await repo.findReturn(db, id)
      if (!before) throw notFound('Return not found')
      const order = await orders.getForAdmin(before.order_id)
      await inTransaction(db, async (trx) => {
        const row = await repo.lockReturn(trx, id)
        if (!row) throw notFound('Return not found')
        const from = row.status as ReturnStatus
        if (!RETURN_MOVES[from].includes(to)) {
          throw conflict(`A return that is ${from} cannot become ${to}`, 'RETURN_STATUS_CONFLICT')
        }
        const items = await repo.listItems(trx, [id])
        const now = nowIso()
        const changes: Updateable<ReturnTable> = { status: to, updated_at: now }
        const history: Array<{ status: ReturnStatus; note: string | null }> = [
          { status: to, note: change.note ?? null },
        ]
        const release = async () => {
          const hold = reservedLines(row, items)
          if (hold.length) await inventory.release(trx, hold)
        }

        if (to === 'Approved') {
          if (!change.pickupDate) throw badRequest('pickupDate is required to approve a return')
          if (change.pickupDate < istDay(now))
            throw badRequest('pickupDate must not be in the past')
          Object.assign(changes, { pickup_date: change.pickupDate, approved_at: now })
        } else if (to === 'Rejected') {
          if (!change.note) throw badRequest('note is required: tell the shopper why')
          await release()
          for (const item of items) await repo.unclaim(trx, item.order_item_id, item.quantity)
        } else if (to === 'Received') {
          if (!change.qc) throw badRequest('qc is required: passed or failed')
          changes.qc = change.qc
          if (change.qc === 'passed') {
            await inventory.release(
              trx,
              items.map((item) => ({
                productId: item.product_id,
                size: item.size,
                quantity: item.quantity,
              })),
            )
          } else {
            if (!change.note)
              throw badRequest('note is required: tell the shopper why the check failed')
            await release()
            changes.status = 'Closed'
            history[0] = { status: 'Received', note: `Quality check failed: ${change.note}` }
            history.push({ status: 'Closed', note: change.note })
          }
        } else if (to === 'Refunded') {
          if (row.resolution !== 'refund' && row.resolution !== 'store_credit') {
            throw conflict('An exchange or replacement ends as Exchanged', 'RETURN_STATUS_CONFLICT')
          }
          await repo.lockOrderRefunds(trx, row.order_id)
          const toCredit =
            row.resolution === 'store_credit'
              ? row.amount_paise
              : nextCreditShare(
                  paidOf(order),
                  await refundedAmounts(trx, row.order_id),
                  row.amount_paise,
                )
          const cash = row.amount_paise - toCredit
          if (cash > 0 && !change.refundReference) {
            throw badRequest('refundReference is required: the bank or UPI transfer reference')
          }
          changes.refund_reference = change.refundReference ?? null
          await credit.credit(trx, row.user_id, toCredit, {
            returnId: id,
            note: `Return of order ${row.order_number}`,
          })
          await onRefunded(trx, {
            orderId: row.order_id,
            lines: items.map((item) => ({
              orderItemId: item.order_item_id,
              quantity: item.quantity,
            })),
          })
        } else if (to === 'Exchanged') {
          if (row.resolution !== 'exchange' && row.resolution !== 'replacement') {
            throw conflict('A refund ends as Refunded', 'RETURN_STATUS_CONFLICT')
          }
          changes.replacement_order_id = await orders.placeReplacement(trx, {
            fromOrderId: row.order_id,
            returnId: id,
            lines: reservedLines(row, items),
          })
        }

        if (!(await repo.moveStatus(trx, id, from, changes))) {
          throw conflict(
            'The return was changed meanwhile; reload it and try again',
            'RETURN_STATUS_CONFLICT',
          )
        }
        for (const entry of history) {
          await repo.insertHistory(trx, {
            return_id: id,
            status: entry.status,
            note: entry.note,
            changed_by: actor.id,
            created_at: now,
          })
        }
      })
      return mail(id)
    },

    /** The return rate of the last 30 days and its top reasons. */
    async overview(): Promise<ReturnsOverview> {
      const since = new Date(Date.now() - 30 * DAY_MS).toISOString()
      const [reasons, delivered] = await Promise.all([
        repo.reasonsSince(db, since),
        orders.countDeliveredSince(since),
      ])
      const requested = reasons.reduce((sum, r) => sum + r.count, 0)
      return {
        returnRate: delivered ? Math.round((requested / delivered) * 1000) / 10 : 0,
        requested,
        delivered,
        topReasons: reasons
          .map((r) => ({ reason: r.reason as ReturnReason, count: r.count }))
          .sort((a, b) => b.count - a.count),
      }
    },
  }
}

const refundedAmounts = async (db: Db, orderId: number) =>
  (await repo.refundedReturns(db, orderId)).map((r) => r.amount_paise)

/** What an order was paid in all and by store credit, in paise. */
const paidOf = (order: Pick<Order, 'totalPrice' | 'paidByStoreCredit'>) => ({
  total: paise(order.totalPrice),
  credit: paise(order.paidByStoreCredit),
})

export type ReturnsService = ReturnType<typeof createReturnsService>
