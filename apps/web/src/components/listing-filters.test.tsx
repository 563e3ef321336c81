import { fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BrowseSort, Facets } from '@store/contract'
import {
  type Filters,
  NO_FILTERS,
  browseQuery,
  filtersFromParams,
  paramsWithFilters,
} from '@/lib/listing'
import { FilterChips, FilterColumn, PhoneFilterBar } from './listing-filters'

afterEach(() => vi.restoreAllMocks())

const facets: Facets = {
  size: [
    { value: 'S', count: 2 },
    { value: 'M', count: 0 },
    { value: 'L', count: 4 },
  ],
  colour: [
    { value: 'navy-blue', name: 'Navy Blue', hex: '#1f3a68', count: 3 },
    { value: 'maroon', name: 'Maroon', hex: '#7a1f2b', count: 0 },
  ],
  brand: [{ value: 'Rangrez', count: 5 }],
  subCategory: [{ value: '4', name: 'Shirts', count: 5 }],
  price: [
    { min: 0, max: 499, count: 1 },
    { min: 500, max: 999, count: 3 },
    { min: 3000, max: null, count: 0 },
  ],
  discount: [{ value: 10, count: 2 }],
  rating: [{ value: 4, count: 1 }],
}

describe('filters in the URL', () => {
  it('reads and writes the shareable form, keeping the search text', () => {
    const params = new URLSearchParams(
      'q=kurta&size=M,L&price=500-999&colour=navy-blue&sort=price_asc',
    )
    const filters = filtersFromParams(params)
    expect(filters).toMatchObject({
      size: ['M', 'L'],
      price: { min: 500, max: 999 },
      colour: ['navy-blue'],
      sort: 'price_asc',
    })
    const next = paramsWithFilters(params, { ...filters, size: ['L'], price: { min: 3000 } })
    expect(next.toString()).toBe('q=kurta&size=L&price=3000-&colour=navy-blue&sort=price_asc')
    expect(browseQuery({ q: 'kurta' }, filtersFromParams(next), 2, 12)).toBe(
      'q=kurta&size=L&colour=navy-blue&priceMin=3000&sort=price_asc&page=2&limit=12',
    )
  })

  it('drops values the store does not know instead of failing the page', () => {
    const filters = filtersFromParams(
      new URLSearchParams('colour=chartreuse&sort=cheap&discount=15&price=9-1'),
    )
    expect(filters).toEqual(NO_FILTERS)
  })
})

function Harness({ initial = NO_FILTERS }: { initial?: Filters }) {
  const [filters, setFilters] = useState(initial)
  return (
    <>
      <FilterChips facets={facets} filters={filters} onChange={setFilters} />
      <FilterColumn facets={facets} filters={filters} onChange={setFilters} subCategories />
      <output data-testid="state">{JSON.stringify(filters)}</output>
    </>
  )
}
const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}') as Filters

