import { describe, expect, it } from 'vitest'
import { fitSummary } from './review-text'

describe('review figures as the product page says them', () => {
  it('names the fits buyers chose, most chosen first', () => {
    expect(fitSummary({ small: 24, true: 68, large: 8 })).toBe(
      '68% say true to size; 24% runs small; 8% runs large',
    )
    expect(fitSummary({ small: 3, true: 0, large: 1 })).toBe('75% runs small; 25% runs large')
    expect(fitSummary({ small: 0, true: 0, large: 0 })).toBeNull()
  })
})
