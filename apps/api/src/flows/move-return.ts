import {
  type AdminReturn,
  istDay,
  PAYMENT,
  RETURN_MOVES,
  RETURN_STATUS_LABELS,
  type ReturnStatus,
  type ReturnStatusChange,
} from '@store/contract'
import type { Db } from '../db/index.js'
import type { ReturnItemRow, ReturnRow } from '../db/schema.js'
import { nowIso } from '../db/sql.js'
import { inTransaction } from '../db/transaction.js'
import { badRequest, conflict } from '../lib/errors.js'
import type { Inventory } from '../modules/catalog/inventory.js'
import type { InvoiceService } from '../modules/invoices/service.js'
import type { OrderService } from '../modules/orders/service.js'
import type { PaymentService } from '../modules/payments/service.js'
import { heldStock } from '../modules/returns/held-stock.js'
import { nextCreditShare } from '../modules/returns/refund-split.js'
import type { ReturnMove, ReturnsService } from '../modules/returns/service.js'
import type { StoreCreditService } from '../modules/store-credit/service.js'
import type { Actor } from '../records/order.js'

type Deps = {
  db: Db
  returns: ReturnsService
  orders: OrderService
  inventory: Inventory
  credit: StoreCreditService
  invoices: InvoiceService
  payments: PaymentService
}

/** What a transition sees: the locked return, its items, the admin's change and the moment. */
type Move = {
  trx: Db
  ret: ReturnRow
  items: ReturnItemRow[]
  change: ReturnStatusChange
  now: string
}

/**
 * One function per status a return can move to: it checks what that move needs, does what it
 * brings in the move's transaction, and answers the row's changes and history entries. Which
 * status may follow which is RETURN_MOVES (the contract); a new status is one line there and
 * one function here.
 */
type Transition = (deps: Deps, move: Move) => Promise<ReturnMove>

const simply = (to: ReturnStatus) => (change: ReturnStatusChange) => ({
  changes: { status: to },
  history: [{ status: to, note: change.note ?? null }],
})

/** The return's held stock (an exchange's size) goes back on sale. */
const releaseHeld = ({ inventory }: Deps, { trx, ret, items }: Move) => {
  const held = heldStock(ret, items)
  return held.length ? inventory.release(trx, held) : Promise.resolve()
}

const approve: Transition = async (_deps, { change, now }) => {
  if (!change.pickupDate) throw badRequest('pickupDate is required to approve a return')
  if (change.pickupDate < istDay(now)) throw badRequest('pickupDate must not be in the past')
  const move = simply('Approved')(change)
  return { ...move, changes: { ...move.changes, pickup_date: change.pickupDate, approved_at: now } }
}

const reject: Transition = async (deps, move) => {
  if (!move.change.note) throw badRequest('note is required: tell the shopper why')
  await releaseHeld(deps, move)
  await deps.returns.unclaim(move.trx, move.items)
  return simply('Rejected')(move.change)
}

/** Passed: the goods go back on sale. Failed: held stock is released and the return closes. */
const receive: Transition = async (deps, move) => {
  const { trx, items, change } = move
  if (!change.qc) throw badRequest('qc is required: passed or failed')
  if (change.qc === 'passed') {
    await deps.inventory.release(
      trx,
      items.map((item) => ({
        productId: item.product_id,
        size: item.size,
        quantity: item.quantity,
      })),
    )
    return { ...simply('Received')(change), changes: { status: 'Received', qc: 'passed' } }
  }
  if (!change.note) throw badRequest('note is required: tell the shopper why the check failed')
  await releaseHeld(deps, move)
  return {
    changes: { status: 'Closed', qc: 'failed' },
    history: [
      { status: 'Received', note: `Quality check failed: ${change.note}` },
      { status: 'Closed', note: change.note },
    ],
  }
}

/**
 * The refund: what the order's store credit paid comes back as credit first (refund-split.ts).
 * The rest goes back to the original method through Razorpay when the order was paid online,
 * else it is the admin's bank or UPI transfer, named by its reference. Goods of an invoiced
 * order go back on a credit note in the same transaction.
 */
