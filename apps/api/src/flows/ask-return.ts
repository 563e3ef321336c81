import {
  PAYMENT,
  type NewReturn,
  type Return,
  RETURN_LIMITS,
  RETURN_REASON_LABELS,
  type ReturnOptions,
  unitsDiscount,
} from '@store/contract'
import type { Db } from '../db/index.js'
import type { ReturnTable } from '../db/schema.js'
import { isUniqueViolation, nowIso } from '../db/sql.js'
import { inTransaction } from '../db/transaction.js'
import { AppError, badRequest, conflict } from '../lib/errors.js'
import { requestHash } from '../lib/idempotency.js'
import type { Inventory } from '../modules/catalog/inventory.js'
import type { OrderService } from '../modules/orders/service.js'
import { heldStock } from '../modules/returns/held-stock.js'
import {
  allowedResolutions,
  needsPhotos,
  refusal,
  windowClosesAt,
} from '../modules/returns/policy.js'
import { nextCreditShare } from '../modules/returns/refund-split.js'
import type { ReturnsService } from '../modules/returns/service.js'
import type { OrderLine, OrderRecord } from '../records/order.js'
import type { ProductForSale } from '../records/product.js'

type Wanted = { line: OrderLine; quantity: number }
type RefundColumns = Pick<
  ReturnTable,
  'refund_kind' | 'refund_upi' | 'refund_account_name' | 'refund_account_number' | 'refund_ifsc'
>

/** What the shelves hold for a request's lines: sizes to exchange into, the same size again. */
function shelfFor(lines: Wanted[], products: ProductForSale[]) {
  const productOf = (id: number) => products.find((p) => p.id === id)
  const [only] = lines
  const exchangeSizes =
    lines.length === 1 && only
      ? (productOf(only.line.productId)?.variants ?? [])
          .filter((v) => v.size !== only.line.size && v.stock >= only.quantity)
          .map((v) => v.size)
      : []
  const sameSizeInStock = lines.every(({ line, quantity }) => {
    const variant = productOf(line.productId)?.variants.find((v) => v.size === line.size)
    return (variant?.stock ?? 0) >= quantity
  })
  return { lines: lines.length, exchangeSizes, sameSizeInStock }
}

/** Where a refund's cash goes, checked against the outcome asked for. */
function refundColumns(body: NewReturn, cashPaise: number, prepaid: boolean): RefundColumns {
  const none: RefundColumns = {
    refund_kind: body.resolution === 'store_credit' ? 'store_credit' : 'none',
    refund_upi: null,
    refund_account_name: null,
    refund_account_number: null,
    refund_ifsc: null,
  }
  if (body.resolution !== 'refund') {
    if (body.refundTo) throw badRequest('refundTo is only for a refund')
    return none
  }
  if (cashPaise === 0) return { ...none, refund_kind: 'store_credit' }
  if (prepaid) {
    if (body.refundTo) {
      throw badRequest(
        'refundTo is not needed: the refund goes back to the original payment method',
      )
    }
    return { ...none, refund_kind: 'source' }
  }
  if (!body.refundTo) {
    throw badRequest(
      'refundTo is required: a UPI ID or a bank account to refund a Cash on Delivery order to',
    )
  }
  if ('upi' in body.refundTo) return { ...none, refund_kind: 'upi', refund_upi: body.refundTo.upi }
  return {
    ...none,
    refund_kind: 'bank',
    refund_account_name: body.refundTo.accountName,
    refund_account_number: body.refundTo.accountNumber,
    refund_ifsc: body.refundTo.ifsc,
  }
}

/**
 * Asking for a return or size exchange of a delivered order, under the policy of
 * returns/policy.ts: what the shopper may ask for now (`options`), and the request itself
 * (`request`). The checks read the order, the shelves and the settings' window; one transaction
 * then claims the units, holds an exchange's stock and writes the return. The shopper's e-mail is
 * queued once it has committed.
 */
