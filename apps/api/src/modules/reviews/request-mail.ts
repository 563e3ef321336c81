import { STORE_NAME } from '@store/contract'
import { escapeHtml } from '../../lib/html.js'
import type { Mail } from '../../lib/mail.js'

/** The review request for one delivered order line: a link to the form and one to stop these. */
export function reviewRequestMail(
  shopper: { name: string; email: string },
  line: { name: string; size: string },
  form: string,
  unsubscribe: string,
): Mail {
  return {
    to: shopper.email,
    subject: `How is your ${line.name}? Rate this product`,
    text: `Hello ${shopper.name},\n\nYour ${line.name} (size ${line.size}) was delivered a few days ago. How does it fit? Rate it and tell other shoppers: ${form}\n\nTo get no more review requests: ${unsubscribe}\n\n${STORE_NAME}\n`,
    html: `<p>Hello ${escapeHtml(shopper.name)},</p><p>Your <strong>${escapeHtml(line.name)}</strong> (size ${escapeHtml(line.size)}) was delivered a few days ago. How does it fit? <a href="${escapeHtml(form)}">Rate this product</a> and tell other shoppers.</p><p><a href="${escapeHtml(unsubscribe)}">Get no more review requests</a></p>`,
  }
}
