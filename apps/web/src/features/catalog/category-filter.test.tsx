import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderScreen } from '@/testing/render'
import { CategoryFilter, matchTiles } from './category-filter'
import type { Tile } from './category-tiles'

const tiles: Tile[] = [
  'Kurtas',
  'Kurta Sets',
  'Kurtis',
  'Kurti Tops',
  'Kurta Pyjama',
  'Kurta Jackets',
  'Jeans',
].map((name, i) => ({ key: String(i), name, image: '/images/x.webp', to: `/subCategory/${i}` }))

describe('category filter', () => {
  it('offers at most 5 suggestions, ignoring case', () => {
    expect(matchTiles(tiles, 'KURT')).toHaveLength(5)
    expect(matchTiles(tiles, 'jea').map((t) => t.name)).toEqual(['Jeans'])
  })

  it('offers nothing for blank text', () => {
    expect(matchTiles(tiles, '   ')).toEqual([])
  })

  it('lists the matches as links to their pages', async () => {
    renderScreen(<CategoryFilter tiles={tiles} />)
    await userEvent.type(screen.getByLabelText('Find a category'), 'kurt')
    const links = screen.getAllByRole('link')
    expect(links).toHaveLength(5)
    expect(links[0]).toHaveAttribute('href', '/subCategory/0')
  })
})
