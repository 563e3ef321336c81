import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Facets } from '@store/contract'
import { type Filters, NO_FILTERS } from '@/lib/listing'
import { ListingLayout } from './listing-layout'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  // jsdom has no scrollIntoView; a test that needs one lends it.
  delete (Element.prototype as Partial<Element>).scrollIntoView
})

const facets: Facets = {
  size: [
    { value: 'M', count: 3 },
    { value: 'L', count: 4 },
  ],
  colour: [],
  brand: [],
  subCategory: [],
  price: [],
  discount: [],
  rating: [],
}

/** A screen `width` px wide, as far as the layout's media query can tell. */
const screenWidth = (width: number) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/(\d+)px/.exec(query)?.[1]),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))

function Listing({ initial = NO_FILTERS, heading }: { initial?: Filters; heading?: string }) {
  const [filters, setFilters] = useState(initial)
  return (
    <MemoryRouter>
      <ListingLayout
        facets={facets}
        filters={filters}
        sort="new"
        onChange={setFilters}
        preview={async () => ({ totalCount: 7, facets })}
        heading={heading ? <p>{heading}</p> : undefined}
        empty={false}
      >
        <p>Products</p>
      </ListingLayout>
    </MemoryRouter>
  )
}

describe('listing layout on a phone', () => {
  it('puts nothing empty between the page above and the products (each would add a gap)', () => {
    screenWidth(390)
    const { container } = render(<Listing />)
    const grid = container.firstElementChild as HTMLElement
    // The Sort and Filter bar is fixed at the bottom, out of the flow.
    const inFlow = [...grid.children].filter((el) => !el.className.includes('fixed'))
    expect(inFlow).toHaveLength(1)
    expect(inFlow[0]?.firstElementChild).toHaveTextContent(/^Products$/)
  })

  it('shows the active filters above the products once there are some', () => {
    screenWidth(390)
    render(<Listing initial={{ ...NO_FILTERS, size: ['M'] }} heading="7 products" />)
    expect(screen.getByText('7 products')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Remove Size M' })).toBeVisible()
  })
})

describe('listing layout on a wide screen', () => {
  /** The heading's place on screen: `top` px from the top of the window. */
  function headAt(top: number) {
    const scrolled = vi.fn()
    Element.prototype.scrollIntoView = scrolled
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      return this.textContent?.startsWith('1,422 products')
        ? DOMRect.fromRect({ x: 0, y: top, width: 900, height: 60 })
        : DOMRect.fromRect() // where jsdom puts everything
    })
    return scrolled
  }

  it('brings the count and the chips back into view when a filter changes below them', () => {
    screenWidth(1366)
    const scrolled = headAt(-1800)
    render(<Listing heading="1,422 products" />)
    fireEvent.click(screen.getByRole('button', { name: 'M (3)' }))
    expect(scrolled).toHaveBeenCalledOnce()
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' })
    expect(scrolled.mock.contexts[0]).toHaveTextContent(/^1,422 products/)
  })

  it('leaves the page where it is when the count is already in view', () => {
    screenWidth(1366)
    const scrolled = headAt(120)
    render(<Listing heading="1,422 products" />)
    fireEvent.click(screen.getByRole('button', { name: 'M (3)' }))
    expect(screen.getByRole('button', { name: 'Remove Size M' })).toBeVisible()
    expect(scrolled).not.toHaveBeenCalled()
  })
})
