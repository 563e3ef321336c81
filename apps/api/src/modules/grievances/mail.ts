import {
  GRIEVANCE_TYPE_LABELS,
  type GrievanceOfficer,
  type GrievanceType,
  STORE_NAME,
  istDateTime,
  paths,
} from '@store/contract'
import { escapeHtml } from '../../lib/html.js'
import type { Mail } from '../../lib/mail.js'

type Shopper = { name: string; email: string }
type Ticket = { ticket: string; type: GrievanceType; acknowledgeBy: string; resolveBy: string }

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('')

function officerLines(officer: GrievanceOfficer | null) {
  if (!officer) return { text: '', html: '' }
  const line = `${officer.name}, ${officer.designation}, ${officer.phone}, ${officer.email}`
  return {
    text: `Our grievance officer: ${line}\n\n`,
    html: `<p>Our grievance officer: ${escapeHtml(line)}</p>`,
  }
}

/** Sent the moment a grievance is received: its ticket, the deadlines and who handles it. */
export function receivedMail(
  shopper: Shopper,
  ticket: Ticket,
  officer: GrievanceOfficer | null,
  publicUrl: string,
): Mail {
  const link = `${publicUrl}${paths.myGrievances}/${ticket.ticket}`
  const type = GRIEVANCE_TYPE_LABELS[ticket.type]
  const by = `A person will acknowledge it by ${istDateTime(ticket.acknowledgeBy)} IST and we will resolve it by ${istDateTime(ticket.resolveBy)} IST.`
  const who = officerLines(officer)
  return {
    to: shopper.email,
    subject: `We received your grievance ${ticket.ticket}`,
    text: `Hello ${shopper.name},\n\nWe received your grievance (${type}). Your ticket number is ${ticket.ticket}; please quote it when you write to us.\n\n${by}\n\n${who.text}Follow it and reply: ${link}\n\n${STORE_NAME}\n`,
    html: `<p>Hello ${escapeHtml(shopper.name)},</p><p>We received your grievance (${escapeHtml(type)}). Your ticket number is <strong>${ticket.ticket}</strong>; please quote it when you write to us.</p><p>${by}</p>${who.html}<p><a href="${escapeHtml(link)}">Follow it and reply</a></p>`,
  }
}

/** The store's reply to a grievance, word for word. */
export function replyMail(
  shopper: Shopper,
  ticket: string,
  reply: string,
  publicUrl: string,
): Mail {
  const link = `${publicUrl}${paths.myGrievances}/${ticket}`
  return {
    to: shopper.email,
    subject: `Reply to your grievance ${ticket}`,
    text: `Hello ${shopper.name},\n\nOur grievance desk replied to ${ticket}:\n\n${reply}\n\nRead the thread and reply: ${link}\n\n${STORE_NAME}\n`,
    html: `<p>Hello ${escapeHtml(shopper.name)},</p><p>Our grievance desk replied to <strong>${ticket}</strong>:</p><blockquote>${paragraphs(reply)}</blockquote><p><a href="${escapeHtml(link)}">Read the thread and reply</a></p>`,
  }
}

/** The outcome, and where to go if the shopper is not satisfied. */
export function resolvedMail(
  shopper: Shopper,
  ticket: string,
  resolution: string,
  publicUrl: string,
): Mail {
  const link = `${publicUrl}${paths.myGrievances}/${ticket}`
  const further =
    'If you are not satisfied, you may approach the National Consumer Helpline (1915) or the consumer commission of your district.'
  return {
    to: shopper.email,
    subject: `Your grievance ${ticket} is resolved`,
    text: `Hello ${shopper.name},\n\nYour grievance ${ticket} is resolved:\n\n${resolution}\n\n${further}\n\nThe whole thread: ${link}\n\n${STORE_NAME}\n`,
    html: `<p>Hello ${escapeHtml(shopper.name)},</p><p>Your grievance <strong>${ticket}</strong> is resolved:</p><blockquote>${paragraphs(resolution)}</blockquote><p>${further}</p><p><a href="${escapeHtml(link)}">The whole thread</a></p>`,
  }
}
