import { randomInt } from 'node:crypto'
import {
  type NewOrder,
  type Order,
  type OrderStatus,
  LIMITS,
  OrderStatusSchema,
  PAYMENT,
  priceAfterDiscount,
} from '@store/contract'
import type { Db } from '../../db/index.js'
import type { OrderItemRow, OrderRow } from '../../db/schema.js'
import { isUniqueViolation, nowIso, parseJson } from '../../db/sql.js'
import { badRequest, conflict, notFound } from '../../lib/errors.js'
import { toRupees } from '../../lib/money.js'
import type { AddressService } from '../addresses/service.js'
import { assertSizeOffered, shortOfStock } from '../cart/service.js'

type HistoryRow = { order_id: number; status: string; note: string | null; created_at: string }

const statusOf = (value: string): OrderStatus => {
  const parsed = OrderStatusSchema.safeParse(value)
  return parsed.success ? parsed.data : 'Pending'
}

export function toOrder(row: OrderRow, items: OrderItemRow[], history: HistoryRow[]): Order {
  return {
    _id: String(row.id),
    orderId: row.order_number,
    dateOrdered: row.created_at,
    status: statusOf(row.status),
    totalPrice: toRupees(row.total_paise),
    orderItems: items.map((item) => ({
      _id: String(item.id),
      name: item.name,
      quantity: item.quantity,
      size: item.size,
      price: toRupees(item.unit_price_paise),
      mrp: toRupees(item.mrp_paise),
      product: {
        _id: String(item.product_id),
        image: item.image ? [item.image] : [],
        name: item.name,
        vendor: item.vendor_id,
        description: item.description,
      },
    })),
    shippingAddress: row.shipping_address,
    consigneename: row.consignee_name,
    consigneephone: row.consignee_phone,
    paymentMethod: row.payment_method,
    courierName: row.courier_name,
    trackingUrl: row.tracking_url,
    history: history.map((entry) => ({
      status: statusOf(entry.status),
      at: entry.created_at,
      note: entry.note,
    })),
    user: { _id: String(row.user_id), paymentCOD: row.payment_method === PAYMENT.cod },
  }
}

// No 0/O or 1/I, so an order number read out over the phone is not misheard.
const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A readable, unique order number: KK, the date and six random characters (KK-261123-7K3QXM). */
export function newOrderNumber(now = new Date()) {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '')
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
  // Stock rows are locked in id order, so two orders never wait on each other in a circle.
  return [...lines.values()].sort((a, b) => a.productId - b.productId)
}

