import {
  PHOTO_REASONS,
  RETURN_POLICY,
  RETURN_REASON_LABELS,
  RETURN_RESOLUTION_LABELS,
  type ReturnReason,
  type ReturnResolution,
  SIZE_REASONS,
  type ShelfCheck,
} from '@store/contract'
import { istDay } from '../../lib/india-time.js'

// The store's return policy in one place (SPEC section 9): the window, which outcomes each
// reason allows (the table itself, allowedResolutions, is in the contract so the web's form
// offers the same), which reasons need photos, and the dates the shopper is promised. The
// window's length comes from the caller (a setting); everything else is the policy's text.

export { allowedResolutions } from '@store/contract'

const HOUR_MS = 3_600_000

/** Until when a delivered order may be returned: the window's days from the delivery moment. */
export const windowClosesAt = (deliveredAt: string, windowDays: number) =>
  new Date(Date.parse(deliveredAt) + windowDays * 24 * HOUR_MS).toISOString()

export const needsPhotos = (reason: ReturnReason) => PHOTO_REASONS.includes(reason)

/** Why an outcome is refused, in the shopper's words. */
export function refusal(reason: ReturnReason, resolution: ReturnResolution, shelf: ShelfCheck) {
  const label = RETURN_REASON_LABELS[reason]
  const outcome = RETURN_RESOLUTION_LABELS[resolution]
  if (SIZE_REASONS.includes(reason) && resolution !== 'exchange' && shelf.exchangeSizes.length) {
    return `${outcome} is not available for '${label}' while another size is in stock: choose an exchange`
  }
  if (resolution === 'exchange' && shelf.lines > 1) {
    return 'An exchange is for one item at a time: ask for each separately'
  }
  if (resolution === 'exchange' || resolution === 'replacement') {
    return `${outcome} is not available for '${label}': the size is out of stock`
  }
  return `${outcome} is not available for '${label}'`
}

const WEEKDAY_MS = 86_400_000
const dayOfWeek = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay()
const plusDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + WEEKDAY_MS).toISOString().slice(0, 10)

/** Counts `days` days after the day of `iso` in India, skipping the days `closed` names. */
function addDays(iso: string, days: number, closed: (weekday: number) => boolean) {
  let day = istDay(iso)
  for (let left = days; left > 0;) {
    day = plusDay(day)
    if (!closed(dayOfWeek(day))) left -= 1
  }
  return day
}

/** Working days are Monday to Saturday (the shop's support days); business days Monday to Friday. */
export const addWorkingDays = (iso: string, days: number) =>
  addDays(iso, days, (weekday) => weekday === 0)
export const addBusinessDays = (iso: string, days: number) =>
  addDays(iso, days, (weekday) => weekday === 0 || weekday === 6)

/** The dates the policy promises: review within 3 working days, refund 5-7 business days after approval. */
export function expectedDates(createdAt: string, approvedAt: string | null) {
  return {
    reviewBy: addWorkingDays(createdAt, RETURN_POLICY.reviewWorkingDays),
    refundFrom: approvedAt
      ? addBusinessDays(approvedAt, RETURN_POLICY.refundBusinessDaysMin)
      : null,
    refundBy: approvedAt ? addBusinessDays(approvedAt, RETURN_POLICY.refundBusinessDaysMax) : null,
  }
}

/** A request still waiting after the review time: the admin's queue highlights it. */
export const isOverdue = (status: string, createdAt: string, now = new Date().toISOString()) =>
  status === 'Requested' && istDay(now) > addWorkingDays(createdAt, RETURN_POLICY.reviewWorkingDays)
