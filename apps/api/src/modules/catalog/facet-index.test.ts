import { DISCOUNT_STEPS, PRICE_BANDS, RATING_STEPS } from '@store/contract'
import { describe, expect, it } from 'vitest'
import { type FacetFilter, type ProductFacts, createFacetIndex } from './facet-index.js'

const SIZES = ['S', 'M', 'L', 'XL', '30', '32']
const BRANDS = ['Biba', 'Manyavar', 'Fabindia']

/** A small seeded generator, so a failure repeats. */
function random(seed: number) {
  let state = seed
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state % n
  }
}

function product(id: number, pick: (n: number) => number): ProductFacts {
  return {
    id,
    live: pick(10) !== 0,
    salePaise: (100 + pick(4_000)) * 100,
    discount: pick(80),
    rating: pick(4) === 0 ? null : 1 + pick(41) / 10,
    colour: pick(6),
    brand: pick(5) === 0 ? null : (BRANDS[pick(BRANDS.length)] as string),
    createdAt: new Date(Date.UTC(2026, 0, 1 + pick(300))).toISOString(),
    categoryIds: [1, 2, 3].filter(() => pick(2) === 0),
    subCategoryIds: [10, 11, 12, 13].filter(() => pick(3) === 0),
    sizesInStock: SIZES.filter(() => pick(2) === 0),
  }
}

/** What a listing must answer, worked out product by product. */
function expected(products: ProductFacts[], filter: FacetFilter) {
  const stars = (p: ProductFacts) => p.rating ?? 0
  const tests = {
    size: (p: ProductFacts) =>
      !filter.sizes || p.sizesInStock.some((s) => filter.sizes?.includes(s)),
    colour: (p: ProductFacts) => !filter.colours || filter.colours.includes(p.colour),
    brand: (p: ProductFacts) =>
      !filter.brands || (p.brand !== null && filter.brands.includes(p.brand)),
    price: (p: ProductFacts) =>
      p.salePaise >= (filter.minPaise ?? 0) && p.salePaise <= (filter.maxPaise ?? Infinity),
    discount: (p: ProductFacts) => p.discount >= (filter.discountMin ?? 0),
    rating: (p: ProductFacts) => Math.round(stars(p) * 10) >= (filter.ratingMin ?? 0) * 10,
  }
  const base = products.filter(
    (p) => p.live && (filter.category === undefined || p.categoryIds.includes(filter.category)),
  )
  const passingAllBut = (skip: keyof typeof tests) =>
    base.filter((p) => Object.entries(tests).every(([name, test]) => name === skip || test(p)))
  const ids = passingAllBut('size')
    .filter(tests.size)
    .map((p) => p.id)
  return {
    total: ids.length,
    size: SIZES.map((value) => ({
      value,
      count: passingAllBut('size').filter((p) => p.sizesInStock.includes(value)).length,
    })).filter(({ value }) => base.some((p) => p.sizesInStock.includes(value))),
    price: PRICE_BANDS.map(
      (band) =>
        passingAllBut('price').filter(
          (p) =>
            p.salePaise >= band.min * 100 &&
            (band.max === null || p.salePaise <= band.max * 100 + 99),
        ).length,
    ),
    discount: DISCOUNT_STEPS.map(
      (step) => passingAllBut('discount').filter((p) => p.discount >= step).length,
    ),
  }
}

describe('the listing index', () => {
  const pick = random(7)
  const index = createFacetIndex({
    priceBands: PRICE_BANDS,
    discountSteps: DISCOUNT_STEPS,
    ratingSteps: RATING_STEPS,
    colours: 6,
  })
  const products = Array.from({ length: 3_000 }, (_, i) => product(i + 1, pick))
  for (const p of products) index.put(p)

  const filters: FacetFilter[] = [
    {},
    { category: 2 },
    { category: 1, sizes: ['M', 'L'], minPaise: 50_000, maxPaise: 99_999 },
    { category: 3, colours: [1, 2], brands: ['Biba'], discountMin: 30, ratingMin: 3 },
    { sizes: ['30'], minPaise: 200_000, discountMin: 10 },
  ]

  const answer = (filter: FacetFilter) => {
    const { total, facets } = index.query(filter, 'new', { offset: 0, limit: 10 })
    return {
      total,
      size: [...facets.size].sort((a, b) => SIZES.indexOf(a.value) - SIZES.indexOf(b.value)),
      price: facets.price,
      discount: facets.discount,
    }
  }

  it('counts every filter value as a product-by-product count does', () => {
    for (const filter of filters) expect(answer(filter)).toEqual(expected(products, filter))
  })

  it('follows products that change category, price or stock, and new products', () => {
    for (let i = 0; i < 500; i++) {
      const id = 1 + pick(products.length + 50)
      const changed = product(id, pick)
      products[id - 1] = changed
      index.put(changed)
    }
    for (const filter of filters) expect(answer(filter)).toEqual(expected(products, filter))
  })
})
