// Filtered listings with all their counts (GET /products/browse), over HTTP and in process.
import { BrowseQuerySchema } from '@store/contract'
import { createDatabase } from '../apps/api/src/db/index.js'
import { createEventBus } from '../apps/api/src/lib/events.js'
import { createBrowse } from '../apps/api/src/modules/catalog/browse.js'
import { createCatalogService } from '../apps/api/src/modules/catalog/service.js'
import { createSearchEngine } from '../apps/api/src/modules/catalog/search/service.js'
import { percentile, timeRequests } from './load.js'

/** The listings measured: a category page, filtered pages, a search with filters, the worst case. */
export function browseQueries(): Array<{ name: string; query: string }> {
  return [
    { name: 'category page', query: 'category=1' },
    {
      name: 'category, size and price, by price',
      query: 'category=1&size=M,L&priceMin=500&priceMax=999&sort=price_asc',
    },
    { name: 'sub-category by discount', query: 'subCategory=4&sort=discount&page=3' },
    { name: 'search with two filters', query: 'q=kurta&size=M&colour=navy-blue,maroon' },
    { name: 'broad search by price', query: 'q=cotton&sort=price_desc' },
    {
      // Every product is a candidate, every filter is set and each fails some: the longest pass.
      name: 'worst: everything, every filter, deep page',
      query:
        'size=S,M,L,XL,28,30,32&colour=navy-blue,maroon,black,white,olive&priceMin=300&priceMax=2999&discountMin=10&ratingMin=3&sort=popular&page=40',
    },
  ]
}

/**
 * Rounds run before the measured ones: the first call loads the index, and the code reaches the
 * steady state a server that has run a while is in (one round left it half compiled).
 */
const WARM_UP_ROUNDS = 3

/** Latency of sequential GETs: warm-up rounds (the first call loads the index), then `rounds`. */
export async function measureGets(
  base: string,
  queries: Array<{ name: string; query: string }>,
  rounds: number,
) {
  const times = await timeRequests(
    queries.map(({ query }) => ({ url: `${base}/api/v1/products/browse?${query}`, method: 'GET' })),
    { warmUp: WARM_UP_ROUNDS, rounds },
  )
  // In order: round by round, query by query.
  const of = (index: number) => times.filter((_, i) => i % queries.length === index)
  return {
    perQuery: queries.map(({ name }, index) => ({
      name,
      p50: percentile(of(index), 0.5),
      p99: percentile(of(index), 0.99),
    })),
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    count: times.length,
  }
}

/**
 * The same listings answered in this process, without HTTP: what the listing itself costs
 * (index pass, sort walk, the page's products read), apart from the network and the framework.
 */
export async function measureInProcess(
  config: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string },
  rounds: number,
) {
  const database = createDatabase(config)
  try {
    const db = database.db
    const search = createSearchEngine(db)
    const browse = createBrowse({
      db,
      search,
      catalog: createCatalogService({ db, search }),
      events: createEventBus(),
      unitsSold: () => Promise.resolve(new Map()),
    })
    const queries = browseQueries().map(({ query }) =>
      BrowseQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
    )
    const times: number[] = []
    for (let round = 0; round < WARM_UP_ROUNDS + rounds; round++) {
      for (const query of queries) {
        const started = performance.now()
        await browse.browse(query)
        if (round >= WARM_UP_ROUNDS) times.push(performance.now() - started)
      }
    }
    return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), count: times.length }
  } finally {
    await database.destroy()
  }
}
