import { randomInt } from 'node:crypto'
import { type AdminOrder, istDay, type NewOrder, type Order, LIMITS } from '@store/contract'
import type { Db } from '../../db/index.js'
import type { OrderRow } from '../../db/schema.js'
import { isUniqueViolation, nowIso } from '../../db/sql.js'
import { inTransaction } from '../../db/transaction.js'
import { badRequest, conflict, notFound } from '../../lib/errors.js'
import { replayOf, requestHash } from '../../lib/idempotency.js'
import type { AddressService } from '../addresses/service.js'
import type { MailQueue } from '../../lib/mail.js'
import type { CartService } from '../cart/service.js'
import {
  type Inventory,
  type StockLine,
  assertSizeOffered,
  salePricePaise,
} from '../catalog/inventory.js'
import type { StoreCreditService } from '../store-credit/service.js'
import type { UsersService } from '../users/service.js'
import * as repo from './repo.js'
import { salesFigures } from './sales-figures.js'
import { orderPlacedMail } from './status-mail.js'
import { toOrder } from './to-order.js'

// No 0/O or 1/I, so an order number read out over the phone is not misheard.
const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A readable, unique order number: KK, the date in India and six random characters (KK-261123-7K3QXM). */
export function newOrderNumber(now = Date.now()) {
  const date = istDay(now).slice(2).replaceAll('-', '')
  const tail = Array.from({ length: 6 }, () => ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)])
  return `KK-${date}-${tail.join('')}`
}

type Line = { productId: number; size: string; quantity: number }

/** Lines of the same product and size are one line. */
function combine(items: NewOrder['orderItems']): Line[] {
  const lines = new Map<string, Line>()
  for (const item of items) {
    const key = `${item._id}|${item.size}`
    const line = lines.get(key) ?? { productId: Number(item._id), size: item.size, quantity: 0 }
    line.quantity += item.quantity
    if (line.quantity > LIMITS.cartLineMax) {
      throw badRequest(`qty must be at most ${LIMITS.cartLineMax}`)
    }
    lines.set(key, line)
  }
  return [...lines.values()].sort((a, b) => a.productId - b.productId)
}

/**
 * Cash on Delivery orders: placing them, and reading them for their shopper or an admin. Prices
 * come from the catalogue, never from the client; stock is reserved by the catalogue in the
 * order's own transaction.
 */
