import type { OrderStatusChange } from '@store/contract'
import type { Db } from '../db/index.js'
import { inTransaction } from '../db/transaction.js'
import type { MailQueue } from '../lib/mail.js'
import { conflict } from '../lib/errors.js'
import type { OrderService } from '../modules/orders/service.js'
import { orderStatusMail } from '../modules/orders/status-mail.js'
import type { PaymentService } from '../modules/payments/service.js'
import type { UsersService } from '../modules/users/service.js'
import type { Actor } from '../records/order.js'
import type { CancelOrder, ReturnToOrigin } from './cancel-order.js'
import type { IssueInvoice } from './issue-invoice.js'

/**
 * Moves an order along Pending -> Confirmed -> Shipped -> Delivered, to Cancelled from Pending
 * or Confirmed (a shopper: only their own order), or from Shipped to RTO (returned to origin). An online order is confirmed by its
 * payment (take-payment.ts), never by hand while unpaid. One transaction: the orders module's
 * conditional move and history entry, then what the new status brings (cancelling returns
 * stock and credit and closes or refunds the payment, shipping issues the GST invoice, a return
 * to origin also credits it), then
 * the shopper's e-mail, queued in the same transaction so it goes out exactly when the move
 * stands. The payment row is locked before the order row, as a payment arriving locks them,
 * so the two never wait on each other in a circle.
 */
export function moveOrderFlow(deps: {
  db: Db
  orders: OrderService
  users: UsersService
  cancel: CancelOrder
  returnToOrigin: ReturnToOrigin
  issueInvoice: IssueInvoice
  outbox: MailQueue
  payments: PaymentService
  publicUrl: string
}) {
  const { db, orders, users, cancel, returnToOrigin, issueInvoice, outbox, payments, publicUrl } =
    deps
  return async (orderId: number, change: OrderStatusChange, actor: Actor) => {
    const to = change.status
    await inTransaction(db, async (trx) => {
      const payment = await payments.lock(trx, orderId)
      if (to === 'Confirmed' && (payment?.status === 'awaiting' || payment?.status === 'failed')) {
        throw conflict(
          'This order awaits its online payment; it is confirmed when paid',
          'ORDER_STATUS_CONFLICT',
        )
      }
      const order = await orders.move(
        trx,
        orderId,
        {
          to,
          note: change.note,
          shipment: {
            courierName: change.courierName ?? null,
            trackingUrl: change.trackingUrl ?? null,
          },
        },
        actor,
      )
      if (to === 'Cancelled') await cancel(trx, order)
      if (to === 'RTO') await returnToOrigin(trx, order)
      // The tax invoice is issued with the shipment, or not at all if the move rolls back.
      const invoiceNumber = to === 'Shipped' ? await issueInvoice(trx, order) : null
      const [customer] = await users.contacts([order.userId], trx)
      if (customer) {
        await outbox.enqueue(
          trx,
          orderStatusMail(order, customer, publicUrl, invoiceNumber ?? undefined),
        )
      }
      await orders.countMoved(trx, order)
    })
    return orders.getForAdmin(orderId)
  }
}

export type MoveOrder = ReturnType<typeof moveOrderFlow>
