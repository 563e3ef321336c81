import { type CheckoutAnswer, PAYMENT } from '@store/contract'
import type { Db } from '../db/index.js'
import { inTransaction } from '../db/transaction.js'
import { badGateway, conflict, notFound } from '../lib/errors.js'
import type { MailQueue } from '../lib/mail.js'
import type { CartService } from '../modules/cart/service.js'
import type { DeliveryService } from '../modules/delivery/service.js'
import type { OrderService } from '../modules/orders/service.js'
import { orderPlacedMail } from '../modules/orders/status-mail.js'
import { type Razorpay, RazorpayError } from '../modules/payments/razorpay.js'
import type { PaymentService } from '../modules/payments/service.js'
import type { UsersService } from '../modules/users/service.js'
import { STORE, type OrderRequest, stockLinesOf } from '../records/order.js'
import type { MoveOrder } from './move-order.js'
import type { PlaceOrder } from './place-order.js'

const unpayable = () =>
  conflict('This order cannot be paid online any more', 'PAYMENT_STATE_CONFLICT')

/**
 * Paying online: `checkout` places the order (stock reserved, payment awaiting) and opens its
 * Razorpay order for the store's amount; `retry` opens the same Razorpay order again after a
 * failed or abandoned attempt; `payOnDelivery` turns the unpaid order into a Cash on Delivery
 * one. The answer is what Razorpay Checkout (or the TEST gateway's page) needs.
 */
export function payOrderFlow(deps: {
  db: Db
  razorpay: Razorpay
  testGateway: boolean
  payments: PaymentService
  orders: OrderService
  users: UsersService
  cart: CartService
  outbox: MailQueue
  placeOrder: PlaceOrder
  moveOrder: MoveOrder
  delivery: DeliveryService
  publicUrl: string
}) {
  const { db, razorpay, payments, orders, users, placeOrder, moveOrder } = deps

  /** The order's Razorpay order, created on first need; a second one racing it is unused. */
  async function razorpayOrderOf(orderId: number) {
    const row = await payments.find(orderId)
    if (!row) throw notFound('Payment not found')
    if (row.razorpay_order_id) return row
    const created = await razorpay
      .createOrder({
        amount: row.amount_paise,
        currency: 'INR',
        receipt: row.receipt,
        notes: { order_id: String(orderId) },
      })
      .catch((error: unknown) => {
        if (error instanceof RazorpayError) {
          throw badGateway(`The payment could not be started: ${error.description}`)
        }
        throw error
      })
    await payments.attachRazorpayOrder(orderId, created.id)
    return (await payments.find(orderId)) ?? row
  }

  async function answer(userId: number, orderId: number): Promise<CheckoutAnswer> {
    const row = await razorpayOrderOf(orderId)
    const [contact] = await users.contacts([userId])
    const razorpayOrderId = row.razorpay_order_id as string
    return {
      success: true,
      error: false,
      message: 'Pay to place your order',
      orderId: String(orderId),
      orderNumber: row.receipt,
      razorpayOrderId,
      amount: row.amount_paise,
      currency: 'INR',
      keyId: razorpay.keyId,
      testPageUrl: deps.testGateway
        ? `/test-gateway/pay/${razorpayOrderId}?order=${orderId}`
        : null,
      prefill: {
        name: contact?.name ?? '',
        email: contact?.email ?? '',
        contact: contact?.mobile ? `+91${contact.mobile}` : '',
      },
    }
  }

  /** An unpaid, unexpired online order of the user's. */
  async function payable(userId: number, orderId: number) {
    const order = await orders.recordOfUser(userId, orderId)
    const row = await payments.find(orderId)
    if (
      order.status !== 'Pending' ||
      !row ||
      (row.status !== 'awaiting' && row.status !== 'failed') ||
      Date.parse(row.expires_at) <= Date.now()
    ) {
      throw unpayable()
    }
    return order
  }

  return {
    async checkout(userId: number, request: OrderRequest) {
      const placed = await placeOrder(userId, request)
      const orderId = Number(placed.order._id)
      try {
        return { created: placed.created, answer: await answer(userId, orderId) }
      } catch (error) {
        // Razorpay could not open the payment: the order goes, and its stock with it.
        if (placed.created) {
          await moveOrder(
            orderId,
            { status: 'Cancelled', note: 'The payment could not be started' },
            STORE,
          ).catch(() => undefined)
        }
        throw error
      }
    },

    async retry(userId: number, orderId: number) {
      await payable(userId, orderId)
      return answer(userId, orderId)
    },

    async payOnDelivery(userId: number, orderId: number) {
      const order = await payable(userId, orderId)
      // Cash on Delivery's rules as at placement; the promised day stays the one given then.
      const rules = await deps.delivery.orderRules(
        userId,
        PAYMENT.cod,
        Promise.resolve(order.deliveryPincode ?? ''),
      )
      const { codFeePaise } = rules.terms({
        goodsPaise: order.totalPaise,
        cashPaise: order.totalPaise - order.storeCreditPaise,
      })
      await inTransaction(db, async (trx) => {
        if (!(await payments.close(trx, orderId))) throw unpayable()
        if (!(await orders.switchToCashOnDelivery(trx, orderId, codFeePaise))) throw unpayable()
        await deps.cart.removeOrdered(trx, userId, stockLinesOf(order))
        const [customer] = await users.contacts([userId], trx)
        if (customer) {
          await deps.outbox.enqueue(
            trx,
            orderPlacedMail({ ...order, codFeePaise }, customer, deps.publicUrl),
          )
        }
      })
      return orders.getForUser(userId, orderId)
    },
  }
}

export type PayOrder = ReturnType<typeof payOrderFlow>
