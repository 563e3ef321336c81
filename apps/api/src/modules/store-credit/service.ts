import type { StoreCredit } from '@store/contract'
import type { Db } from '../../db/index.js'
import { nowIso } from '../../db/sql.js'
import { conflict } from '../../lib/errors.js'
import * as repo from './repo.js'
import { toStoreCredit } from './to-http.js'

/**
 * Store credit: one balance per shopper and a ledger of every change. Every write takes the
 * caller's transaction, so a credit or spend commits with the refund or order it belongs to. A
 * spend is a conditional update on the balance, so a double submit or a second tab cannot spend
 * the same rupee twice; the ledger's unique indexes allow one spend per order and one refund per
 * return.
 */
export function createStoreCredit({ db }: { db: Db }) {
  return {
    balance: (userId: number, trx: Db = db) => repo.balanceOf(trx, userId),

    async statement(userId: number): Promise<StoreCredit> {
      const [balance, entries] = await Promise.all([
        repo.balanceOf(db, userId),
        repo.listEntries(db, userId),
      ])
      return toStoreCredit(balance, entries)
    },

    /** Credit for a refunded return. */
    async credit(trx: Db, userId: number, paise: number, ref: { returnId: number; note: string }) {
      if (paise <= 0) return
      const now = nowIso()
      await repo.addToBalance(trx, userId, paise, now)
      await repo.insertEntry(trx, {
        user_id: userId,
        kind: 'refund',
        amount_paise: paise,
        note: ref.note,
        order_id: null,
        return_id: ref.returnId,
        created_at: now,
      })
    },

    /**
     * Spends `paise` on an order; throws STORE_CREDIT_CHANGED when the balance no longer holds it
     * (another tab spent it meanwhile).
     */
    async spend(trx: Db, userId: number, paise: number, ref: { orderId: number; note: string }) {
      if (paise <= 0) return
      const now = nowIso()
      if (!(await repo.takeFromBalance(trx, userId, paise, now))) {
        throw conflict(
          'Your store credit balance changed. Please check the total and try again.',
          'STORE_CREDIT_CHANGED',
        )
      }
      await repo.insertEntry(trx, {
        user_id: userId,
        kind: 'spent',
        amount_paise: -paise,
        note: ref.note,
        order_id: ref.orderId,
        return_id: null,
        created_at: now,
      })
    },

    /** Gives back what an order spent, when the order is cancelled. */
    async restore(trx: Db, orderId: number, note: string) {
      const spend = await repo.findSpend(trx, orderId)
      if (!spend) return
      const now = nowIso()
      const paise = -Number(spend.amount_paise)
      await repo.addToBalance(trx, spend.user_id, paise, now)
      await repo.insertEntry(trx, {
        user_id: spend.user_id,
        kind: 'restored',
        amount_paise: paise,
        note,
        order_id: orderId,
        return_id: null,
        created_at: now,
      })
    },
  }
}

export type StoreCreditService = ReturnType<typeof createStoreCredit>
