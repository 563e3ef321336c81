import type { Db } from '../db/index.js'
import type { Inventory } from '../modules/catalog/inventory.js'
import type { DiscountService } from '../modules/discounts/service.js'
import type { InvoiceService } from '../modules/invoices/service.js'
import type { PaymentService } from '../modules/payments/service.js'
import type { StoreCreditService } from '../modules/store-credit/service.js'
import { type OrderRecord, stockLinesOf } from '../records/order.js'

/**
 * The step that undoes a placed order when it is cancelled, in the cancelling move's
 * transaction (move-order.ts): every line's units go back on their size's shelf, the store
 * credit it spent goes back to the shopper, an unpaid online payment is closed and a paid one
 * is refunded in full to its method, and the uses of its offer and coupon are given back
 * (decision 080; a parcel refused at the door keeps them). A shopper cancels their own order through the same move
 * as an admin, so the rules of who may cancel stay in the orders' status table.
 */
export function cancelOrderStep(deps: {
  inventory: Inventory
  credit: StoreCreditService
  payments: PaymentService
  discounts: DiscountService
}) {
  return async (trx: Db, order: OrderRecord, { keepUses = false } = {}) => {
    if (!(await deps.payments.close(trx, order.id))) {
      await deps.payments.refundCancelled(trx, order.id)
    }
    await deps.inventory.release(trx, stockLinesOf(order))
    await deps.credit.restore(trx, order.id, `Order ${order.number} cancelled`)
    if (!keepUses) await deps.discounts.release(trx, order.id)
  }
}

export type CancelOrder = ReturnType<typeof cancelOrderStep>

/**
 * The step of a parcel that came back to the shop undelivered (refused or undeliverable, "RTO"),
 * in the move's transaction: undone as a cancellation is (stock, credit, a paid payment refunded
 * in full), and its invoice, issued when it shipped, is credited in full with the Cash on
 * Delivery fee, since nothing was supplied. Counting it against the shopper is the delivery
 * module's reading of the order's history.
 */
export function returnToOriginStep(deps: { cancel: CancelOrder; invoices: InvoiceService }) {
  return async (trx: Db, order: OrderRecord) => {
    await deps.cancel(trx, order, { keepUses: true })
    if (!(await deps.invoices.isInvoiced(trx, order.id))) return
    await deps.invoices.issueCreditNote(trx, {
      orderId: order.id,
      lines: order.lines.map((line) => ({ orderItemId: line.id, quantity: line.quantity })),
      reason: 'Returned to origin',
      withFee: true,
    })
  }
}

export type ReturnToOrigin = ReturnType<typeof returnToOriginStep>
