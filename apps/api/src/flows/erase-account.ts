import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  RETURN_STATUS_LABELS,
  type ReturnStatus,
} from '@store/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/index.js'
import { nowIso } from '../db/sql.js'
import { inTransaction } from '../db/transaction.js'
import { conflict, notFound } from '../lib/errors.js'
import type { FileStorage } from '../lib/storage.js'
import type { AddressService } from '../modules/addresses/service.js'
import type { SessionService } from '../modules/auth/service.js'
import type { CartService } from '../modules/cart/service.js'
import type { DeliveryService } from '../modules/delivery/service.js'
import type { InvoiceService } from '../modules/invoices/service.js'
import type { OrderService } from '../modules/orders/service.js'
import type { Outbox } from '../modules/outbox/service.js'
import type { GrievanceService } from '../modules/grievances/service.js'
import type { PrivacyService } from '../modules/privacy/service.js'
import type { ReturnsService } from '../modules/returns/service.js'
import type { ReviewsService } from '../modules/reviews/service.js'
import type { UsersService } from '../modules/users/service.js'
import type { WishlistService } from '../modules/wishlist/service.js'

/**
 * "Delete my account" (DPDP Act 2023 s.8(7) and s.12, decision 078): an e-mailed code, then, in
 * one transaction, everything of hers is erased or anonymised except what the CGST Act keeps
 * (invoices and the orders behind them, reduced to what the invoice prints). Orders and returns
 * still under way must finish first. Her reviews stay unsigned; her grievances stay counted,
 * their words removed. Her photo, return and grievance photos are deleted once it commits.
 */
export function eraseAccountFlow(deps: {
  db: Db
  users: UsersService
  sessions: SessionService
  addresses: AddressService
  cart: CartService
  wishlist: WishlistService
  orders: OrderService
  invoices: InvoiceService
  returns: ReturnsService
  delivery: DeliveryService
  outbox: Outbox
  privacy: PrivacyService
  reviews: ReviewsService
  grievances: GrievanceService
  storage: FileStorage
  log: FastifyBaseLogger
}) {
  const { db, users, orders, returns, privacy } = deps

  async function assertNothingOpen(userId: number, on: Db = db) {
    const [open, returning] = await Promise.all([
      orders.openOrders(userId, on),
      returns.openReturns(userId, on),
    ])
    const waiting = [
      ...open.map(
        (o) => `order ${o.order_number} (${ORDER_STATUS_LABELS[o.status as OrderStatus]})`,
      ),
      ...returning.map(
        (r) =>
          `the return for order ${r.order_number} (${RETURN_STATUS_LABELS[r.status as ReturnStatus]})`,
      ),
    ]
    if (waiting.length > 0)
      throw conflict(
        `Your account can be deleted once these are finished: ${waiting.join(', ')}.`,
        'OPEN_ORDERS',
      )
  }

  return {
    /** Sends the code, unless something must finish first (409 OPEN_ORDERS naming it). */
    async request(userId: number) {
      await assertNothingOpen(userId)
      const [contact] = await users.contacts([userId])
      if (!contact) throw notFound('User not found')
      await privacy.sendDeletionCode(contact)
    },

    async confirm(userId: number, code: string) {
      const requestedAt = await privacy.checkDeletionCode(userId, code)
      const orderIds = await orders.ids(userId)
      const files = await inTransaction(db, async (trx) => {
        await assertNothingOpen(userId, trx)
        const invoiced = await deps.invoices.eraseBuyer(trx, orderIds)
        await orders.erase(trx, userId, invoiced)
        const photos = await returns.erase(trx, userId)
        await deps.addresses.erase(trx, userId)
        await deps.cart.erase(trx, userId)
        await deps.wishlist.erase(trx, userId)
        await deps.delivery.erase(trx, userId)
        await deps.reviews.erase(trx, userId)
        const grievancePhotos = await deps.grievances.erase(trx, userId)
        const held = await users.erase(trx, userId)
        await deps.sessions.erase(trx, userId, held.mobile)
        await deps.outbox.erase(trx, held.email)
        await privacy.erase(trx, {
          userId,
          requestedAt,
          erasedAt: nowIso(),
          ordersKept: orderIds.length,
          invoicesKept: invoiced.length,
        })
        return [held.avatar, ...photos, ...grievancePhotos].filter((url) => url !== '')
      })
      await Promise.all(
        files.map((url) =>
          deps.storage.remove(url).catch((error: unknown) => {
            deps.log.error({ err: error }, 'an erased account’s file could not be deleted')
          }),
        ),
      )
    },
  }
}

export type EraseAccount = ReturnType<typeof eraseAccountFlow>
