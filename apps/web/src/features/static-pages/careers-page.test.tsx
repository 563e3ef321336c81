import { screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderScreen } from '@/testing/render'
import { CareersPage } from './careers-page'

const openings = [
  ['Customer Support Executive', 'Remote / Jaipur', 'Full-time'],
  ['E-commerce Operations Manager', 'Jaipur office', 'Full-time'],
  ['Fashion Content Creator', 'Remote', 'Part-time / Freelance'],
] as const

it('lists the three openings, each with location, type and an apply-by-email link', () => {
  renderScreen(<CareersPage />)
  for (const [title, location, type] of openings) {
    const card = screen.getByRole('heading', { level: 3, name: title }).closest('li')
    expect(card).not.toBeNull()
    if (!card) continue
    const details = within(card).getByRole('list', { name: 'Role details' })
    expect(details).toHaveTextContent(`Location: ${location}`)
    expect(details).toHaveTextContent(`Type: ${type}`)
    expect(within(card).getByRole('link', { name: 'Apply by e-mail' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:careers@kapdakart\.in\?subject=/),
    )
  }
  expect(screen.getAllByRole('link', { name: 'Apply by e-mail' })).toHaveLength(3)
  expect(screen.getByRole('link', { name: 'Send us your resume' })).toHaveAttribute(
    'href',
    expect.stringContaining('mailto:careers@kapdakart.in'),
  )
  expect(document.title).toBe('Careers | KapdaKart')
})
