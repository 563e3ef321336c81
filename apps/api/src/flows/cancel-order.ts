import type { Db } from '../db/index.js'
import type { Inventory } from '../modules/catalog/inventory.js'
import type { PaymentService } from '../modules/payments/service.js'
import type { StoreCreditService } from '../modules/store-credit/service.js'
import { type OrderRecord, stockLinesOf } from '../records/order.js'

/**
 * The step that undoes a placed order when it is cancelled, in the cancelling move's
 * transaction (move-order.ts): every line's units go back on their size's shelf, the store
 * credit it spent goes back to the shopper, an unpaid online payment is closed and a paid one
 * is refunded in full to its method. A shopper cancels their own order through the same move
 * as an admin, so the rules of who may cancel stay in the orders' status table.
 */
export function cancelOrderStep(deps: {
  inventory: Inventory
  credit: StoreCreditService
  payments: PaymentService
}) {
  return async (trx: Db, order: OrderRecord) => {
    if (!(await deps.payments.close(trx, order.id))) {
      await deps.payments.refundCancelled(trx, order.id)
    }
    await deps.inventory.release(trx, stockLinesOf(order))
    await deps.credit.restore(trx, order.id, `Order ${order.number} cancelled`)
  }
}

export type CancelOrder = ReturnType<typeof cancelOrderStep>
