import { describe, expect, it } from 'vitest'
import { emptyDraft, outcomesFor, toRequest, validateDraft } from './return-rules'

const line = {
  orderItemId: '7',
  returnable: true,
  quantity: 2,
  exchangeSizes: ['L'],
  sameSizeInStock: true,
}
const soldOut = { ...line, exchangeSizes: [], sameSizeInStock: false }

describe('the outcomes the return form offers', () => {
  it('offers only an exchange for a size issue while another size is in stock', () => {
    expect(outcomesFor('size_small', line)).toEqual(['exchange'])
    expect(outcomesFor('size_large', soldOut)).toEqual(['refund', 'store_credit'])
  })

  it('offers a refund, credit, a replacement in stock, and an exchange only for a defect', () => {
    expect(outcomesFor('damaged', line)).toEqual(['refund', 'store_credit', 'replacement'])
    expect(outcomesFor('defective', line)).toEqual([
      'refund',
      'store_credit',
      'replacement',
      'exchange',
    ])
    expect(outcomesFor('wrong_item', soldOut)).toEqual(['refund', 'store_credit'])
  })
})

describe('checking the draft', () => {
  it('names every missing part', () => {
    const errors = validateDraft({ ...emptyDraft(), quantity: 3 }, line)
    expect(errors).toEqual({
      quantity: 'Choose 1 to 2',
      reason: 'Choose a reason',
      resolution: 'Choose what you would like',
      condition: 'Please confirm the item’s condition',
    })
  })

  it('asks for photos of a damaged item and a valid UPI ID for a refund', () => {
    const draft = {
      ...emptyDraft(),
      reason: 'damaged' as const,
      resolution: 'refund' as const,
      condition: true,
      upi: 'asha',
    }
    expect(validateDraft(draft, line)).toEqual({
      photos: 'Add 1 to 3 photos of the item',
      upi: 'Enter a UPI ID like name@bank',
    })
    expect(
      validateDraft({ ...draft, photos: ['/images/a.webp'], upi: 'asha@okaxis' }, line),
    ).toEqual({})
  })

  it('checks a bank account: digits, typed twice alike, and an IFSC of the right form', () => {
    const bank = {
      ...emptyDraft(),
      reason: 'size_large' as const,
      resolution: 'refund' as const,
      refundMethod: 'bank' as const,
      condition: true,
      accountName: 'Asha Rao',
      accountNumber: '123456789012',
      accountNumberAgain: '123456789013',
      ifsc: 'SBIN1234567',
    }
    expect(validateDraft(bank, soldOut)).toEqual({
      accountNumberAgain: 'The account numbers do not match',
      ifsc: 'Enter the 11-character IFSC, like SBIN0001234',
    })
    const fixed = { ...bank, accountNumberAgain: '123456789012', ifsc: 'sbin0001234' }
    expect(validateDraft(fixed, soldOut)).toEqual({})
    expect(toRequest(fixed, '7')).toEqual({
      items: [{ orderItemId: '7', quantity: 1 }],
      reason: 'size_large',
      photos: [],
      resolution: 'refund',
      refundTo: { accountName: 'Asha Rao', accountNumber: '123456789012', ifsc: 'SBIN0001234' },
      condition: true,
    })
  })

  it('sends an exchange with its size and no refund details', () => {
    const draft = {
      ...emptyDraft(),
      reason: 'size_small' as const,
      resolution: 'exchange' as const,
      condition: true,
      upi: 'x@y',
    }
    expect(validateDraft(draft, line)).toEqual({ exchangeSize: 'Choose a size' })
    expect(toRequest({ ...draft, exchangeSize: 'L' }, '7')).toEqual({
      items: [{ orderItemId: '7', quantity: 1 }],
      reason: 'size_small',
      photos: [],
      resolution: 'exchange',
      exchangeSize: 'L',
      condition: true,
    })
  })
})
