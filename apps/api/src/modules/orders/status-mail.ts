import { type AdminOrder, STORE_NAME, paths } from '@store/contract'
import { escapeHtml } from '../../lib/html.js'
import type { Mail } from '../../lib/mail.js'

/**
 * The e-mail that tells a shopper their order moved on, with a link to the order's page; on
 * shipping, the tax invoice's number and a link to the page that downloads it.
 */
export function orderStatusMail(
  order: AdminOrder,
  publicUrl: string,
  invoiceNumber?: string,
): Mail {
  const { customer } = order
  const link = `${publicUrl}${paths.orderDetail(order._id)}`
  const courier = order.courierName ?? 'our courier'
  const tracking =
    order.status === 'Shipped' && order.trackingUrl
      ? `It is on its way with ${courier}. Track it here: ${order.trackingUrl}\n`
      : ''
  const invoiceLink = `${link}#invoice`
  const invoice = invoiceNumber
    ? `Your tax invoice ${invoiceNumber} is ready. Download it here: ${invoiceLink}\n`
    : ''
  return {
    to: customer.email,
    subject: `${STORE_NAME} order ${order.orderId}: ${order.status}`,
    text: `Hello ${customer.name},\n\nYour order ${order.orderId} is now ${order.status}.\n${tracking}${invoice}See your order: ${link}\n`,
    html: `<p>Hello ${escapeHtml(customer.name)},</p><p>Your order <strong>${order.orderId}</strong> is now <strong>${order.status}</strong>.</p>${
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
