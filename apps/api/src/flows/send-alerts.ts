import { isPriceDrop, istDay } from '@store/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/index.js'
import { inTransaction } from '../db/transaction.js'
import type { MailQueue } from '../lib/mail.js'
import type { Contact } from '../records/customer.js'
import { type Shelf, salePricePaise, sizeStock } from '../records/product.js'
import { backInStockMail, type PriceDrop, priceDropMail } from '../modules/wishlist/alert-mail.js'
import type { WishlistService } from '../modules/wishlist/service.js'

/** Alerts taken, and their mail queued, per transaction: 1,000 subscribers are five batches. */
export const ALERT_BATCH = 200
const PRODUCT_CHUNK = 500

type Wake = { productIds?: number[]; prices?: boolean }

/**
 * The wishlist's mail (decision 074), after a change has committed and never inside its
 * request: the catalogue's `stock.changed` (an order cancelled, a returned unit passing its
 * check) wakes a restock pass for those products; `catalog.changed` (an admin's restock or
 * price change) and the periodic sweep wake a full pass, prices included.
 *
 * Restock: each waited size now in stock has its alerts taken in batches, each batch one
 * transaction that marks them sent (a conditional update, so racing passes on any instance
 * never take one twice) and queues their mail in the outbox. Price drop: lines whose price
 * after discount fell 10% or more from the last one told are marked; each shopper then gets at
 * most one mail per India day (a row per day, inserted once), a digest when several dropped.
 */
export function sendAlertsFlow(deps: {
  db: Db
  wishlist: WishlistService
  shelf: Shelf
  /** The accounts' contacts, read in the pass's transaction. */
  contacts: (userIds: number[], trx: Db) => Promise<Contact[]>
  outbox: MailQueue
  publicUrl: string
  log: FastifyBaseLogger
  batch?: number
}) {
  const { db, wishlist, shelf, outbox, publicUrl } = deps
  const batch = deps.batch ?? ALERT_BATCH
  let wanted: { all: boolean; ids: Set<number>; prices: boolean } | null = null
  let running: Promise<void> | null = null

  async function liveProducts(ids: number[]) {
    const products = []
    for (let start = 0; start < ids.length; start += PRODUCT_CHUNK) {
      products.push(...(await shelf.liveProducts(ids.slice(start, start + PRODUCT_CHUNK))))
    }
    return new Map(products.map((product) => [product.id, product]))
  }

  async function restock(productIds?: number[]) {
    const sizes = await wishlist.waitedSizes(productIds)
    const products = await liveProducts([...new Set(sizes.map((s) => s.product_id))])
    for (const { product_id: productId, size } of sizes) {
      const product = products.get(productId)
      if (!product || sizeStock(product, size) === 0) continue
      for (;;) {
        const taken = await inTransaction(db, async (trx) => {
          const claimed = await wishlist.claimAlerts(trx, productId, size, batch)
          if (claimed.length === 0) return 0
          const shoppers = await deps.contacts(
            claimed.map((alert) => alert.user_id),
            trx,
          )
          for (const shopper of shoppers) {
            const unsubscribe = wishlist.unsubscribeLink(publicUrl, shopper.id, productId)
            await outbox.enqueue(
              trx,
              backInStockMail(shopper, product, size, publicUrl, unsubscribe),
            )
          }
          return claimed.length
        })
        if (taken < batch) break
      }
    }
  }

  async function priceDrops() {
    const bases = await wishlist.priceBases()
    const products = await liveProducts([...new Set(bases.map((b) => b.productId))])
    const touched = new Set<number>()
    for (const base of bases) {
      const product = products.get(base.productId)
      if (!product) continue
      const now = salePricePaise(product)
      const changes =
        base.low < now || (base.pending ? !isPriceDrop(base.low, now) : isPriceDrop(base.high, now))
      if (changes) touched.add(base.productId)
    }
    for (const productId of touched) {
      const product = products.get(productId)
      if (product) await wishlist.notePrice(productId, salePricePaise(product))
    }
    let after = 0
    for (;;) {
      const userIds = await wishlist.usersWithPendingDrops(after, batch)
      for (const userId of userIds) await mailDrops(userId)
      if (userIds.length < batch) break
      after = userIds[userIds.length - 1] ?? after
    }
  }

  /** One shopper's pending drops, in one mail, if she had none today. */
  async function mailDrops(userId: number) {
    await inTransaction(db, async (trx) => {
      const lines = await wishlist.pendingDrops(trx, userId)
      const products = new Map(
        (
          await shelf.liveProducts(
            lines.map((line) => line.product_id),
            trx,
          )
        ).map((p) => [p.id, p]),
      )
      const drops: Array<PriceDrop & { lineId: number }> = []
      for (const line of lines) {
        const product = products.get(line.product_id)
        if (!product) continue
        const now = salePricePaise(product)
        if (!isPriceDrop(line.notified_price_paise, now)) continue
        drops.push({
          lineId: line.id,
          productId: product.id,
          name: product.name,
          beforePaise: line.notified_price_paise,
          nowPaise: now,
          unsubscribe: wishlist.unsubscribeLink(publicUrl, userId, product.id),
        })
      }
      if (drops.length === 0) return
      if (!(await wishlist.claimMailDay(trx, userId, istDay()))) return
      const told = []
      for (const drop of drops) {
        if (await wishlist.markDropTold(trx, drop.lineId, drop.nowPaise)) told.push(drop)
      }
      const [shopper] = await deps.contacts([userId], trx)
      if (!shopper || told.length === 0) return
      await outbox.enqueue(trx, priceDropMail(shopper, told, publicUrl))
    })
  }

  async function run() {
    while (wanted) {
      const next = wanted
      wanted = null
      try {
        await restock(next.all ? undefined : [...next.ids])
        if (next.prices) await priceDrops()
      } catch (error) {
        deps.log.error({ err: error }, 'wishlist alert pass failed')
      }
    }
  }

  /** Asks for a pass; the caller never waits for it. Wakes during a pass add up to one more. */
  function wake({ productIds, prices = false }: Wake = {}) {
    wanted ??= { all: false, ids: new Set(), prices: false }
    if (productIds) for (const id of productIds) wanted.ids.add(id)
    else wanted.all = true
    wanted.prices ||= prices
    running ??= run().finally(() => {
      running = null
    })
  }

  /** Resolves once no pass is under way or wanted. */
  async function idle() {
    while (running) await running
  }

  return {
    wake,
    idle,
    /** A full pass, prices included, awaited (the periodic sweep, and tests). */
    async sweep() {
      wake({ prices: true })
      await idle()
    },
  }
}

export type SendAlerts = ReturnType<typeof sendAlertsFlow>
