import {
  ACCOUNT_NUMBER_PATTERN,
  IFSC_PATTERN,
  PHOTO_REASONS,
  type NewReturnBody,
  type ReturnOptions,
  type ReturnReason,
  type ReturnResolution,
  UPI_PATTERN,
  allowedResolutions,
} from '@store/contract'

export type RefundMethod = 'upi' | 'bank'

/** What the shopper has filled in so far. */
export type ReturnDraft = {
  quantity: number
  reason: ReturnReason | ''
  comment: string
  photos: string[]
  resolution: ReturnResolution | ''
  exchangeSize: string
  refundMethod: RefundMethod
  upi: string
  accountName: string
  accountNumber: string
  accountNumberAgain: string
  ifsc: string
  condition: boolean
}

export const emptyDraft = (): ReturnDraft => ({
  quantity: 1,
  reason: '',
  comment: '',
  photos: [],
  resolution: '',
  exchangeSize: '',
  refundMethod: 'upi',
  upi: '',
  accountName: '',
  accountNumber: '',
  accountNumberAgain: '',
  ifsc: '',
  condition: false,
})

type Line = ReturnOptions['lines'][number]

/** The outcomes the form offers for one line and reason: the policy's, from the shelf now. */
export const outcomesFor = (reason: ReturnReason, line: Line) =>
  allowedResolutions(reason, {
    lines: 1,
    exchangeSizes: line.exchangeSizes,
    sameSizeInStock: line.sameSizeInStock,
  })

export const needsPhotos = (reason: ReturnReason | '') =>
  reason !== '' && PHOTO_REASONS.includes(reason)

/**
 * An order paid online is refunded to its original payment method: the shopper gives no UPI ID
 * or bank account for it.
 */
export type RefundRoute = { toOriginalMethod: boolean }
const CASH_ORDER: RefundRoute = { toOriginalMethod: false }

/** The form's errors by field; empty when it can be sent. */
export function validateDraft(
  draft: ReturnDraft,
  line: Line,
  { toOriginalMethod }: RefundRoute = CASH_ORDER,
): Partial<Record<keyof ReturnDraft, string>> {
  const errors: Partial<Record<keyof ReturnDraft, string>> = {}
  if (draft.quantity < 1 || draft.quantity > line.quantity) {
    errors.quantity = `Choose 1 to ${line.quantity}`
  }
  if (!draft.reason) errors.reason = 'Choose a reason'
  if (needsPhotos(draft.reason) && draft.photos.length === 0) {
    errors.photos = 'Add 1 to 3 photos of the item'
  }
  if (!draft.resolution) errors.resolution = 'Choose what you would like'
  if (draft.resolution === 'exchange' && !draft.exchangeSize) errors.exchangeSize = 'Choose a size'
  if (draft.resolution === 'refund' && !toOriginalMethod) {
    if (draft.refundMethod === 'upi') {
      if (!UPI_PATTERN.test(draft.upi.trim())) errors.upi = 'Enter a UPI ID like name@bank'
    } else {
      if (!draft.accountName.trim()) errors.accountName = 'Enter the account holder’s name'
      if (!ACCOUNT_NUMBER_PATTERN.test(draft.accountNumber)) {
        errors.accountNumber = 'Enter 9 to 18 digits'
      } else if (draft.accountNumber !== draft.accountNumberAgain) {
        errors.accountNumberAgain = 'The account numbers do not match'
      }
      if (!IFSC_PATTERN.test(draft.ifsc.trim().toUpperCase())) {
        errors.ifsc = 'Enter the 11-character IFSC, like SBIN0001234'
      }
    }
  }
  if (!draft.condition) errors.condition = 'Please confirm the item’s condition'
  return errors
}

/** The request the draft makes for one order line. */
export function toRequest(
  draft: ReturnDraft,
  orderItemId: string,
  { toOriginalMethod }: RefundRoute = CASH_ORDER,
): NewReturnBody {
  const refundTo =
    draft.resolution !== 'refund' || toOriginalMethod
      ? undefined
      : draft.refundMethod === 'upi'
        ? { upi: draft.upi.trim() }
        : {
            accountName: draft.accountName.trim(),
            accountNumber: draft.accountNumber,
            ifsc: draft.ifsc.trim().toUpperCase(),
          }
  return {
    items: [{ orderItemId, quantity: draft.quantity }],
    reason: draft.reason as ReturnReason,
    ...(draft.comment.trim() ? { comment: draft.comment.trim() } : {}),
    photos: draft.photos,
    resolution: draft.resolution as ReturnResolution,
    ...(draft.resolution === 'exchange' ? { exchangeSize: draft.exchangeSize } : {}),
    ...(refundTo ? { refundTo } : {}),
    condition: true,
  }
}
