import {
  type Return,
  RETURN_RESOLUTION_LABELS,
  RETURN_STATUS_LABELS,
  STORE_NAME,
  formatDay,
  paths,
} from '@store/contract'
import { escapeHtml } from '../../lib/html.js'
import type { Mail } from '../../lib/mail.js'

const WHAT_NEXT: Record<Return['status'], (r: Return) => string> = {
  Requested: (r) => `We have your request and will review it by ${formatDay(r.expected.reviewBy)}.`,
  Approved: (r) =>
    `It is approved. Our courier will pick the item up on ${r.pickupDate ? formatDay(r.pickupDate) : 'the agreed day'}; please keep it packed with its tags.`,
  Rejected: () => 'We cannot accept it.',
  PickedUp: () => 'The item is on its way back to us.',
  Received: (r) =>
    r.qc === 'failed'
      ? 'The item did not pass our quality check, so the return is closed.'
      : 'The item reached us and passed our quality check.',
  Refunded: (r) =>
    r.refundTo?.kind === 'store_credit'
      ? `₹${r.amount} was added to your store credit.`
      : `Your refund of ₹${r.amount} has been sent${r.refundReference ? ` (reference ${r.refundReference})` : ''}.`,
  Exchanged: () => 'Your replacement is on its way as a new order; you can follow it in My Orders.',
  Closed: () => 'The return is closed.',
}

/** The e-mail that tells a shopper their return moved on, with a link to the order's page. */
export function returnStatusMail(
  ret: Return,
  customer: { name: string; email: string },
  publicUrl: string,
): Mail {
  const link = `${publicUrl}${paths.orderDetail(ret.orderId)}`
  const outcome = RETURN_RESOLUTION_LABELS[ret.resolution]
  const note = ret.history.at(-1)?.note
  const next = WHAT_NEXT[ret.status](ret)
  const status = RETURN_STATUS_LABELS[ret.status]
  return {
    to: customer.email,
    subject: `${STORE_NAME} return for order ${ret.orderNumber}: ${status}`,
    text: `Hello ${customer.name},\n\nYour return (${outcome}) for order ${ret.orderNumber} is now ${status}.\n${next}\n${note ? `Note: ${note}\n` : ''}See your order: ${link}\n`,
    html: `<p>Hello ${escapeHtml(customer.name)},</p><p>Your return (${escapeHtml(outcome)}) for order <strong>${escapeHtml(ret.orderNumber)}</strong> is now <strong>${status}</strong>.</p><p>${escapeHtml(next)}</p>${
      note ? `<p>Note: ${escapeHtml(note)}</p>` : ''
    }<p><a href="${escapeHtml(link)}">See your order</a></p>`,
  }
}
