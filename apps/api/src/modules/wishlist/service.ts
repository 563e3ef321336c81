import { WISHLIST, type Alert, type WishlistItem } from '@store/contract'
import type { Db } from '../../db/index.js'
import { nowIso } from '../../db/sql.js'
import { inTransaction } from '../../db/transaction.js'
import { badRequest, conflict, notFound } from '../../lib/errors.js'
import {
  type ProductForSale,
  type Shelf,
  assertSizeOffered,
  salePricePaise,
  sizeStock,
} from '../../records/product.js'
import * as repo from './repo.js'
import { toAlert, toWishlistItem } from './to-http.js'
import type { UnsubscribeTokens } from './unsubscribe-token.js'

const full = () =>
  conflict(
    `Your wishlist holds ${WISHLIST.maxItems} items, the most it can: remove one to save another`,
    'WISHLIST_FULL',
  )

/**
 * A shopper's wishlist and her restock alerts (decision 074). Lines keep what the product was
 * called and cost when saved, so they outlive the product; prices and sizes are read live from
 * the catalogue through the `Shelf` port. Sending the alerts' mail is the send-alerts flow's.
 */
export function createWishlistService({
  db,
  shelf,
  tokens,
}: {
  db: Db
  shelf: Shelf
  tokens: UnsubscribeTokens
}) {
  async function liveProduct(productId: number, trx: Db = db) {
    const product = await shelf.liveProduct(productId, trx)
    if (!product) throw notFound('Product not found')
    return product
  }

  const lineOf = (userId: number, product: ProductForSale): repo.NewItem => ({
    userId,
    productId: product.id,
    name: product.name,
    image: product.images[0] ?? '',
    pricePaise: salePricePaise(product),
  })

  async function list(userId: number): Promise<WishlistItem[]> {
    const rows = await repo.listItems(db, userId)
    const products = await shelf.liveProducts([...new Set(rows.map((row) => row.product_id))])
    const byId = new Map(products.map((product) => [product.id, product]))
    return rows.map((row) => toWishlistItem(row, byId.get(row.product_id)))
  }

  return {
    erase: (trx: Db, userId: number) => repo.eraseWishlist(trx, userId),

    list,

    /** Saves a live product; saving it again changes nothing. The 201st is refused. */
    async add(userId: number, productId: number) {
      const product = await liveProduct(productId)
      await inTransaction(db, async (trx) => {
        await repo.lockList(trx, userId)
        const saved = await repo.savedProductIds(trx, userId)
        if (saved.includes(productId)) return
        if (saved.length >= WISHLIST.maxItems) throw full()
        await repo.insertItem(trx, lineOf(userId, product), nowIso())
      })
      return list(userId)
    },

    /** Removing a product that is not saved changes nothing. */
    async remove(userId: number, productId: number) {
      await repo.deleteItem(db, userId, productId)
      return list(userId)
    },

    /**
     * Joins a list saved on the device before login: products already saved and products no
     * longer in the shop are skipped, and the list stops at its limit.
     */
    async merge(userId: number, productIds: number[]) {
      const wanted = [...new Set(productIds)]
      const products = await shelf.liveProducts(wanted)
      const byId = new Map(products.map((product) => [product.id, product]))
      await inTransaction(db, async (trx) => {
        await repo.lockList(trx, userId)
        const saved = new Set(await repo.savedProductIds(trx, userId))
        // The device's list is newest first: the oldest is saved first, so the order stays.
        for (const id of [...wanted].reverse()) {
          const product = byId.get(id)
          if (!product || saved.has(id)) continue
          if (saved.size >= WISHLIST.maxItems) break
          await repo.insertItem(trx, lineOf(userId, product), nowIso())
          saved.add(id)
        }
      })
      return list(userId)
    },

    async alerts(userId: number): Promise<Alert[]> {
      const rows = await repo.listAlerts(db, userId)
      const products = await shelf.liveProducts([...new Set(rows.map((row) => row.product_id))])
      const byId = new Map(products.map((product) => [product.id, product]))
      return rows.map((row) => toAlert(row, byId.get(row.product_id)))
    },

    /** "Notify me" for a sold-out size: asking twice keeps one subscription. */
    async subscribe(userId: number, productId: number, size: string): Promise<Alert> {
      const product = await liveProduct(productId)
      assertSizeOffered(product, size)
      if (sizeStock(product, size) > 0) {
        throw conflict(
          `Size ${size} of ${product.name} is in stock: add it to your bag`,
          'SIZE_IN_STOCK',
        )
      }
      await repo.upsertAlert(db, { userId, productId, size }, nowIso())
      const row = await repo.findAlert(db, userId, productId, size)
      if (!row) throw notFound('Alert not found')
      return toAlert(row, product)
    },

    /** Another shopper's alert is as unknown as one that never existed. */
    async cancel(userId: number, alertId: number) {
      if (!(await repo.deleteAlert(db, userId, alertId))) throw notFound('Alert not found')
    },

    /** The link in a wishlist mail: that product's alerts and price-drop mail stop. */
    async unsubscribe(token: string) {
      const holder = tokens.read(token)
      if (!holder) throw badRequest('This unsubscribe link is not valid', 'TOKEN_INVALID')
      await inTransaction(db, async (trx) => {
        await repo.deleteAlertsOfProduct(trx, holder.userId, holder.productId)
        await repo.stopPriceAlerts(trx, holder.userId, holder.productId)
      })
    },

    unsubscribeLink: (publicUrl: string, userId: number, productId: number) =>
      `${publicUrl}/alerts/unsubscribe?token=${tokens.make(userId, productId)}`,

    // What the send-alerts flow needs, each in the caller's transaction where it writes.
    waitedSizes: (productIds?: number[]) => repo.waitedSizes(db, productIds),
    claimAlerts: (trx: Db, productId: number, size: string, limit: number) =>
      repo.claimAlerts(trx, productId, size, limit, nowIso()),
    priceBases: () => repo.priceBases(db),
    notePrice: (productId: number, pricePaise: number) =>
      repo.notePrice(db, productId, pricePaise, WISHLIST.priceDropPercent),
    usersWithPendingDrops: (afterUserId: number, limit: number) =>
      repo.usersWithPendingDrops(db, afterUserId, limit),
    claimMailDay: (trx: Db, userId: number, day: string) => repo.claimMailDay(trx, userId, day),
    pendingDrops: (trx: Db, userId: number) => repo.pendingDrops(trx, userId),
    markDropTold: (trx: Db, id: number, pricePaise: number) =>
      repo.markDropTold(trx, id, pricePaise),
  }
}

export type WishlistService = ReturnType<typeof createWishlistService>
