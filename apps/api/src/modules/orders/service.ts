import { randomInt } from 'node:crypto'
import {
  type AdminOrder,
  istDay,
  type Order,
  ORDER_MOVES,
  ORDER_STATUS_LABELS,
  type OrderPayment,
  type OrderStatus,
  PAYMENT,
  UNSOLD_STATUSES,
} from '@store/contract'
import type { Insertable } from 'kysely'
import type { Db } from '../../db/index.js'
import type { OrderItemTable, OrderRow, OrderTable } from '../../db/schema.js'
import { nowIso } from '../../db/sql.js'
import { conflict, notFound } from '../../lib/errors.js'
import { replayOf } from '../../lib/idempotency.js'
import type { ReadContacts } from '../../records/customer.js'
import {
  type Actor,
  type DeliveredLine,
  type OrderRecord,
  stockLinesOf,
} from '../../records/order.js'
import * as repo from './repo.js'
import { salesFigures } from './sales-figures.js'
import { statusOf, toOrder } from './to-http.js'

// No 0/O or 1/I, so an order number read out over the phone is not misheard.
const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A readable, unique order number: KK, the date in India and six random characters (KK-261123-7K3QXM). */
function newOrderNumber(now = Date.now()) {
  const date = istDay(now).slice(2).replaceAll('-', '')
  const tail = Array.from({ length: 6 }, () => ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)])
  return `KK-${date}-${tail.join('')}`
}

/** A shopper may cancel their own order until it ships. */
const SHOPPER_CANCELS: readonly OrderStatus[] = ['Pending', 'Confirmed']

/** A new order as a flow hands it over: priced, addressed and paid for already. */
type NewOrderRecord = Omit<
  Insertable<OrderTable>,
  'order_number' | 'status' | 'created_at' | 'updated_at'
> & {
  lines: Array<Omit<Insertable<OrderItemTable>, 'order_id'>>
  /** The first history entry's note and author. */
  note?: string
  placedBy: number | null
}

/**
 * Orders: the order book and its status table. Placing, moving and cancelling orders are flows
 * (src/flows) that compose this module with stock, credit, invoices and mail; this module writes
 * an order's rows in the flow's transaction and reads orders back, as records between modules
 * and in SPEC's shape (to-http.ts) for routes.
 */
