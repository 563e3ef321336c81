import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { Price } from './price'

it('shows the price after discount, the struck original and the discount percent in rupees', () => {
  render(<Price price={1299} discount={25} />)
  expect(screen.getByText('₹974')).toBeInTheDocument()
  expect(screen.getByText('₹1,299').tagName).toBe('S')
  expect(screen.getByText('25% off')).toBeInTheDocument()
})

it('shows only the price without a discount', () => {
  render(<Price price={499} discount={0} />)
  expect(screen.getByText('₹499')).toBeInTheDocument()
  expect(screen.queryByText(/off/)).not.toBeInTheDocument()
})
