import { LIMITS, type Order, PAYMENT } from '@store/contract'
import { type Db, onOneConnection } from '../db/index.js'
import { isUniqueViolation } from '../db/sql.js'
import { inTransaction } from '../db/transaction.js'
import { allInOrder } from '../lib/all-in-order.js'
import { badRequest, conflict, notFound } from '../lib/errors.js'
import type { MailQueue } from '../lib/mail.js'
import type { AddressService } from '../modules/addresses/service.js'
import type { CartService } from '../modules/cart/service.js'
import type { DeliveryService } from '../modules/delivery/service.js'
import type { DiscountService } from '../modules/discounts/service.js'
import type { Inventory } from '../modules/catalog/inventory.js'
import type { OrderService } from '../modules/orders/service.js'
import { orderPlacedMail } from '../modules/orders/status-mail.js'
import type { PaymentService } from '../modules/payments/service.js'
import type { StoreCreditService } from '../modules/store-credit/service.js'
import type { UsersService } from '../modules/users/service.js'
import type { OrderRequest } from '../records/order.js'
import { type StockLine, assertSizeOffered, salePricePaise } from '../records/product.js'

/** Lines of the same product and size are one line, within the line cap. */
function combine(items: OrderRequest['items']): StockLine[] {
  const lines = new Map<string, StockLine>()
  for (const item of items) {
    const key = `${item.productId}|${item.size}`
    const line = lines.get(key) ?? { ...item, quantity: 0 }
    line.quantity += item.quantity
    if (line.quantity > LIMITS.cartLineMax) {
      throw badRequest(`qty must be at most ${LIMITS.cartLineMax}`)
    }
    lines.set(key, line)
  }
  return [...lines.values()].sort((a, b) => a.productId - b.productId)
}

/**
 * Places an order. Before the transaction: the address is the shopper's, every line is priced
 * from the catalogue (never from the client) and the client's total must match, and the store
 * delivers to the address's PIN with that payment (delivery.orderRules: the promised day, and
 * Cash on Delivery's fee, limit and refused-parcel rule). Then every line's units are held
 * (inventory.hold, decision 085), and in one transaction the holds become the order's, store
 * credit is spent, the order is written with
 * its discount (the best automatic offer, then the coupon, each line's share) and their uses are
 * counted.
 * Cash on Delivery: its lines leave the cart and its confirmation mail is queued. Online: its
 * payment is opened for what credit leaves to pay, and the cart and mail wait for the payment
 * (take-payment.ts). Either all of it stands or nothing changes. A retried request with the
 * same idempotency key answers the first order.
 */