describe('filter column', () => {
  it('shows each size with its count beside it, not in a hover tooltip a phone cannot show', () => {
    render(<Harness />)
    const sizes = within(screen.getByRole('region', { name: 'Size' })).getAllByRole('button')
    expect(sizes.map((button) => button.textContent)).toEqual(['S (2)', 'M (0)', 'L (4)'])
    for (const button of sizes) expect(button).not.toHaveAttribute('title')
  })

  it('adds sizes as OR, shows empty sizes disabled, and removes a filter by its chip', () => {
    render(<Harness />)
    expect(screen.getByRole('button', { name: 'M (0)' })).toBeDisabled()
    fireEvent.click(screen.getByRole('button', { name: 'S (2)' }))
    fireEvent.click(screen.getByRole('button', { name: 'L (4)' }))
    expect(state().size).toEqual(['S', 'L'])
    expect(screen.getByRole('button', { name: 'S (2)' })).toHaveAttribute('aria-pressed', 'true')
    fireEvent.click(screen.getByRole('checkbox', { name: /Navy Blue/ }))
    expect(screen.getByRole('checkbox', { name: /Maroon/ })).toBeDisabled()
    fireEvent.click(screen.getByRole('radio', { name: /₹500.*₹999/ }))
    expect(state().price).toEqual({ min: 500, max: 999 })

    const chips = within(screen.getByRole('list', { name: 'Active filters' }))
    fireEvent.click(chips.getByRole('button', { name: 'Remove Size S' }))
    expect(state().size).toEqual(['L'])
    fireEvent.click(chips.getByRole('button', { name: 'Clear all' }))
    expect(state()).toEqual(NO_FILTERS)
  })

  it('takes a min–max price in rupees and refuses a reversed one', () => {
    render(<Harness />)
    const price = within(screen.getByRole('region', { name: 'Price' }))
    fireEvent.change(price.getByLabelText('Min ₹'), { target: { value: '1200' } })
    fireEvent.change(price.getByLabelText('Max ₹'), { target: { value: '800' } })
    expect(price.getByRole('button', { name: 'Go' })).toBeDisabled()
    fireEvent.change(price.getByLabelText('Max ₹'), { target: { value: '2500' } })
    fireEvent.click(price.getByRole('button', { name: 'Go' }))
    expect(state().price).toEqual({ min: 1200, max: 2500 })
  })
})

describe('phone sheet', () => {
  it('applies a draft with the live count, and sorts from its own sheet', async () => {
    const onChange = vi.fn()
    const preview = vi.fn(async (draft: Filters) => ({
      totalCount: draft.size.length > 0 ? 7 : 42,
      facets,
    }))
    function Where() {
      return <span>{useLocation().pathname}</span>
    }
    render(
      <MemoryRouter>
        <Where />
        <PhoneFilterBar
          facets={facets}
          filters={NO_FILTERS}
          onChange={onChange}
          sort="new"
          search={false}
          preview={preview}
        />
      </MemoryRouter>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }))
    const sheet = screen.getByRole('dialog', { name: 'Filters' })
    expect(await within(sheet).findByRole('button', { name: 'Apply (42)' })).toBeInTheDocument()
    fireEvent.click(within(sheet).getByRole('button', { name: 'L (4)' }))
    expect(await within(sheet).findByRole('button', { name: 'Apply (7)' })).toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.click(within(sheet).getByRole('tab', { name: /Colour/ }))
    expect(within(sheet).getByRole('checkbox', { name: /Navy Blue/ })).toBeInTheDocument()
    fireEvent.click(within(sheet).getByRole('button', { name: 'Apply (7)' }))
    expect(onChange).toHaveBeenCalledWith({ ...NO_FILTERS, size: ['L'] })

    fireEvent.click(screen.getByRole('button', { name: 'Sort' }))
    expect(screen.queryByRole('radio', { name: 'Relevance' })).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('radio', { name: 'Price: low to high' }))
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, sort: 'price_asc' })
  })
})

describe('phone sort button', () => {
  const bar = (sort: BrowseSort, search = false) =>
    render(
      <MemoryRouter>
        <PhoneFilterBar
          facets={facets}
          filters={{ ...NO_FILTERS, sort }}
          onChange={vi.fn()}
          sort={sort}
          search={search}
          preview={vi.fn(async () => ({ totalCount: 0, facets }))}
        />
      </MemoryRouter>,
    )

  it('says which sort is applied, on screen and in its name, as Filter shows its count', () => {
    bar('price_asc')
    const button = screen.getByRole('button', { name: 'Sort by Price: low to high' })
    expect(within(button).getByText('Price: low to high')).toBeVisible()
  })

  it("is plain 'Sort' while the listing has its own order", () => {
    const { unmount } = bar('new')
    expect(screen.getByRole('button', { name: 'Sort' })).toHaveTextContent(/^Sort$/)
    unmount()
    bar('relevance', true)
    expect(screen.getByRole('button', { name: 'Sort' })).toBeInTheDocument()
  })
})
