import {
  formatDeliveryDay,
  formatPaise,
  ORDER_STATUS_LABELS,
  STORE_NAME,
  paths,
} from '@store/contract'
import { escapeHtml } from '../../lib/html.js'
import type { Mail } from '../../lib/mail.js'
import type { OrderRecord } from '../../records/order.js'

/**
 * The e-mail that tells a shopper their order moved on, with a link to the order's page; on
 * shipping, the tax invoice's number and a link to the page that downloads it.
 */
export function orderStatusMail(
  order: Pick<OrderRecord, 'id' | 'number' | 'status' | 'courierName' | 'trackingUrl'>,
  customer: { name: string; email: string },
  publicUrl: string,
  invoiceNumber?: string,
): Mail {
  const link = `${publicUrl}${paths.orderDetail(String(order.id))}`
  const courier = order.courierName ?? 'our courier'
  const tracking =
    order.status === 'Shipped' && order.trackingUrl
      ? `It is on its way with ${courier}. Track it here: ${order.trackingUrl}\n`
      : ''
  const status = ORDER_STATUS_LABELS[order.status]
  const back =
    order.status === 'RTO'
      ? 'It came back to us undelivered; anything you paid for it is refunded.\n'
      : ''
  const invoiceLink = `${link}#invoice`
  const invoice = invoiceNumber
    ? `Your tax invoice ${invoiceNumber} is ready. Download it here: ${invoiceLink}\n`
    : ''
  return {
    to: customer.email,
    subject: `${STORE_NAME} order ${order.number}: ${status}`,
    text: `Hello ${customer.name},\n\nYour order ${order.number} is now ${status}.\n${back}${tracking}${invoice}See your order: ${link}\n`,
    html: `<p>Hello ${escapeHtml(customer.name)},</p><p>Your order <strong>${order.number}</strong> is now <strong>${status}</strong>.</p>${back ? `<p>${back.trim()}</p>` : ''}${
      tracking
        ? `<p>It is on its way with ${escapeHtml(courier)}: <a href="${escapeHtml(order.trackingUrl ?? '')}">track your parcel</a>.</p>`
        : ''
    }${
      invoiceNumber
        ? `<p>Your tax invoice ${escapeHtml(invoiceNumber)} is ready: <a href="${escapeHtml(invoiceLink)}">download your invoice</a>.</p>`
        : ''
    }<p><a href="${escapeHtml(link)}">See your order</a></p>`,
  }
}

/**
 * The e-mail that confirms an order as placed: its lines, total and link, and how it is paid
 * (in cash on delivery, or online by the method named).
 */
export function orderPlacedMail(
  order: Pick<OrderRecord, 'id' | 'number' | 'totalPaise' | 'codFeePaise' | 'deliveryBy'> & {
    lines: Array<{ name: string; size: string; quantity: number }>
  },
  customer: { name: string; email: string },
  publicUrl: string,
  paidOnlineBy?: string,
): Mail {
  const paid = paidOnlineBy ? `paid online (${paidOnlineBy})` : 'to pay in cash on delivery'
  const link = `${publicUrl}${paths.orderDetail(String(order.id))}`
  const fee =
    order.codFeePaise > 0
      ? ` (with the Cash on Delivery fee of ${formatPaise(order.codFeePaise)})`
      : ''
  const total = `${formatPaise(order.totalPaise + order.codFeePaise)}${fee}`
  const by = order.deliveryBy ? `Delivery by ${formatDeliveryDay(order.deliveryBy)}. ` : ''
  const line = (l: { name: string; size: string; quantity: number }) =>
    `${l.quantity} × ${l.name}${l.size ? ` (size ${l.size})` : ''}`
  return {
    to: customer.email,
    subject: `${STORE_NAME} order ${order.number}: Placed`,
    text: `Hello ${customer.name},\n\nThank you for your order ${order.number}.\n${order.lines.map(line).join('\n')}\nTotal ${total}, ${paid}.\n${by}We will e-mail you as it moves on. See your order: ${link}\n`,
    html: `<p>Hello ${escapeHtml(customer.name)},</p><p>Thank you for your order <strong>${order.number}</strong>.</p><ul>${order.lines
      .map((l) => `<li>${escapeHtml(line(l))}</li>`)
      .join(
        '',
      )}</ul><p>Total <strong>${total}</strong>, ${paid}.</p><p>${escapeHtml(by)}We will e-mail you as it moves on. <a href="${escapeHtml(link)}">See your order</a></p>`,
  }
}