export function createOrderService({
  db,
  addresses,
  cart,
  inventory,
  users,
  credit,
  outbox,
  publicUrl,
}: {
  db: Db
  addresses: AddressService
  cart: CartService
  inventory: Inventory
  users: UsersService
  credit: StoreCreditService
  /** The order's confirmation mail is written with the order (modules/outbox). */
  outbox: MailQueue
  publicUrl: string
}) {
  async function withDetails(rows: OrderRow[]): Promise<Order[]> {
    if (rows.length === 0) return []
    const ids = rows.map((row) => row.id)
    const [items, history] = await Promise.all([repo.listItems(db, ids), repo.listHistory(db, ids)])
    return rows.map((row) =>
      toOrder(
        row,
        items.filter((item) => item.order_id === row.id),
        history.filter((entry) => entry.order_id === row.id),
      ),
    )
  }

  /** The order an earlier request with this key placed, when it asked for the same. */
  async function byIdempotencyKey(userId: number, key: string, hash: string) {
    const row = replayOf(await repo.findByIdempotencyKey(db, userId, key), hash)
    return row ? (await withDetails([row]))[0] : undefined
  }

  /** Orders by id, in that order, each with its customer's contact details. */
  async function forAdmin(orderIds: number[]): Promise<AdminOrder[]> {
    const rows = await repo.findOrders(db, orderIds)
    const byId = new Map(rows.map((row) => [row.id, row]))
    const list = await withDetails(orderIds.flatMap((id) => byId.get(id) ?? []))
    if (list.length === 0) return []
    const contacts = await users.contacts([...new Set(list.map((o) => Number(o.user._id)))])
    return list.map((order) => {
      const user = contacts.find((c) => String(c.id) === order.user._id)
      return {
        ...order,
        customer: { name: user?.name ?? '', mobile: user?.mobile ?? '', email: user?.email ?? '' },
      }
    })
  }

  return {
    /**
     * Places a Cash on Delivery order from the database's own prices. Stock for every line is
     * reserved in the same transaction as the order: either all lines are filled or nothing
     * changes. A retried request with the same idempotency key answers the first order.
     */
    async place(
      userId: number,
      body: Omit<NewOrder, 'userId'>,
      idempotencyKey?: string,
    ): Promise<{ order: Order; created: boolean }> {
      const hash = requestHash(body)
      if (idempotencyKey) {
        const earlier = await byIdempotencyKey(userId, idempotencyKey, hash)
        if (earlier) return { order: earlier, created: false }
      }
      const address = await addresses.own(userId, Number(body.addressid))
      const [consignee] = await users.contacts([userId])
      if (!consignee) throw notFound('User not found')
      const lines = combine(body.orderItems)
      const products = await inventory.liveProducts(lines.map((line) => line.productId))
      const priced = lines.map((line) => {
        const product = products.find((p) => p.id === line.productId)
        if (!product) throw notFound('Product not found')
        assertSizeOffered(product, line.size)
        const sku = product.variants.find((variant) => variant.size === line.size)?.sku ?? null
        return { line, product, sku, unitPaise: salePricePaise(product) }
      })
      const totalPaise = priced.reduce((sum, p) => sum + p.unitPaise * p.line.quantity, 0)
      if (body.totalPrice !== undefined && Math.round(body.totalPrice * 100) !== totalPaise) {
        throw conflict(
          'Prices in your cart have changed. Please check your cart and try again.',
          'PRICE_CHANGED',
        )
      }

      const now = nowIso()
      try {
        const orderNumber = newOrderNumber()
        const orderId = await inTransaction(db, async (trx) => {
          await inventory.reserve(trx, lines)
          const creditPaise = body.useStoreCredit
            ? Math.min(await credit.balance(userId, trx), totalPaise)
            : 0
          const orderId = await repo.insertOrder(trx, {
            order_number: orderNumber,
            user_id: userId,
            status: 'Pending',
            total_paise: totalPaise,
            address_id: Number(address._id),
            consignee_name: consignee.name,
            consignee_phone: address.phone,
            shipping_address: `${address.name}, ${address.city}, ${address.state}, ${address.country} - ${address.zip}`,
            payment_method: body.paymentMethod,
            payment_by: body.paymentby,
            payment_txn_no: body.paymentGatwayTransactionNo,
            payment_txn_status: body.paymentGatwayTransactionStatus,
            delivery_instructions: JSON.stringify(body.deliveryPartnerInstruction),
            idempotency_key: idempotencyKey ?? null,
            idempotency_hash: idempotencyKey ? hash : null,
            delivery_state: address.state,
            buyer_gstin: body.buyerGstin ?? null,
            store_credit_paise: creditPaise,
            created_at: now,
            updated_at: now,
          })
          await credit.spend(trx, userId, creditPaise, { orderId, note: `Order ${orderNumber}` })
          await repo.insertItems(
            trx,
            priced.map(({ line, product, sku, unitPaise }) => ({
              order_id: orderId,
              product_id: product.id,
              name: product.name,
              image: product.images[0] ?? '',
              description: product.description,
              vendor_id: product.vendorId,
              size: line.size,
              sku,
              quantity: line.quantity,
              unit_price_paise: unitPaise,
              mrp_paise: product.pricePaise,
              discount: product.discount,
            })),
          )
          await repo.insertHistory(trx, {
            order_id: orderId,
            status: 'Pending',
            note: null,
            changed_by: userId,
            created_at: now,
          })
          await salesFigures.placed(trx, { createdAt: now, totalPaise }, lines)
          await cart.removeOrdered(trx, userId, lines)
          await outbox.enqueue(
            trx,
            orderPlacedMail(
              {
                _id: String(orderId),
                orderId: orderNumber,
                totalPaise,
                lines: priced.map(({ line, product }) => ({
                  name: product.name,
                  size: line.size,
                  quantity: line.quantity,
                })),
              },
              consignee,
              publicUrl,
            ),
          )
          return orderId
        })
        const [order] = await withDetails(await repo.findOrders(db, [orderId]))
        return { order: order as Order, created: true }
      } catch (error) {
        // The same request twice at once: the second insert loses the race and answers the first.
        if (idempotencyKey && isUniqueViolation(error)) {
          const earlier = await byIdempotencyKey(userId, idempotencyKey, hash)
          if (earlier) return { order: earlier, created: false }
        }
        throw error
      }
    },

    /** The user's orders, newest first. */
    async listForUser(userId: number): Promise<Order[]> {
      return withDetails(await repo.listOrdersOfUser(db, userId))
    },

    /** Units sold per product in orders that were not cancelled: the listings' popularity. */
    async unitsSold(): Promise<Map<number, number>> {
      const rows = await repo.listUnitsSold(db)
      return new Map(rows.map((row) => [row.product_id, Number(row.units)]))
    },

    /** Ids of the user's orders, newest first, as the account summary lists them. */
    async ids(userId: number): Promise<string[]> {
      return (await repo.listOrderIdsOfUser(db, userId)).map(String)
    },

    /** One of the user's orders; anyone else's is reported as missing. */
    async getForUser(userId: number, orderId: number): Promise<Order> {
      const row = await repo.findOrderOfUser(db, userId, orderId)
      if (!row) throw notFound('No order data found.')
      const [order] = await withDetails([row])
      return order as Order
    },

    forAdmin,

    /** What an invoice is made from: the order and its lines, read in the caller's transaction. */
    async forInvoice(trx: Db, orderId: number) {
      const row = await repo.findOrder(trx, orderId)
      if (!row) throw notFound('Order not found')
      const items = await repo.listItems(trx, [orderId])
      return {
        id: row.id,
        orderNumber: row.order_number,
        userId: row.user_id,
        status: row.status,
        consigneeName: row.consignee_name,
        consigneePhone: row.consignee_phone,
        shippingAddress: row.shipping_address,
        deliveryState: row.delivery_state ?? '',
        buyerGstin: row.buyer_gstin,
        totalPaise: row.total_paise,
        items: items.map((item) => ({
          id: item.id,
          productId: item.product_id,
          name: item.name,
          size: item.size,
          quantity: item.quantity,
          unitPaise: item.unit_price_paise,
          mrpPaise: item.mrp_paise,
        })),
      }
    },

    /** Ids of orders that have shipped, oldest first. */
    shippedOrderIds: () => repo.listShippedOrderIds(db),

    /** The order's owner, for checking who may read its documents. */
    async ownerOf(orderId: number): Promise<number | undefined> {
      return (await repo.findOrder(db, orderId))?.user_id
    },
    /**
     * Places the order that sends an exchange's or replacement's units, in the return's
     * transaction: free of charge, to the original order's address, its stock already reserved
     * when the return was asked for. It then follows the normal order flow.
     */
    async placeReplacement(
      trx: Db,
      {
        fromOrderId,
        returnId,
        lines,
      }: { fromOrderId: number; returnId: number; lines: StockLine[] },
    ): Promise<number> {
      const original = await repo.findOrder(trx, fromOrderId)
      if (!original) throw notFound('Order not found')
      const products = await inventory.liveProducts(
        lines.map((line) => line.productId),
        trx,
      )
      const now = nowIso()
      const orderId = await repo.insertOrder(trx, {
        order_number: newOrderNumber(),
        user_id: original.user_id,
        status: 'Pending',
        total_paise: 0,
        address_id: original.address_id,
        consignee_name: original.consignee_name,
        consignee_phone: original.consignee_phone,
        shipping_address: original.shipping_address,
        payment_method: original.payment_method,
        payment_by: original.payment_by,
        payment_txn_no: original.payment_txn_no,
        payment_txn_status: original.payment_txn_status,
        delivery_instructions: original.delivery_instructions,
        delivery_state: original.delivery_state,
        buyer_gstin: original.buyer_gstin,
        idempotency_key: null,
        idempotency_hash: null,
        replacement_for: returnId,
        created_at: now,
        updated_at: now,
      })
      await repo.insertItems(
        trx,
        lines.map((line) => {
          const product = products.find((p) => p.id === line.productId)
          return {
            order_id: orderId,
            product_id: line.productId,
            name: product?.name ?? '',
            image: product?.images[0] ?? '',
            description: product?.description ?? '',
            vendor_id: product?.vendorId ?? null,
            size: line.size,
            sku: product?.variants.find((v) => v.size === line.size)?.sku ?? null,
            quantity: line.quantity,
            unit_price_paise: 0,
            mrp_paise: 0,
            discount: 0,
          }
        }),
      )
      await repo.insertHistory(trx, {
        order_id: orderId,
        status: 'Pending',
        note: `Replacement for order ${original.order_number}`,
        changed_by: null,
        created_at: now,
      })
      await salesFigures.placed(trx, { createdAt: now, totalPaise: 0 }, lines)
      return orderId
    },

    /** Orders delivered since an instant (ISO), for the return rate. */
    countDeliveredSince: (since: string) => repo.countDeliveredSince(db, since),

    async getForAdmin(orderId: number): Promise<AdminOrder> {
      const [order] = await forAdmin([orderId])
      if (!order) throw notFound('Order not found')
      return order
    },
  }
}

export type OrderService = ReturnType<typeof createOrderService>
