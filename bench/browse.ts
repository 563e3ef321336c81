// Filtered listings with all their counts (GET /products/browse) on catalogues of 10,000,
// 1,00,000 and, on request, 10,00,000 products, on SQLite and on PostgreSQL.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { type Db, createDatabase } from '../apps/api/src/db/index.js'
import { migrateToLatest } from '../apps/api/src/db/migrate.js'
import { seedDemoCatalog } from '../apps/api/src/db/seed/demo-catalog.js'
import { createEventBus } from '../apps/api/src/lib/events.js'
import { createDiskStorage } from '../apps/api/src/lib/storage.js'
import { createBrowse } from '../apps/api/src/modules/catalog/browse.js'
import { createCatalogService } from '../apps/api/src/modules/catalog/service.js'
import { createSearchEngine } from '../apps/api/src/modules/search/service.js'
import { BrowseQuerySchema } from '@store/contract'

const root = path.resolve(import.meta.dirname, '..')

/** The code a kept catalogue depends on: a change to any of it builds the catalogues again. */
export function catalogueVersion(): string {
  const hash = createHash('sha256')
  for (const file of [
    'bench/browse.ts',
    'apps/api/src/db/seed/demo-catalog.ts',
    'apps/api/src/db/seed/garments.ts',
    'apps/api/src/db/migrate.ts',
    'apps/api/src/modules/search/tokenize.ts',
    'apps/api/src/modules/search/service.ts',
  ])
    hash.update(readFileSync(path.join(root, file)))
  return hash.digest('hex').slice(0, 12)
}

/** The seed makes up to a few lakh products in memory; a million are ten copies of a lakh. */
const SEEDED_MAX = 100_000

/**
 * Adds `copies` copies of every product (with its sizes, links and search terms) under new ids,
 * as a catalogue ten times the size would hold them.
 */
async function replicate(db: Db, copies: number, postgres: boolean) {
  const columnsOf = async (table: string): Promise<string[]> => {
    const rows = postgres
      ? await sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_name = ${table} and table_schema = current_schema() order by ordinal_position`.execute(
          db,
        )
      : await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)
    return rows.rows.map((row) => row.name)
  }
  const { rows } = await sql<{ n: number }>`select max(id) as n from products`.execute(db)
  const offset = Number(rows[0]?.n ?? 0)
  const copy = async (table: string, key: string, change: Record<string, string> = {}) => {
    const columns = (await columnsOf(table)).filter((c) => !(c === 'id' && key !== 'id'))
    for (let k = 1; k <= copies; k++) {
      const select = columns.map((c) =>
        c === key ? `${c} + ${k * offset}` : (change[c]?.replace('$k', String(k)) ?? c),
      )
      await sql
        .raw(
          `insert into ${table} (${columns.join(', ')}) select ${select.join(', ')} from ${table} where ${key} <= ${offset}`,
        )
        .execute(db)
    }
  }
  await copy('products', 'id')
  await copy('product_variants', 'product_id', { sku: `sku || '-$k'` })
  await copy('product_categories', 'product_id')
  await copy('product_subcategories', 'product_id')
  await copy('product_search_terms', 'product_id')
  await sql`update search_state set version = version + 1`.execute(db)
}

async function fill(db: Db, products: number, uploads: string, postgres: boolean) {
  await migrateToLatest(db)
  await seedDemoCatalog(db, {
    products: Math.min(products, SEEDED_MAX),
    storage: createDiskStorage(uploads),
  })
  if (products > SEEDED_MAX) await replicate(db, products / SEEDED_MAX - 1, postgres)
}

/** A SQLite catalogue of `products` in `bench/results`, built once and kept. */
export async function sqliteCatalogue(results: string, products: number): Promise<string> {
  const dir = path.join(results, `browse-${products}-${catalogueVersion()}`)
  if (existsSync(path.join(dir, 'ready'))) return dir
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const started = performance.now()
  const database = createDatabase({ kind: 'sqlite', file: path.join(dir, 'store.db') })
  await fill(database.db, products, path.join(dir, 'uploads'), false)
  await database.destroy()
  writeFileSync(path.join(dir, 'ready'), new Date().toISOString())
  console.log(
    `       built a ${products.toLocaleString('en-IN')}-product SQLite catalogue in ${Math.round((performance.now() - started) / 1000)} s`,
  )
  return dir
}

const withDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** A PostgreSQL catalogue in a database of its own, built once and kept (analyzed). */
export async function postgresCatalogue(
  serverUrl: string,
  results: string,
  products: number,
): Promise<{ url: string; dir: string }> {
  const name = `bench_browse_${products}_${catalogueVersion()}`
  const url = withDatabase(serverUrl, name)
  const dir = path.join(results, `browse-pg-${products}-${catalogueVersion()}`)
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount && existsSync(path.join(dir, 'ready'))) return { url, dir }
    const started = performance.now()
    await admin.query(`drop database if exists ${name}`)
    await admin.query(`create database ${name}`)
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    const database = createDatabase({ kind: 'postgres', url })
    await fill(database.db, products, path.join(dir, 'uploads'), true)
    await sql`analyze`.execute(database.db)
    await database.destroy()
    writeFileSync(path.join(dir, 'ready'), new Date().toISOString())
    console.log(
      `       built a ${products.toLocaleString('en-IN')}-product PostgreSQL catalogue in ${Math.round((performance.now() - started) / 1000)} s`,
    )
    return { url, dir }
  } finally {
    await admin.end()
  }
}

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

/** Latency of sequential GETs: a warm-up round (the first loads the index), then `rounds`. */
export async function measureGets(
  base: string,
  queries: Array<{ name: string; query: string }>,
  rounds: number,
) {
  const times = new Map<string, number[]>(queries.map((q) => [q.name, []]))
  for (let round = 0; round <= rounds; round++) {
    for (const { name, query } of queries) {
      const started = performance.now()
      const res = await fetch(`${base}/api/v1/products/browse?${query}`)
      await res.arrayBuffer()
      if (!res.ok) throw new Error(`${query} answered ${res.status}`)
      if (round > 0) times.get(name)?.push(performance.now() - started)
    }
  }
  const percentile = (list: number[], q: number) => {
    const sorted = [...list].sort((a, b) => a - b)
    return (
      Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) /
      10
    )
  }
  const all = [...times.values()].flat()
  return {
    perQuery: queries.map(({ name }) => ({
      name,
      p50: percentile(times.get(name) ?? [], 0.5),
      p99: percentile(times.get(name) ?? [], 0.99),
    })),
    p50: percentile(all, 0.5),
    p99: percentile(all, 0.99),
    count: all.length,
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
    for (let round = 0; round <= rounds; round++) {
      for (const query of queries) {
        const started = performance.now()
        await browse.browse(query)
        if (round > 0) times.push(performance.now() - started)
      }
    }
    times.sort((a, b) => a - b)
    const at = (q: number) =>
      Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10
    return { p50: at(0.5), p99: at(0.99), count: times.length }
  } finally {
    await database.destroy()
  }
}
