import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GstPriceNote, effectiveHsn } from './gst-price-note'

describe('GST price note', () => {
  it('names the rate of a consistent price', () => {
    render(<GstPriceNote hsn="6109" price="1049" discount="0" />)
    expect(screen.getByText(/GST 5% \(HSN 6109\)/)).toBeVisible()
  })

  it('warns on a selling price in the band and offers the nearest consistent prices', () => {
    render(<GstPriceNote hsn="6204" price="3500" discount="20" />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('₹2,800.00 neither GST rate fits')
    expect(alert).toHaveTextContent('The invoice charges 18%')
    expect(alert).toHaveTextContent('₹2,625.00 (5%) or ₹2,950.01 (18%)')
  })

  it('never warns for fabric, whatever the price', () => {
    render(<GstPriceNote hsn="5208" price="2800" discount="0" />)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText(/GST 5%/)).toBeVisible()
  })

  it('takes the product’s own HSN, else its first sub-category’s that has one', () => {
    const declarations = {
      manufacturer: null,
      packer: null,
      importer: null,
      countryOfOrigin: null,
      genericName: null,
      consumerCare: null,
    }
    const subs = [
      { _id: '1', name: 'Misc', image: '', category: [], hsnCode: null, declarations },
      { _id: '2', name: 'Sarees', image: '', category: [], hsnCode: '5208', declarations },
    ]
    const picked = subs.map(({ _id, name }) => ({ _id, name }))
    expect(effectiveHsn('6211', picked, subs)).toBe('6211')
    expect(effectiveHsn('', picked, subs)).toBe('5208')
    expect(effectiveHsn('', [], subs)).toBe('6211')
  })
})