const refund: Transition = async (deps, { trx, ret, items, change }) => {
  if (ret.resolution !== 'refund' && ret.resolution !== 'store_credit') {
    throw conflict('An exchange or replacement ends as Exchanged', 'RETURN_STATUS_CONFLICT')
  }
  await deps.returns.lockOrderRefunds(trx, ret.order_id)
  const order = await deps.orders.record(trx, ret.order_id)
  const toCredit =
    ret.resolution === 'store_credit'
      ? ret.amount_paise
      : nextCreditShare(
          { total: order.totalPaise, credit: order.storeCreditPaise },
          await deps.returns.refundedAmounts(trx, ret.order_id),
          ret.amount_paise,
        )
  const cash = ret.amount_paise - toCredit
  const toSource =
    cash > 0 && order.paymentMethod === PAYMENT.online
      ? await deps.payments.refundReturn(trx, ret.order_id, ret.id, cash)
      : 0
  if (cash - toSource > 0 && !change.refundReference) {
    throw badRequest('refundReference is required: the bank or UPI transfer reference')
  }
  await deps.credit.credit(trx, ret.user_id, toCredit, {
    returnId: ret.id,
    note: `Return of order ${ret.order_number}`,
  })
  if (await deps.invoices.isInvoiced(trx, ret.order_id)) {
    await deps.invoices.issueCreditNote(trx, {
      orderId: ret.order_id,
      lines: items.map((item) => ({ orderItemId: item.order_item_id, quantity: item.quantity })),
      reason: 'Goods returned',
    })
  }
  const move = simply('Refunded')(change)
  return { ...move, changes: { ...move.changes, refund_reference: change.refundReference ?? null } }
}

/** The exchange's or replacement's units, held since the request, leave on a new order. */
const exchange: Transition = async (deps, { trx, ret, items, change }) => {
  if (ret.resolution !== 'exchange' && ret.resolution !== 'replacement') {
    throw conflict('A refund ends as Refunded', 'RETURN_STATUS_CONFLICT')
  }
  const lines = heldStock(ret, items)
  const products = await deps.inventory.liveProducts(
    lines.map((line) => line.productId),
    trx,
  )
  const replacementOrderId = await deps.orders.createReplacement(trx, {
    fromOrderId: ret.order_id,
    returnId: ret.id,
    lines: lines.map((line) => {
      const product = products.find((p) => p.id === line.productId)
      return {
        product_id: line.productId,
        name: product?.name ?? '',
        image: product?.images[0] ?? '',
        description: product?.description ?? '',
        vendor_id: product?.vendorId ?? null,
        size: line.size,
        sku: product?.variants.find((v) => v.size === line.size)?.sku ?? null,
        quantity: line.quantity,
      }
    }),
  })
  const move = simply('Exchanged')(change)
  return { ...move, changes: { ...move.changes, replacement_order_id: replacementOrderId } }
}

const TRANSITIONS: Record<Exclude<ReturnStatus, 'Requested'>, Transition> = {
  Approved: approve,
  Rejected: reject,
  PickedUp: async (_deps, { change }) => simply('PickedUp')(change),
  Received: receive,
  Refunded: refund,
  Exchanged: exchange,
  Closed: async (_deps, { change }) => simply('Closed')(change),
}

/**
 * Moves a return on (RETURN_MOVES) in one transaction: the return is locked, the transition
 * for the new status runs, and the conditional move and its history are written. The shopper's
 * e-mail is queued once it has committed; the admin gets the return as it now is.
 */
export function moveReturnFlow(deps: Deps) {
  return async (id: number, change: ReturnStatusChange, actor: Actor): Promise<AdminReturn> => {
    await inTransaction(deps.db, async (trx) => {
      const { row, items } = await deps.returns.lock(trx, id)
      const from = row.status as ReturnStatus
      const to = change.status
      if (to === 'Requested' || !RETURN_MOVES[from].includes(to)) {
        throw conflict(
          `A return that is ${RETURN_STATUS_LABELS[from]} cannot become ${RETURN_STATUS_LABELS[to]}`,
          'RETURN_STATUS_CONFLICT',
        )
      }
      const now = nowIso()
      const move = await TRANSITIONS[to](deps, { trx, ret: row, items, change, now })
      await deps.returns.move(trx, id, from, move, { actorId: actor.id, now })
    })
    return deps.returns.mail(id)
  }
}

export type MoveReturn = ReturnType<typeof moveReturnFlow>
