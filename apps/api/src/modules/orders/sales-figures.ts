import { istDay, type OrderStatus, UNSOLD_STATUSES } from '@store/contract'
import type { Db } from '../../db/index.js'
import * as repo from './repo.js'

type Line = { productId: number; quantity: number }
type Placed = { createdAt: string; totalPaise: number }

function unitsByProduct(lines: Line[], sign: 1 | -1) {
  const units = new Map<number, number>()
  for (const line of lines) {
    units.set(line.productId, (units.get(line.productId) ?? 0) + sign * line.quantity)
  }
  return units
}

/**
 * Keeps the sales figures (orders and revenue per day and status, units per product) in step
 * with the orders. Each call runs in the transaction that places or moves the order, so the
 * figures always equal a recount of the orders.
 */
export const salesFigures = {
  placed: (trx: Db, order: Placed, lines: Line[]) =>
    repo.addFigures(
      trx,
      [
        {
          day: istDay(order.createdAt),
          status: 'Pending',
          orders: 1,
          revenuePaise: order.totalPaise,
        },
      ],
      unitsByProduct(lines, 1),
    ),

  /** `lines` are needed when the order is cancelled or comes back: its units no longer count as sold. */
  moved(trx: Db, order: Placed, from: string, to: string, lines: Line[] = []) {
    const day = istDay(order.createdAt)
    return repo.addFigures(
      trx,
      [
        { day, status: from, orders: -1, revenuePaise: -order.totalPaise },
        { day, status: to, orders: 1, revenuePaise: order.totalPaise },
      ],
      UNSOLD_STATUSES.includes(to as OrderStatus)
        ? unitsByProduct(lines, -1)
        : new Map<number, number>(),
    )
  },
}
