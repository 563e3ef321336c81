import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { expect, it } from 'vitest'
import { CategoryTiles } from './category-tiles'

it('shows 12 skeletons while the categories load', () => {
  render(
    <MemoryRouter>
      <CategoryTiles tiles={[]} loading />
    </MemoryRouter>,
  )
  expect(screen.getAllByTestId('skeleton')).toHaveLength(24)
  expect(screen.getAllByRole('listitem')).toHaveLength(12)
})
