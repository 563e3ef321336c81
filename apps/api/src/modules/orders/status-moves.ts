import { ORDER_MOVES, type OrderStatus, type OrderStatusChange } from '@store/contract'
import type { Db } from '../../db/index.js'
import { nowIso } from '../../db/sql.js'
import { inTransaction } from '../../db/transaction.js'
import { conflict, notFound } from '../../lib/errors.js'
import type { MailQueue } from '../../lib/mail.js'
import type { Inventory } from '../catalog/inventory.js'
import type { StoreCreditService } from '../store-credit/service.js'
import * as repo from './repo.js'
import { salesFigures } from './sales-figures.js'
import type { OrderService } from './service.js'
import { orderStatusMail } from './status-mail.js'

type Actor = { id: number; role: 'ADMIN' | 'USER' }

/** What moves need of the invoices module: issuing inside the move, answering the number. */
export type Invoicing = {
  issueFor: (trx: Db, orderId: number) => Promise<string | null>
}

/**
 * Moves orders along Pending -> Confirmed -> Shipped -> Delivered (or to Cancelled from Pending
 * or Confirmed), stamps each move in the history, returns stock on cancellation and issues the
 * GST invoice on shipping in the same transaction, and writes the shopper's e-mail in it too, so
 * the mail goes out exactly when the move stands, whatever the mail server does meanwhile. A move
 * is a conditional update on the status it starts
 * from, so of two moves racing on one order exactly one wins.
 */
export function createStatusMoves({
  db,
  orders,
  inventory,
  invoices,
  credit,
  outbox,
  publicUrl,
}: {
  db: Db
  orders: OrderService
  inventory: Inventory
  invoices: Invoicing
  credit: StoreCreditService
  outbox: MailQueue
  publicUrl: string
}) {
  return {
    async move(orderId: number, change: OrderStatusChange, actor: Actor) {
      const to = change.status
      // Read first: the mail names the customer, and a query outside the transaction must not
      // wait on it (SQLite has one connection).
      const before = await orders.getForAdmin(orderId)
      await inTransaction(db, async (trx) => {
        const order = await repo.findOrder(trx, orderId)
        if (!order || (actor.role !== 'ADMIN' && order.user_id !== actor.id)) {
          throw notFound('Order not found')
        }
        const from = order.status as OrderStatus
        if (actor.role !== 'ADMIN' && !(from === 'Pending' && to === 'Cancelled')) {
          throw conflict('Only a pending order can be cancelled', 'ORDER_STATUS_CONFLICT')
        }
        if (!ORDER_MOVES[from]?.includes(to)) {
          throw conflict(`An order that is ${from} cannot become ${to}`, 'ORDER_STATUS_CONFLICT')
        }
        const now = nowIso()
        const moved = await repo.moveStatus(trx, orderId, from, {
          status: to,
          updated_at: now,
          ...(to === 'Shipped'
            ? { courier_name: change.courierName ?? null, tracking_url: change.trackingUrl ?? null }
            : {}),
        })
        if (!moved) {
          throw conflict(
            'The order was changed meanwhile; reload it and try again',
            'ORDER_STATUS_CONFLICT',
          )
        }
        const placed = { createdAt: order.created_at, totalPaise: order.total_paise }
        if (to === 'Cancelled') {
          const lines = (await repo.listItems(trx, [orderId])).map((item) => ({
            productId: item.product_id,
            size: item.size,
            quantity: item.quantity,
          }))
          await inventory.release(trx, lines)
          await credit.restore(trx, orderId, `Order ${order.order_number} cancelled`)
          await salesFigures.moved(trx, placed, from, to, lines)
        } else {
          await salesFigures.moved(trx, placed, from, to)
        }
        await repo.insertHistory(trx, {
          order_id: orderId,
          status: to,
          note: change.note ?? null,
          changed_by: actor.id,
          created_at: now,
        })
        // The tax invoice is issued with the shipment, or not at all if the move rolls back.
        const invoiceNumber = to === 'Shipped' ? await invoices.issueFor(trx, orderId) : null
        const movedOrder = {
          ...before,
          status: to,
          ...(to === 'Shipped'
            ? { courierName: change.courierName ?? null, trackingUrl: change.trackingUrl ?? null }
            : {}),
        }
        await outbox.enqueue(
          trx,
          orderStatusMail(movedOrder, publicUrl, invoiceNumber ?? undefined),
        )
      })
      return orders.getForAdmin(orderId)
    },
  }
}

export type StatusMoves = ReturnType<typeof createStatusMoves>