export function createOrderService({
  db,
  contacts,
  payments,
}: {
  db: Db
  contacts: ReadContacts
  /** Online payments of orders, as the order's page shows them (the payments module). */
  payments: (orderIds: number[]) => Promise<Map<number, OrderPayment>>
}) {
  async function withDetails(rows: OrderRow[]): Promise<Order[]> {
    if (rows.length === 0) return []
    const ids = rows.map((row) => row.id)
    const online = rows.filter((row) => row.payment_method === PAYMENT.online).map((row) => row.id)
    const [items, history, paid] = await Promise.all([
      repo.listItems(db, ids),
      repo.listHistory(db, ids),
      payments(online),
    ])
    return rows.map((row) =>
      toOrder(
        row,
        items.filter((item) => item.order_id === row.id),
        history.filter((entry) => entry.order_id === row.id),
        paid.get(row.id) ?? null,
      ),
    )
  }

  async function toRecord(trx: Db, row: OrderRow): Promise<OrderRecord> {
    const [items, history] = await Promise.all([
      repo.listItems(trx, [row.id]),
      repo.listHistory(trx, [row.id]),
    ])
    return {
      id: row.id,
      number: row.order_number,
      userId: row.user_id,
      status: statusOf(row.status),
      totalPaise: row.total_paise,
      discountPaise: row.discount_paise,
      storeCreditPaise: row.store_credit_paise,
      codFeePaise: row.cod_fee_paise,
      deliveryBy: row.delivery_by,
      deliveryPincode: row.delivery_pincode,
      paymentMethod: row.payment_method,
      consigneeName: row.consignee_name,
      consigneePhone: row.consignee_phone,
      shippingAddress: row.shipping_address,
      deliveryState: row.delivery_state ?? '',
      buyerGstin: row.buyer_gstin,
      courierName: row.courier_name,
      trackingUrl: row.tracking_url,
      createdAt: row.created_at,
      deliveredAt:
        history.filter((entry) => entry.status === 'Delivered').at(-1)?.created_at ?? null,
      lines: items.map((item) => ({
        id: item.id,
        productId: item.product_id,
        name: item.name,
        image: item.image,
        size: item.size,
        quantity: item.quantity,
        unitPaise: item.unit_price_paise,
        mrpPaise: item.mrp_paise,
        discountPaise: item.bag_discount_paise,
      })),
    }
  }

  /** Orders by id, in that order, each with its customer's contact details. */
  async function forAdmin(orderIds: number[]): Promise<AdminOrder[]> {
    const rows = await repo.findOrders(db, orderIds)
    const byId = new Map(rows.map((row) => [row.id, row]))
    const ordered = orderIds.flatMap((id) => byId.get(id) ?? [])
    const list = await withDetails(ordered)
    if (list.length === 0) return []
    const found = await contacts([...new Set(ordered.map((row) => row.user_id))])
    return list.map((order, i) => {
      const user = found.find((c) => c.id === ordered[i]?.user_id)
      return {
        ...order,
        customer: { name: user?.name ?? '', mobile: user?.mobile ?? '', email: user?.email ?? '' },
      }
    })
  }

  async function getForAdmin(orderId: number): Promise<AdminOrder> {
    const [order] = await forAdmin([orderId])
    if (!order) throw notFound('Order not found')
    return order
  }

  /**
   * Writes a new Pending order, its lines and first history entry in the flow's transaction.
   * Answers its id and number. The flow counts it with `countPlaced` as its last step.
   */
  async function create(trx: Db, { lines, note, placedBy, ...order }: NewOrderRecord) {
    const now = nowIso()
    const number = newOrderNumber()
    const id = await repo.insertPlacedOrder(
      trx,
      { ...order, order_number: number, status: 'Pending', created_at: now, updated_at: now },
      lines,
      { status: 'Pending', note: note ?? null, changed_by: placedBy, created_at: now },
    )
    return { id, number, createdAt: now }
  }

  /**
   * Counts a new order in the sales figures. Their rows (today's totals, the product's units)
   * are shared by every order, so a flow updates them last: each order holds their locks only
   * until its commit.
   */
  const countPlaced = (
    trx: Db,
    order: { createdAt: string; totalPaise: number },
    lines: Array<{ productId: number; quantity: number }>,
  ) => salesFigures.placed(trx, order, lines)

  return {
    /** The caller's orders that must finish before her account can be erased. */
    openOrders: (userId: number, on: Db = db) => repo.openOrdersOfUser(on, userId),

    /** In an account's erasure (decision 078): what the invoices need stays, the rest goes. */
    async erase(trx: Db, userId: number, invoicedOrderIds: number[]) {
      await repo.eraseOrderContacts(trx, userId, invoicedOrderIds)
    },

    /** The order an earlier request with this key placed, when it asked for the same. */
    async byIdempotencyKey(userId: number, key: string, hash: string) {
      const row = replayOf(await repo.findByIdempotencyKey(db, userId, key), hash)
      return row ? (await withDetails([row]))[0] : undefined
    },

    create,
    countPlaced,

    /**
     * Moves an order along ORDER_MOVES in the flow's transaction: a shopper may only cancel
     * their own order before it ships, and never the replacement a return sends. The move is a conditional update on the status it starts from,
     * so of two moves racing on one order exactly one wins. Answers the order as moved; the flow
     * counts it with `countMoved` as its last step.
     */
    async move(
      trx: Db,
      orderId: number,
      change: {
        to: OrderStatus
        note?: string
        shipment?: { courierName: string | null; trackingUrl: string | null }
      },
      actor: Actor,
    ): Promise<OrderRecord & { from: OrderStatus }> {
      const { to } = change
      const order = await repo.findOrder(trx, orderId)
      if (!order || (actor.role !== 'ADMIN' && order.user_id !== actor.id)) {
        throw notFound('Order not found')
      }
      const from = statusOf(order.status)
      if (actor.role !== 'ADMIN' && !(SHOPPER_CANCELS.includes(from) && to === 'Cancelled')) {
        throw conflict('Only an order not yet shipped can be cancelled', 'ORDER_STATUS_CONFLICT')
      }
      // It sends what a return was owed; dropping it is the store's decision, not a cancellation.
      if (actor.role !== 'ADMIN' && order.replacement_for !== null) {
        throw conflict(
          'A replacement order cannot be cancelled; write to customer care if you no longer need it',
          'ORDER_STATUS_CONFLICT',
        )
      }
      if (!ORDER_MOVES[from].includes(to)) {
        throw conflict(
          `An order that is ${ORDER_STATUS_LABELS[from]} cannot become ${ORDER_STATUS_LABELS[to]}`,
          'ORDER_STATUS_CONFLICT',
        )
      }
      const now = nowIso()
      const shipment = to === 'Shipped' ? change.shipment : undefined
      const moved = await repo.moveStatus(trx, orderId, from, {
        status: to,
        updated_at: now,
        ...(shipment
          ? { courier_name: shipment.courierName, tracking_url: shipment.trackingUrl }
          : {}),
      })
      if (!moved) {
        throw conflict(
          'The order was changed meanwhile; reload it and try again',
          'ORDER_STATUS_CONFLICT',
        )
      }
      await repo.insertHistory(trx, {
        order_id: orderId,
        status: to,
        note: change.note ?? null,
        changed_by: actor.id || null,
        created_at: now,
      })
      const record = await toRecord(trx, {
        ...order,
        status: to,
        ...(shipment
          ? { courier_name: shipment.courierName, tracking_url: shipment.trackingUrl }
          : {}),
      })
      return { ...record, from }
    },

    /** Counts a move in the sales figures; like `countPlaced`, the flow's last step. */
    countMoved: (trx: Db, moved: OrderRecord & { from: OrderStatus }) =>
      salesFigures.moved(
        trx,
        moved,
        moved.from,
        moved.status,
        UNSOLD_STATUSES.includes(moved.status) ? stockLinesOf(moved) : [],
      ),

    /** One order as a record, read in the caller's transaction. */
    async record(trx: Db, orderId: number): Promise<OrderRecord> {
      const row = await repo.findOrder(trx, orderId)
      if (!row) throw notFound('Order not found')
      return toRecord(trx, row)
    },

    /** One of the user's orders as a record; anyone else's is reported as missing. */
    async recordOfUser(userId: number, orderId: number): Promise<OrderRecord> {
      const row = await repo.findOrderOfUser(db, userId, orderId)
      if (!row) throw notFound('No order data found.')
      return toRecord(db, row)
    },

    /** The user's orders, newest first. */
    /** Whether the shopper has placed an order that was not cancelled. */
    async hasOrdered(userId: number): Promise<boolean> {
      return repo.hasOrdered(db, userId)
    },

    async listForUser(userId: number): Promise<Order[]> {
      return withDetails(await repo.listOrdersOfUser(db, userId))
    },

    /** Units sold per product in orders that were not cancelled: the listings' popularity. */
    async unitsSold(): Promise<Map<number, number>> {
      const rows = await repo.listUnitsSold(db)
      return new Map(rows.map((row) => [row.product_id, Number(row.units)]))
    },

    /** How many of the shopper's orders were returned to origin since an instant. */
    refusedSince: (userId: number, since: string) => repo.refusedSince(db, userId, since),

    /** Ids of the user's orders, newest first. */
    ids: (userId: number): Promise<number[]> => repo.listOrderIdsOfUser(db, userId),

    /** One of the user's orders; anyone else's is reported as missing. */
    async getForUser(userId: number, orderId: number): Promise<Order> {
      // Its lines and history are read beside the order (and dropped when it is not hers).
      const [row, items, history] = await Promise.all([
        repo.findOrderOfUser(db, userId, orderId),
        repo.listItems(db, [orderId]),
        repo.listHistory(db, [orderId]),
      ])
      if (!row) throw notFound('No order data found.')
      const paid = row.payment_method === PAYMENT.online ? await payments([orderId]) : undefined
      return toOrder(row, items, history, paid?.get(orderId) ?? null)
    },

    forAdmin,
    getForAdmin,

    /** Ids of orders that have shipped, oldest first. */
    shippedOrderIds: () => repo.listShippedOrderIds(db),

    /** The number, owner and status of each order among `orderIds` that exists. */
    async facts(orderIds: number[]) {
      const rows = await repo.findOrders(db, orderIds)
      return new Map(
        rows.map((row) => [
          row.id,
          {
            number: row.order_number,
            userId: row.user_id,
            status: statusOf(row.status),
          },
        ]),
      )
    },

    /** What the order was paid in all and by store credit. */
    async paid(orderId: number) {
      const row = await repo.findOrder(db, orderId)
      if (!row) throw notFound('Order not found')
      return { totalPaise: row.total_paise, storeCreditPaise: row.store_credit_paise }
    },

    /**
     * Writes the order that sends an exchange's or replacement's units, in the return's
     * transaction: free of charge, to the original order's address and consignee. It then
     * follows the normal order flow.
     */
    async createReplacement(
      trx: Db,
      {
        fromOrderId,
        returnId,
        lines,
      }: {
        fromOrderId: number
        returnId: number
        lines: Array<
          Omit<NewOrderRecord['lines'][number], 'unit_price_paise' | 'mrp_paise' | 'discount'>
        >
      },
    ) {
      const original = await repo.findOrder(trx, fromOrderId)
      if (!original) throw notFound('Order not found')
      const { id, createdAt } = await create(trx, {
        user_id: original.user_id,
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
        lines: lines.map((line) => ({ ...line, unit_price_paise: 0, mrp_paise: 0, discount: 0 })),
        note: `Replacement for order ${original.order_number}`,
        placedBy: null,
      })
      await countPlaced(
        trx,
        { createdAt, totalPaise: 0 },
        lines.map((line) => ({ productId: line.product_id, quantity: line.quantity })),
      )
      return id
    },

    /**
     * An unpaid online order becomes a Cash on Delivery one, in the flow's transaction; false
     * when it is not a Pending online order any more.
     */
    async switchToCashOnDelivery(trx: Db, orderId: number, codFeePaise: number) {
      return repo.setPaymentMethod(trx, orderId, PAYMENT.online, PAYMENT.cod, codFeePaise)
    },

    /** Orders delivered since an instant (ISO) and their units, for the return rate. */
    deliveredSince: (since: string) => repo.deliveredSince(db, since),

    /** Which of these orders were delivered since an instant (ISO), for the return rate. */
    deliveredAmong: (orderIds: number[], since: string) => repo.deliveredAmong(db, orderIds, since),

    /** A shopper's delivered lines of a product, newest first: who may review it. */
    deliveredLinesOf: (userId: number, productId: number): Promise<DeliveredLine[]> =>
      repo.deliveredLinesOf(db, userId, productId),

    /** Lines delivered in a window, in id order, a batch after an id: the review requests. */
    linesDeliveredBetween: (
      window: { from: string; to: string },
      afterItemId: number,
      limit: number,
    ): Promise<DeliveredLine[]> => repo.linesDeliveredBetween(db, window, afterItemId, limit),
  }
}

export type OrderService = ReturnType<typeof createOrderService>