export function placeOrderFlow(deps: {
  db: Db
  orders: OrderService
  addresses: AddressService
  users: UsersService
  inventory: Inventory
  credit: StoreCreditService
  cart: CartService
  outbox: MailQueue
  payments: PaymentService
  delivery: DeliveryService
  discounts: DiscountService
  paymentExpiryMs: number
  publicUrl: string
}) {
  const { db, orders, addresses, users, inventory, credit, cart, outbox, payments, delivery } = deps
  const { discounts } = deps

  /** Every read the order is judged on, and the judging: the priced lines, the bill, the terms. */
  async function judge(userId: number, request: OrderRequest) {
    const lines = combine(request.items)
    const productIds = lines.map((line) => line.productId)
    // Every read the order is judged on goes out at once; only the PIN's coverage waits for the
    // address.
    const addressRead = addresses.forDelivery(userId, request.addressId)
    const [address, [consignee], products, balancePaise, pricing, rules] = await allInOrder([
      addressRead,
      users.contacts([userId]),
      inventory.liveProducts(productIds),
      request.useStoreCredit ? credit.balance(userId) : 0,
      discounts.pricingFor(userId, productIds, request.couponCode ?? undefined),
      delivery.orderRules(
        userId,
        request.payment.method,
        addressRead.then((found) => found.pincode),
      ),
    ] as const)
    if (!consignee) throw notFound('User not found')
    const priced = lines.map((line) => {
      const product = products.find((p) => p.id === line.productId)
      if (!product) throw notFound('Product not found')
      assertSizeOffered(product, line.size)
      const sku = product.variants.find((variant) => variant.size === line.size)?.sku ?? null
      return { line, product, sku, unitPaise: salePricePaise(product) }
    })
    // The automatic offer and the coupon, priced again whatever the browser showed; a coupon
    // that does not apply refuses the order with its reason.
    const discount = pricing.price(
      pricing.bagOf(priced.map(({ line, product }) => ({ ...line, product }))),
    )
    const goodsPaise = priced.reduce((sum, p) => sum + p.unitPaise * p.line.quantity, 0)
    const totalPaise = goodsPaise - discount.total
    if (request.expectedTotalPaise !== null && request.expectedTotalPaise !== totalPaise) {
      throw conflict(
        'Prices in your cart have changed. Please check your cart and try again.',
        'PRICE_CHANGED',
      )
    }

    // Read before the transaction (the rules read other modules); spending it there throws
    // STORE_CREDIT_CHANGED if the balance fell meanwhile.
    const creditPaise = Math.min(balancePaise, totalPaise)
    if (request.payment.method === PAYMENT.online && totalPaise - creditPaise === 0) {
      throw conflict(
        'Your store credit pays for the whole order: place it with Cash on Delivery, there is nothing to collect.',
        'PAID_BY_CREDIT',
      )
    }
    const terms = rules.terms({ goodsPaise: totalPaise, cashPaise: totalPaise - creditPaise })
    return { lines, address, consignee, priced, discount, totalPaise, creditPaise, terms }
  }

  async function place(userId: number, request: OrderRequest, judged: Judged) {
    const { lines, address, consignee, priced, discount, totalPaise, creditPaise, terms } = judged
    const online = request.payment.method === PAYMENT.online
    // The units are taken off their shelves first, each line in a statement of its own; the
    // transaction makes them the order's, and an order that fails gives them back.
    const { ids: holds, told } = await inventory.hold(lines)
    const orderId = await inTransaction(db, async (trx) => {
      // The writes are made side by side in two rounds, so on PostgreSQL each round is one round
      // trip (decision 090): first the order and what needs no order id, then what does. A
      // failure is the first in each round's order, whichever statement answered first.
      const [order] = await allInOrder([
        orders.create(trx, {
          user_id: userId,
          total_paise: totalPaise,
          address_id: address.id,
          consignee_name: consignee.name,
          consignee_phone: address.phone,
          shipping_address: address.oneLine,
          payment_method: request.payment.method,
          payment_by: request.payment.by,
          payment_txn_no: request.payment.transactionNo,
          payment_txn_status: request.payment.transactionStatus,
          delivery_instructions: JSON.stringify(request.deliveryInstructions),
          idempotency_key: request.idempotency?.key ?? null,
          idempotency_hash: request.idempotency?.hash ?? null,
          delivery_state: address.state,
          buyer_gstin: request.buyerGstin,
          store_credit_paise: creditPaise,
          cod_fee_paise: terms.codFeePaise,
          delivery_by: terms.deliveryBy,
          delivery_pincode: address.pincode,
          discount_paise: discount.total,
          coupon_code: discount.coupon ? discount.code : null,
          offer_title: discount.offer?.rule.title ?? null,
          placedBy: userId,
          lines: priced.map(({ line, product, sku, unitPaise }, i) => ({
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
            bag_discount_paise: discount.lines[i] ?? 0,
          })),
        }),
        inventory.settle(trx, holds),
        // Online, the cart waits for the payment (take-payment.ts).
        online ? undefined : cart.removeOrdered(trx, userId, lines),
      ] as const)
      await allInOrder([
        credit.spend(trx, userId, creditPaise, {
          orderId: order.id,
          note: `Order ${order.number}`,
        }),
        online
          ? payments.open(trx, {
              orderId: order.id,
              receipt: order.number,
              amountPaise: totalPaise - creditPaise,
              expiresAt: new Date(Date.now() + deps.paymentExpiryMs).toISOString(),
            })
          : outbox.enqueue(
              trx,
              orderPlacedMail(
                {
                  ...order,
                  totalPaise,
                  codFeePaise: terms.codFeePaise,
                  deliveryBy: terms.deliveryBy,
                  lines: priced.map(({ line, product }) => ({
                    name: product.name,
                    size: line.size,
                    quantity: line.quantity,
                  })),
                },
                consignee,
                deps.publicUrl,
              ),
            ),
        // Rows every order of the day (figures) or of a coupon (its count) updates come last, so
        // concurrent orders wait on them only for this order's commit, not for all its writes.
        orders.countPlaced(trx, { createdAt: order.createdAt, totalPaise }, lines),
        discounts.redeem(trx, userId, order.id, discount),
      ] as const)
      return order.id
    }).catch(async (error: unknown) => {
      await inventory.releaseHolds(holds)
      throw error
    })
    // The other instances were told of the held units while the order was written.
    await told
    return orderId
  }
  type Judged = Awaited<ReturnType<typeof judge>>

  return async (
    userId: number,
    request: OrderRequest,
  ): Promise<{ order: Order; created: boolean }> => {
    const { idempotency } = request
    const earlier = async () =>
      idempotency ? orders.byIdempotencyKey(userId, idempotency.key, idempotency.hash) : undefined
    // A retry's earlier order is looked up beside the reads, which it then makes moot.
    const replay = earlier()
    // Its dozen reads, and the read back of the order placed, each go to the database on one
    // connection (decision 096).
    const judged = onOneConnection(db, () => judge(userId, request))
    judged.catch(() => undefined)
    const first = await replay
    if (first) return { order: first, created: false }
    try {
      const orderId = await place(userId, request, await judged)
      return {
        order: await onOneConnection(db, () => orders.getForUser(userId, orderId)),
        created: true,
      }
    } catch (error) {
      // The same request twice at once: the second insert loses the race and answers the first.
      const answer = isUniqueViolation(error) ? await earlier() : undefined
      if (answer) return { order: answer, created: false }
      throw error
    }
  }
}

export type PlaceOrder = ReturnType<typeof placeOrderFlow>
