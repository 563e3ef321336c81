import {
  addBusinessDays,
  addWorkingDays,
  istDay,
  PHOTO_REASONS,
  RETURN_POLICY,
  RETURN_REASON_LABELS,
  RETURN_RESOLUTION_LABELS,
  type ReturnReason,
  type ReturnResolution,
  SIZE_REASONS,
  type ShelfCheck,
} from '@store/contract'

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
export const isOverdue = (status: string, createdAt: string) =>
  status === 'Requested' && istDay() > addWorkingDays(createdAt, RETURN_POLICY.reviewWorkingDays)
