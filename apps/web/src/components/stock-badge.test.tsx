import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { StockBadge } from './stock-badge'

describe('StockBadge', () => {
  it("says 'Out of stock' at 0", () => {
    render(<StockBadge stock={0} />)
    expect(screen.getByText('Out of stock')).toBeInTheDocument()
  })

  it("says 'Only N left!' from 1 to 4", () => {
    render(<StockBadge stock={3} />)
    expect(screen.getByText('Only 3 left!')).toBeInTheDocument()
  })

  it('says nothing from 5 up', () => {
    const { container } = render(<StockBadge stock={5} />)
    expect(container).toBeEmptyDOMElement()
  })
})
