// The catalogues the listing bench runs on: 10,000, 1,00,000 and, on request, 10,00,000 demo
// products, on SQLite and on PostgreSQL, each built once and kept.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { type Db, createDatabase } from '../apps/api/src/db/index.js'
import { migrateToLatest } from '../apps/api/src/db/migrate.js'
import { seedDemoCatalog } from '../apps/api/src/db/seed/demo-catalog.js'
import { createDiskStorage } from '../apps/api/src/lib/storage.js'

const root = path.resolve(import.meta.dirname, '..')

/** The code a kept catalogue depends on: a change to any of it builds the catalogues again. */
export function catalogueVersion(): string {
  const hash = createHash('sha256')
  for (const file of [
    'bench/catalogue.ts',
    'apps/api/src/db/seed/demo-catalog.ts',
    'apps/api/src/db/seed/garments.ts',
    'apps/api/src/db/migrate.ts',
    'apps/api/src/modules/catalog/search/tokenize.ts',
    'apps/api/src/modules/catalog/search/service.ts',
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