export function askReturnFlow(deps: {
  db: Db
  orders: OrderService
  returns: ReturnsService
  inventory: Inventory
  returnWindowDays: () => Promise<number>
}) {
  const { db, orders, returns, inventory, returnWindowDays } = deps

  async function windowOf(order: OrderRecord) {
    const days = await returnWindowDays()
    const closes = order.deliveredAt ? windowClosesAt(order.deliveredAt, days) : null
    const open = order.status === 'Delivered' && closes !== null && Date.now() <= Date.parse(closes)
    return { days, closes, open }
  }

  /**
   * Checks, in this order: the order is the caller's (404), delivered and inside the window,
   * every line is the order's, returnable and not already claimed, photos where the reason needs
   * them, the outcome the policy allows, and refund details for cash.
   */
  async function ask(
    userId: number,
    orderId: number,
    body: NewReturn,
    idempotency: { key: string; hash: string } | undefined,
  ): Promise<Return> {
    const order = await orders.recordOfUser(userId, orderId)
    if (order.status !== 'Delivered' || !order.deliveredAt) {
      throw conflict('Only a delivered order can be returned or exchanged', 'RETURN_WINDOW_CLOSED')
    }
    const { days, open } = await windowOf(order)
    if (!open) {
      throw conflict(
        `The ${days}-day return window for order ${order.number} has closed`,
        'RETURN_WINDOW_CLOSED',
      )
    }
    const quantities = new Map<string, number>()
    for (const { orderItemId, quantity } of body.items) {
      quantities.set(orderItemId, (quantities.get(orderItemId) ?? 0) + quantity)
    }
    const wanted: Wanted[] = [...quantities].map(([orderItemId, quantity]) => {
      const line = order.lines.find((l) => String(l.id) === orderItemId)
      if (!line) throw badRequest(`orderItemId ${orderItemId} is not a line of this order`)
      return { line, quantity }
    })
    const products = await inventory.liveProducts(wanted.map(({ line }) => line.productId))
    const claimed = await returns.claimedUnits(wanted.map(({ line }) => line.id))
    for (const { line, quantity } of wanted) {
      const product = products.find((p) => p.id === line.productId)
      if (product && !product.returnable) {
        throw conflict(`${line.name} is not returnable`, 'NOT_RETURNABLE')
      }
      if (quantity > line.quantity) {
        throw conflict(
          `Only ${line.quantity} of ${line.name} ${line.quantity === 1 ? 'was' : 'were'} delivered`,
          'RETURN_QUANTITY',
        )
      }
      const left = line.quantity - (claimed.get(line.id) ?? 0)
      if (quantity > left) {
        throw conflict(
          left === 0
            ? `${line.name} is already in a return`
            : `Only ${left} more of ${line.name} can be returned`,
          'RETURN_QUANTITY',
        )
      }
    }
    const label = RETURN_REASON_LABELS[body.reason]
    if (needsPhotos(body.reason) && body.photos.length === 0) {
      throw badRequest(
        `Add 1 to ${RETURN_LIMITS.photosMax} photos of the item for '${label}'`,
        'PHOTOS_REQUIRED',
      )
    }
    const own = await returns.ownPhotos(userId, body.photos)
    if (body.photos.some((url) => !own.has(url))) {
      throw badRequest('photos must be photos you uploaded for a return')
    }

    const shelf = shelfFor(wanted, products)
    if (!allowedResolutions(body.reason, shelf).includes(body.resolution)) {
      throw badRequest(refusal(body.reason, body.resolution, shelf), 'RETURN_OUTCOME_NOT_ALLOWED')
    }
    if (body.resolution === 'exchange') {
      if (!body.exchangeSize || !shelf.exchangeSizes.includes(body.exchangeSize)) {
        throw badRequest(
          `exchangeSize must be one of the sizes in stock: ${shelf.exchangeSizes.join(', ')}`,
          'RETURN_OUTCOME_NOT_ALLOWED',
        )
      }
    } else if (body.exchangeSize) {
      throw badRequest('exchangeSize is only for an exchange')
    }

    // Each unit comes back with what was paid for it: its price less its share of the order's
    // discount, whatever the order is worth without it (decision 080: no claw-back).
    const discountsBack = await returns.claimedDiscounts(wanted.map(({ line }) => line.id))
    const priced = wanted.map(({ line, quantity }) => {
      const discount = unitsDiscount(
        { discount: line.discountPaise, quantity: line.quantity },
        claimed.get(line.id) ?? 0,
        discountsBack.get(line.id) ?? 0,
        quantity,
      )
      return { line, quantity, discount, paid: line.unitPaise * quantity - discount }
    })
    const amount = priced.reduce((sum, p) => sum + p.paid, 0)
    const creditShare = nextCreditShare(
      { total: order.totalPaise, credit: order.storeCreditPaise },
      await returns.refundedAmounts(db, orderId),
      amount,
    )
    const refund = refundColumns(body, amount - creditShare, order.paymentMethod === PAYMENT.online)

    const now = nowIso()
    const row = {
      user_id: userId,
      order_id: orderId,
      order_number: order.number,
      status: 'Requested',
      reason: body.reason,
      comment: body.comment || null,
      resolution: body.resolution,
      exchange_size: body.exchangeSize ?? null,
      photos: JSON.stringify(body.photos),
      ...refund,
      amount_paise: amount,
      pickup_date: null,
      qc: null,
      refund_reference: null,
      replacement_order_id: null,
      idempotency_key: idempotency?.key ?? null,
      idempotency_hash: idempotency?.hash ?? null,
      approved_at: null,
      created_at: now,
      updated_at: now,
    }
    const items = priced.map(({ line, quantity, discount }) => ({
      order_item_id: line.id,
      product_id: line.productId,
      name: line.name,
      image: line.image,
      size: line.size,
      quantity,
      unit_price_paise: line.unitPaise,
      bag_discount_paise: discount,
      delivered: line.quantity,
    }))
    const id = await inTransaction(db, async (trx) => {
      // The exchange's size, or the same size again, is held for the shopper at once.
      const hold = heldStock(row, items)
      if (hold.length) await inventory.reserve(trx, hold)
      return returns.create(trx, row, items)
    })
    await returns.mail(id)
    return returns.getForUserById(id)
  }

  return {
    /** What the shopper may ask for on one delivered order now. */
    async options(userId: number, orderId: number): Promise<ReturnOptions> {
      const order = await orders.recordOfUser(userId, orderId)
      const { days, closes, open } = await windowOf(order)
      const [claimed, products] = await Promise.all([
        returns.claimedUnits(order.lines.map((line) => line.id)),
        inventory.liveProducts(order.lines.map((line) => line.productId)),
      ])
      return {
        windowDays: days,
        open,
        openUntil: order.status === 'Delivered' ? closes : null,
        lines: order.lines.map((line) => {
          const product = products.find((p) => p.id === line.productId)
          const left = open ? line.quantity - (claimed.get(line.id) ?? 0) : 0
          const shelf = shelfFor([{ line, quantity: 1 }], products)
          return {
            orderItemId: String(line.id),
            returnable: product?.returnable ?? true,
            quantity: Math.max(0, left),
            exchangeSizes: shelf.exchangeSizes,
            sameSizeInStock: shelf.sameSizeInStock,
          }
        }),
      }
    },

    /** Asks for a return (see `ask`); a request with a key already used answers its return. */
    async request(
      userId: number,
      orderId: number,
      body: NewReturn,
      idempotencyKey?: string,
    ): Promise<{ ret: Return; created: boolean }> {
      const idempotency = idempotencyKey
        ? { key: idempotencyKey, hash: requestHash(body) }
        : undefined
      const earlier = async () => {
        const ret =
          idempotency &&
          (await returns.byIdempotencyKey(userId, orderId, idempotency.key, idempotency.hash))
        return ret ? { ret, created: false } : null
      }
      const first = await earlier()
      if (first) return first
      try {
        return { ret: await ask(userId, orderId, body, idempotency), created: true }
      } catch (error) {
        // The same request twice at once: the second loses the race for the units or the key,
        // and answers the first.
        if (isUniqueViolation(error) || error instanceof AppError) {
          const answer = await earlier()
          if (answer) return answer
        }
        throw error
      }
    },
  }
}

export type AskReturn = ReturnType<typeof askReturnFlow>
