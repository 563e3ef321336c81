import { screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderScreen } from '@/testing/render'
import { CareersPage } from './careers-page'

it('lists the three openings with an apply-by-email link each', () => {
  renderScreen(<CareersPage />)
  for (const title of [
    'Customer Support Executive',
    'E-commerce Operations Manager',
    'Fashion Content Creator',
  ]) {
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument()
  }
  expect(screen.getAllByRole('link', { name: 'Apply by e-mail' })).toHaveLength(3)
  expect(screen.getByRole('link', { name: 'Send us your resume' })).toHaveAttribute(
    'href',
    expect.stringContaining('mailto:'),
  )
})