export function createOrderService({ db, addresses }: { db: Db; addresses: AddressService }) {
  async function withDetails(rows: OrderRow[]): Promise<Order[]> {
    if (rows.length === 0) return []
    const ids = rows.map((row) => row.id)
    const [items, history] = await Promise.all([
      db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
      db
        .selectFrom('order_status_history')
        .select(['order_id', 'status', 'note', 'created_at'])
        .where('order_id', 'in', ids)
        .orderBy('id')
        .execute(),
    ])
    return rows.map((row) =>
      toOrder(
        row,
        items.filter((item) => item.order_id === row.id),
        history.filter((entry) => entry.order_id === row.id),
      ),
    )
  }

  async function byIdempotencyKey(userId: number, key: string) {
    const row = await db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst()
    return row ? (await withDetails([row]))[0] : undefined
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
      if (idempotencyKey) {
        const earlier = await byIdempotencyKey(userId, idempotencyKey)
        if (earlier) return { order: earlier, created: false }
      }
      const address = await addresses.own(userId, Number(body.addressid))
      const consignee = await db
        .selectFrom('users')
        .select('name')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
      const lines = combine(body.orderItems)
      const products = await db
        .selectFrom('products')
        .selectAll()
        .where(
          'id',
          'in',
          lines.map((line) => line.productId),
        )
        .where('deleted_at', 'is', null)
        .execute()
      const priced = lines.map((line) => {
        const product = products.find((p) => p.id === line.productId)
        if (!product) throw notFound('Product not found')
        assertSizeOffered(product, line.size)
        const unitPaise = priceAfterDiscount(toRupees(product.price_paise), product.discount) * 100
        return { line, product, unitPaise }
      })
      const totalPaise = priced.reduce((sum, p) => sum + p.unitPaise * p.line.quantity, 0)
      if (body.totalPrice !== undefined && Math.round(body.totalPrice * 100) !== totalPaise) {
        throw conflict('Prices in your cart have changed. Please check your cart and try again.')
      }

      const now = nowIso()
      try {
        const orderId = await db.transaction().execute(async (trx) => {
          for (const { line, product } of priced) {
            const reserved = await trx
              .updateTable('products')
              .set((eb) => ({ stock: eb('stock', '-', line.quantity), updated_at: now }))
              .where('id', '=', product.id)
              .where('stock', '>=', line.quantity)
              .where('deleted_at', 'is', null)
              .executeTakeFirst()
            if (Number(reserved.numUpdatedRows) !== 1) {
              const left = await trx
                .selectFrom('products')
                .select(['name', 'stock'])
                .where('id', '=', product.id)
                .executeTakeFirstOrThrow()
              throw shortOfStock(left)
            }
          }
          const order = await trx
            .insertInto('orders')
            .values({
              order_number: newOrderNumber(),
              user_id: userId,
              status: 'Pending',
              total_paise: totalPaise,
              address_id: address.id,
              consignee_name: consignee.name,
              consignee_phone: address.phone,
              shipping_address: `${address.name}, ${address.city}, ${address.state}, ${address.country} - ${address.zip}`,
              payment_method: body.paymentMethod,
              payment_by: body.paymentby,
              payment_txn_no: body.paymentGatwayTransactionNo,
              payment_txn_status: body.paymentGatwayTransactionStatus,
              delivery_instructions: JSON.stringify(body.deliveryPartnerInstruction),
              idempotency_key: idempotencyKey ?? null,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
          await trx
            .insertInto('order_items')
            .values(
              priced.map(({ line, product, unitPaise }) => ({
                order_id: order.id,
                product_id: product.id,
                name: product.name,
                image: parseJson<string[]>(product.images, [])[0] ?? '',
                description: product.description,
                vendor_id: product.vendor_id,
                size: line.size,
                quantity: line.quantity,
                unit_price_paise: unitPaise,
                mrp_paise: product.price_paise,
                discount: product.discount,
              })),
            )
            .execute()
          await trx
            .insertInto('order_status_history')
            .values({
              order_id: order.id,
              status: 'Pending',
              note: null,
              changed_by: userId,
              created_at: now,
            })
            .execute()
          for (const { line } of priced) {
            await trx
              .deleteFrom('cart_items')
              .where('user_id', '=', userId)
              .where('product_id', '=', line.productId)
              .where('size', '=', line.size)
              .execute()
          }
          return order.id
        })
        const row = await db
          .selectFrom('orders')
          .selectAll()
          .where('id', '=', orderId)
          .executeTakeFirstOrThrow()
        const [order] = await withDetails([row])
        return { order: order as Order, created: true }
      } catch (error) {
        // The same request twice at once: the second insert loses the race and answers the first.
        if (idempotencyKey && isUniqueViolation(error)) {
          const earlier = await byIdempotencyKey(userId, idempotencyKey)
          if (earlier) return { order: earlier, created: false }
        }
        throw error
      }
    },

    /** The user's orders, newest first. */
    async listForUser(userId: number): Promise<Order[]> {
      const rows = await db
        .selectFrom('orders')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
      return withDetails(rows)
    },

    /** Orders by id, in that order (for admins). */
    async getMany(orderIds: number[]): Promise<Order[]> {
      if (orderIds.length === 0) return []
      const rows = await db.selectFrom('orders').selectAll().where('id', 'in', orderIds).execute()
      const byId = new Map(rows.map((row) => [row.id, row]))
      return withDetails(orderIds.flatMap((id) => byId.get(id) ?? []))
    },

    /** One of the user's orders; anyone else's is reported as missing. */
    async getForUser(userId: number, orderId: number): Promise<Order> {
      const row = await db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', orderId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
      if (!row) throw notFound('No order data found.')
      const [order] = await withDetails([row])
      return order as Order
    },
  }
}

export type OrderService = ReturnType<typeof createOrderService>
