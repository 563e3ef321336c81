// npm run bench: the performance budgets of the store, measured in one run on this machine.
import { istDay } from '@store/contract'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createDatabase } from '../apps/api/src/db/index.js'
import { migrateToLatest } from '../apps/api/src/db/migrate.js'
import { seedDemoCatalog } from '../apps/api/src/db/seed/demo-catalog.js'
import { seedDemoPincodes } from '../apps/api/src/db/seed/demo-pincodes.js'
import { loadPinCodes } from '../apps/api/src/modules/delivery/pin-directory.js'
import { createDiskStorage } from '../apps/api/src/lib/storage.js'
import { browseQueries, measureGets, measureInProcess } from './browse.js'
import { postgresCatalogue, sqliteCatalogue } from './catalogue.js'
import pg from 'pg'
import { lastUnitsRace } from './checkout.js'
import { freePort, orderShop, placeOrders } from './instances.js'
import { entryJavaScriptBytes } from './bundle.js'
import { REVIEW_QUERIES, seedReviews } from './reviews.js'
import { scorePages } from './lighthouse.js'
import { NGINX, ordersAtRate, readLoad, saleReads, startNginx } from './sale.js'
import { snapshotPage } from './static-page.js'
import {
  compareThroughput,
  measureLatency,
  measureThroughput,
  medianOf,
  percentile,
  timeRequests,
} from './load.js'
import { buildOrderBook, buildPostgresOrderBook, shopperMobile, timeCall } from './order-book.js'
import { peakResidentMb, residentMb, startServer } from './processes.js'

const root = path.resolve(import.meta.dirname, '..')
const results = path.join(root, 'bench', 'results')
const webDist = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(root, 'apps', 'web', 'dist'))
// The command of `npm start`, and its environment: glibc's malloc in one arena (decision 091).
const serverCommand = [
  'node',
  '--max-semi-space-size=8',
  path.join(root, 'apps', 'api', 'bundle', 'main.js'),
]
const startStore = (command: string[], env: Record<string, string>, port: number) =>
  startServer(command, { MALLOC_ARENA_MAX: '1', ...env }, port)
const LARGE_CATALOGUE = 100_000
/** Servers on PostgreSQL must be given the secret every instance on a database shares. */
const BENCH_JWT_SECRET = 'bench-secret-shared-by-every-instance-0123456789'
/** Realistic searches: words, prefixes while typing, typos, several words. */
const SEARCH_QUERIES = [
  'kurta',
  'shirt',
  'saree',
  'jeans',
  'ku',
  'kurt',
  'shrit',
  'kurtha',
  't shirt',
  'tshirt',
  'blue kurta',
  'women saree silk',
  'kids frock party',
  'men formal shirt',
  'track pants',
  'cotton',
  'navy blue slim',
  'banarasi',
  'denim jacket',
  'school uniform',
]

type Row = { measure: string; value: string; budget: string; pass: boolean }
const rows: Row[] = []
const record = (measure: string, value: string, budget: string, pass: boolean) => {
  rows.push({ measure, value, budget, pass })
  console.log(`${pass ? 'PASS' : 'MISS'}  ${measure}: ${value} (budget ${budget})`)
}

const serverEnv = (dataDir: string, port: number, seed: boolean) => ({
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  SEED_DEMO: String(seed),
  WEB_DIST_DIR: webDist,
})

/** A database with 100,000 demo products, built once and kept until the seed code changes. */
async function largeCatalogue(): Promise<string> {
  const sources = [
    'apps/api/src/db/seed/demo-catalog.ts',
    'apps/api/src/db/seed/garments.ts',
    'apps/api/src/db/migrations/2026_11_22_01_create_schema.ts',
    'apps/api/src/modules/catalog/search/service.ts',
    'apps/api/src/modules/catalog/search/tokenize.ts',
  ]
  const hash = createHash('sha256')
  for (const file of sources) hash.update(readFileSync(path.join(root, file)))
  const dir = path.join(results, `catalogue-100k-${hash.digest('hex').slice(0, 12)}`)
  if (existsSync(path.join(dir, 'ready'))) return dir
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  console.log(
    `Building a ${LARGE_CATALOGUE.toLocaleString('en-IN')}-product catalogue (kept in ${dir})...`,
  )
  const started = performance.now()
  const database = createDatabase({ kind: 'sqlite', file: path.join(dir, 'store.db') })
  await migrateToLatest(database.db)
  await seedDemoCatalog(database.db, {
    products: LARGE_CATALOGUE,
    storage: createDiskStorage(path.join(dir, 'uploads')),
  })
  await database.destroy()
  writeFileSync(path.join(dir, 'ready'), new Date().toISOString())
  console.log(`  built in ${Math.round((performance.now() - started) / 1000)} s`)
  return dir
}

async function apiThroughput() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-store-'))
  try {
    const seeded = await startStore(serverCommand, serverEnv(dataDir, 3401, true), 3401)
    await seeded.stop()
    const store = await startStore(serverCommand, serverEnv(dataDir, 3401, false), 3401)
    try {
      const listUrl = `${store.url}/api/v1/products?page=1&limit=12`
      const list = await (await fetch(listUrl)).text()
      const firstId = (JSON.parse(list) as { data: Array<{ _id: string }> }).data[0]?._id ?? '1'
      const detailUrl = `${store.url}/api/v1/products/${firstId}`
      const detail = await (await fetch(detailUrl)).text()
      writeFileSync(path.join(dataDir, 'list.json'), list)
      writeFileSync(path.join(dataDir, 'detail.json'), detail)
      await snapshotPage(`${store.url}/`, path.join(dataDir, 'page.html'))
      const bare = await startServer(
        [
          'node',
          path.join(root, 'bench', 'bare-server.js'),
          '3402',
          path.join(dataDir, 'list.json'),
          path.join(dataDir, 'detail.json'),
          path.join(dataDir, 'page.html'),
          path.join(dataDir, 'uploads'),
        ],
        {},
        3402,
      )
      try {
        const readyBudget = Math.min(1000, 3 * bare.startedMs)
        record(
          'server ready on an existing database',
          `${Math.round(store.startedMs)} ms; a bare Fastify process ${Math.round(bare.startedMs)} ms (${(store.startedMs / bare.startedMs).toFixed(1)}x)`,
          '< 1000 ms and <= 3x bare',
          store.startedMs < readyBudget,
        )
        for (const [name, storeUrl, bareUrl] of [
          ['product list (12 items)', listUrl, `${bare.url}/list`],
          ['product detail', detailUrl, `${bare.url}/detail`],
        ] as const) {
          const { real, baseline, ratio } = await compareThroughput(storeUrl, bareUrl)
          record(
            `${name} req/s vs bare Fastify (medians of 3 alternating runs)`,
            `${real.requestsPerSecond} / ${baseline.requestsPerSecond} = ${ratio.toFixed(2)} (p99 ${real.p99Ms} ms, errors ${real.errors})`,
            '>= 0.80',
            ratio >= 0.8 && real.errors === 0,
          )
        }

        // Pages the server draws, kept as HTML: against bare Fastify sending a static page.
        const categoryId = (
          (await (await fetch(`${store.url}/api/v1/categories`)).json()) as {
            data: Array<{ _id: string }>
          }
        ).data[0]?._id
        for (const [name, pageUrl] of [
          ['product page', `${store.url}/product/${firstId}`],
          ['category page', `${store.url}/category/${categoryId ?? '1'}`],
        ] as const) {
          const { real, baseline, ratio } = await compareThroughput(pageUrl, `${bare.url}/page`)
          record(
            `server-rendered ${name} req/s vs bare Fastify's static page (medians of 3 alternating runs)`,
            `${real.requestsPerSecond} / ${baseline.requestsPerSecond} = ${ratio.toFixed(2)} (p99 ${real.p99Ms} ms, errors ${real.errors})`,
            '>= 0.50, p99 < 30 ms',
            ratio >= 0.5 && real.p99Ms < 30 && real.errors === 0,
          )
        }

        const rss = residentMb(store.pid)
        record('server memory after load (5,400 products)', `${rss} MB`, '< 150 MB', rss < 150)

        // Shoppers searching at once: the 20 queries in turn, from 50 clients.
        const searching = await measureThroughput(`${store.url}/api/v1/products/search`, {
          connections: 50,
          method: 'POST',
          bodies: SEARCH_QUERIES.map((q) => JSON.stringify({ search: q, page: 1 })),
        })
        const listUnderLoad = await measureThroughput(listUrl, { connections: 50 })
        const searchRatio = searching.requestsPerSecond / listUnderLoad.requestsPerSecond
        record(
          'search req/s vs product list, 50 clients (demo catalogue)',
          `${searching.requestsPerSecond} / ${listUnderLoad.requestsPerSecond} = ${searchRatio.toFixed(2)} (search p99 ${searching.p99Ms} ms, errors ${searching.errors})`,
          '>= 0.30, p99 < 50 ms',
          searchRatio >= 0.3 && searching.p99Ms < 50 && searching.errors === 0,
        )

        const pages = [
          // The floor: the home page as loaded, as static HTML without JavaScript (no budget).
          { path: 'static copy of / (no JavaScript)', url: `${bare.url}/page` },
          ...[
            '/',
            '/search?q=kurta',
            `/category/${categoryId ?? '1'}`,
            `/product/${firstId}`,
            '/cart',
          ].map((page) => ({ path: page, url: store.url + page })),
        ]
        // Issue 29's budgets. The floor is what this host scores for a screenful of the store's
        // text without scripts, so a page is held to it where the host cannot reach 100.
        for (const { phone, scores } of await scorePages(pages)) {
          const slowdown = `${phone.cpuSlowdownMultiplier}x CPU`
          const floor = scores.find((score) => score.path.startsWith('static'))
          for (const score of scores) {
            const figures = `${score.performance} (LCP ${score.lcpMs} ms, TBT ${score.tbtMs} ms, CLS ${score.cls})`
            if (score === floor) {
              rows.push({
                measure: `Lighthouse ${phone.name} (${slowdown}), ${score.path} (floor)`,
                value: figures,
                budget: 'none',
                pass: true,
              })
              continue
            }
            const hints = score.opportunities.length ? `; ${score.opportunities.join(', ')}` : ''
            if (phone.cpuSlowdownMultiplier === 4) {
              const scoreFloor = Math.min(98, (floor?.performance ?? 100) - 2)
              record(
                `Lighthouse ${phone.name} ${score.path} (${slowdown})`,
                `${figures}${hints}`,
                `>= ${scoreFloor} (98, or floor ${floor?.performance ?? '?'} - 2), LCP < 2000 ms, CLS < 0.05`,
                score.performance >= scoreFloor && score.lcpMs < 2000 && score.cls < 0.05,
              )
            } else {
              const tbtLimit = (floor?.tbtMs ?? 0) + 100
              record(
                `Lighthouse ${phone.name} ${score.path} (${slowdown})`,
                `TBT ${score.tbtMs} ms vs floor ${floor?.tbtMs ?? '?'} ms, LCP ${score.lcpMs} ms (score ${score.performance})`,
                `TBT <= ${tbtLimit} ms (floor + 100), LCP < 2500 ms`,
                score.tbtMs <= tbtLimit && score.lcpMs < 2500,
              )
            }
          }
        }
      } finally {
        await bare.stop()
      }
    } finally {
      await store.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function searchLatency() {
  const dataDir = await largeCatalogue()
  // Without the cache of recent searches: every request matches and ranks afresh.
  const store = await startStore(
    serverCommand,
    { ...serverEnv(dataDir, 3403, false), SEARCH_CACHE_MB: '0' },
    3403,
  )
  try {
    const search = SEARCH_QUERIES.map((q) => ({
      url: `${store.url}/api/v1/products/search`,
      body: { search: q, page: 1 },
    }))
    const suggest = SEARCH_QUERIES.map((q) => ({
      url: `${store.url}/api/v1/products/suggestions`,
      body: { keyword: q },
    }))
    const s = await measureLatency(search, 15)
    record(
      `search p50/p99, uncached (${LARGE_CATALOGUE.toLocaleString('en-IN')} products, ${s.count} requests)`,
      `${s.p50} / ${s.p99} ms`,
      'p99 <= 15 ms',
      s.p99 <= 15,
    )
    const g = await measureLatency(suggest, 15)
    record(
      `suggestions p50/p99, uncached (${LARGE_CATALOGUE.toLocaleString('en-IN')} products, ${g.count} requests)`,
      `${g.p50} / ${g.p99} ms`,
      'p99 <= 15 ms',
      g.p99 <= 15,
    )

    // Pages the server draws from a large catalogue: each drawn once, then kept.
    const products = (
      (await (await fetch(`${store.url}/api/v1/products?page=1&limit=20`)).json()) as {
        data: Array<{ _id: string }>
      }
    ).data
    const categories = (
      (await (await fetch(`${store.url}/api/v1/categories`)).json()) as {
        data: Array<{ _id: string }>
      }
    ).data
    const pages = [
      ...products.map((p) => `${store.url}/product/${p._id}`),
      ...categories.map((c) => `${store.url}/category/${c._id}`),
    ].map((url) => ({ url, method: 'GET' as const }))
    const drawn = await timeRequests(pages, { warmUp: 0, rounds: 1 })
    const kept = await timeRequests(pages, { warmUp: 0, rounds: 10 })
    record(
      `server-rendered product and category pages p50/p99, kept HTML (${LARGE_CATALOGUE.toLocaleString('en-IN')} products, ${kept.length} requests)`,
      `${percentile(kept, 0.5)} / ${percentile(kept, 0.99)} ms; each drawn the first time: ${percentile(drawn, 0.5)} / ${percentile(drawn, 0.99)} ms`,
      'p99 < 30 ms kept',
      percentile(kept, 0.99) < 30,
    )
  } finally {
    await store.stop()
  }
}

async function checkoutRace() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-checkout-'))
  const admin = { phone: '9000000001', password: 'bench admin password' }
  const store = await startStore(
    serverCommand,
    {
      ...serverEnv(dataDir, 3404, false),
      ADMIN_PHONE: admin.phone,
      ADMIN_PASSWORD: admin.password,
    },
    3404,
  )
  try {
    const race = await lastUnitsRace(store.url, admin)
    record(
      'checkout: 200 concurrent orders for the last 50 units of size M',
      `${race.placed} placed, ${race.refused} refused (409), ${race.other} other, M left ${race.left}, L left ${race.otherSize}`,
      'exactly 50 placed, none oversold, size L untouched (20)',
      race.placed === 50 &&
        race.refused === 150 &&
        race.other === 0 &&
        race.left === 0 &&
        race.otherSize === 20,
    )
  } finally {
    await store.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Order books of these sizes, built once and kept like the large catalogue. */
const ORDER_BOOKS = [10_000, 100_000, 1_000_000]

/** The first day of the month `months` before the month of `day` (YYYY-MM-DD). */
function monthsBefore(day: string, months: number) {
  const [year = 0, month = 1] = day.split('-').map(Number)
  const first = new Date(Date.UTC(year, month - 1 - months, 1))
  return `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}-01`
}

/** This month in India, as the admin's export asks for it by default. */
function thisMonth() {
  const today = istDay()
  return { from: `${today.slice(0, 8)}01`, to: today }
}

async function adminReports() {
  const hash = createHash('sha256')
  for (const file of [
    'bench/order-book.ts',
    'apps/api/src/db/seed/demo-catalog.ts',
    'apps/api/src/db/migrations/2026_11_24_02_add_sales_figures.ts',
    'apps/api/src/db/migrate.ts',
  ])
    hash.update(readFileSync(path.join(root, file)))
  const version = hash.digest('hex').slice(0, 12)
  // PostgreSQL too, when the bench is given a server to build its books on.
  const postgres = process.env.BENCH_DATABASE_URL
  for (const orders of ORDER_BOOKS) {
    const size = orders.toLocaleString('en-IN')
    const dir = path.join(results, `orders-${orders}-${version}`)
    const started = performance.now()
    const { migrateMs } = await buildOrderBook(dir, orders)
    if (migrateMs) {
      console.log(
        `       built the ${size}-order book in ${Math.round((performance.now() - started) / 1000)} s (the migration filled its figures in ${Math.round(migrateMs)} ms)`,
      )
    }
    await timeAdminCalls(`${size} orders, SQLite`, serverEnv(dir, 3405, false))
    if (postgres) {
      const pgDir = path.join(results, `orders-pg-${orders}-${version}`)
      const pgStarted = performance.now()
      const book = await buildPostgresOrderBook(postgres, pgDir, orders, version)
      if (book.migrateMs) {
        console.log(
          `       built the ${size}-order book on PostgreSQL in ${Math.round((performance.now() - pgStarted) / 1000)} s (the migration filled its figures in ${Math.round(book.migrateMs)} ms)`,
        )
      }
      await timeAdminCalls(`${size} orders, PostgreSQL`, {
        ...serverEnv(pgDir, 3405, false),
        DATABASE_URL: book.url,
        JWT_SECRET: BENCH_JWT_SECRET,
      })
    }
  }
}

/** The admin's calls on one order book, a month's export, and a shopper meanwhile. */
async function timeAdminCalls(book: string, env: Record<string, string>) {
  const admin = { phone: '9000000002', password: 'bench admin password' }
  const [node, ...args] = serverCommand
  const store = await startStore(
    [node ?? 'node', '--import', path.join(root, 'bench', 'loop-delay.mjs'), ...args],
    { ...env, ADMIN_PHONE: admin.phone, ADMIN_PASSWORD: admin.password },
    3405,
  )
  try {
    const login = await fetch(`${store.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
    const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
    const api = `${store.url}/api/v1/admin`
    const first = (await (await fetch(`${api}/orders?page=1&limit=1`, { headers })).json()) as {
      data: Array<{ orderId: string }>
    }
    const calls: Array<[string, string]> = [
      ['overview', `${api}/overview`],
      ['orders page 1', `${api}/orders?page=1&limit=20`],
      ['orders page 500', `${api}/orders?page=500&limit=20`],
      ['Pending orders page 1', `${api}/orders?status=Pending&page=1&limit=20`],
      ['search by mobile', `${api}/orders?q=${shopperMobile(77)}&page=1&limit=20`],
      ['search by order number', `${api}/orders?q=${first.data[0]?.orderId ?? ''}`],
    ]
    const stalls: Array<[string, number]> = []
    await store.loopDelayMs()
    for (const [name, url] of calls) {
      const { ms, bytes } = await timeCall(url, headers)
      stalls.push([name, await store.loopDelayMs()])
      record(`${name}, ${book}`, `${ms} ms (${(bytes / 1024).toFixed(1)} KB)`, '< 100 ms', ms < 100)
    }
    // Memory is flat when a three times larger export peaks no higher than this month's.
    const { from, to } = thisMonth()
    const exportUrl = `${api}/orders/export.csv?from=${from}&to=${to}`
    const quarterUrl = `${api}/orders/export.csv?from=${monthsBefore(from, 2)}&to=${to}`
    const rssBefore = residentMb(store.pid)
    // The first export sizes the heap once (reported); flat means the next exports' peaks do not
    // grow with the export's size.
    const sizing = await peakResidentMb(store.pid, () => timeCall(exportUrl, headers, 1))
    stalls.push(['export', await store.loopDelayMs()])
    const month = await peakResidentMb(store.pid, () => timeCall(exportUrl, headers, 1))
    stalls.push(['export', await store.loopDelayMs()])
    const quarter = await peakResidentMb(store.pid, () => timeCall(quarterUrl, headers, 1))
    stalls.push(['export', await store.loopDelayMs()])
    const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`
    record(
      `CSV export of this month and of three months, ${book}`,
      `${megabytes(month.result.bytes)} in ${month.result.ms} ms, ${megabytes(quarter.result.bytes)} in ${quarter.result.ms} ms; server memory ${rssBefore} MB, ${sizing.peakMb} MB at the first export's peak, then peaks ${month.peakMb} (month) and ${quarter.peakMb} MB (three months)`,
      'three months peak <= month peak + 20 MB',
      quarter.peakMb <= month.peakMb + 20,
    )
    const [worst, worstMs] = stalls.reduce((a, b) => (b[1] > a[1] ? b : a))
    record(
      `longest event-loop stall in the server during one admin call, ${book}`,
      `${Math.round(worstMs)} ms (${worst})`,
      '< 50 ms',
      worstMs < 50,
    )
    // A shopper's product page alone, then while an admin loads the overview and exports.
    const productUrl = `${store.url}/api/v1/products/1`
    const alone = await measureThroughput(productUrl, { seconds: 5 })
    let loading = true
    const adminLoop = (async () => {
      let rounds = 0
      while (loading) {
        await timeCall(`${api}/overview`, headers, 1)
        await timeCall(exportUrl, headers, 1)
        rounds++
      }
      return rounds
    })()
    const busy = await measureThroughput(productUrl, { seconds: 5 })
    loading = false
    const rounds = await adminLoop
    record(
      `product page p99 while an admin loads the overview and exports, ${book}`,
      `${busy.p99Ms} ms (alone ${alone.p99Ms} ms; ${rounds} overview+export rounds meanwhile)`,
      '< 50 ms',
      busy.p99Ms < 50 && busy.errors === 0,
    )
  } finally {
    await store.stop()
  }
}

/** Filtered listings with all their counts, as the catalogue grows (--million adds 10,00,000). */
async function browseLatency() {
  const sizes = [10_000, 100_000, ...(process.argv.includes('--million') ? [1_000_000] : [])]
  const postgres = process.env.BENCH_DATABASE_URL
  for (const size of sizes) {
    const dir = await sqliteCatalogue(results, size)
    await timeBrowse(size, 'SQLite', serverEnv(dir, 3407, false))
    await timeInProcess(size, 'SQLite', { kind: 'sqlite', file: path.join(dir, 'store.db') })
    if (postgres) {
      const book = await postgresCatalogue(postgres, results, size)
      await timeBrowse(size, 'PostgreSQL', {
        ...serverEnv(book.dir, 3407, false),
        DATABASE_URL: book.url,
        JWT_SECRET: BENCH_JWT_SECRET,
      })
      await timeInProcess(size, 'PostgreSQL', { kind: 'postgres', url: book.url })
    }
  }
}

async function timeBrowse(size: number, database: string, env: Record<string, string>) {
  const label = `${size.toLocaleString('en-IN')} products, ${database}`
  const store = await startStore(serverCommand, env, 3407)
  try {
    const loadStarted = performance.now()
    await fetch(`${store.url}/api/v1/products/browse?limit=1`)
    const loadMs = Math.round(performance.now() - loadStarted)
    const measured = await measureGets(store.url, browseQueries(), 20)
    const withBudget = size <= LARGE_CATALOGUE
    record(
      `filtered listing with all counts p50/p99, ${label}`,
      `${measured.p50} / ${measured.p99} ms over ${measured.count} requests (p99 each: ${measured.perQuery
        .map((q) => `${q.name} ${q.p99}`)
        .join(
          '; ',
        )}); first listing (loads the index) ${loadMs} ms; server ${residentMb(store.pid)} MB`,
      withBudget ? 'p99 < 30 ms' : 'none (the curve)',
      !withBudget || measured.p99 < 30,
    )
  } finally {
    await store.stop()
  }
}

/**
 * Orders per second on PostgreSQL with one store, then two on the same database, each a process
 * of `npm start`'s bundle, orders spread over them in turn (BENCH_DATABASE_URL; its own database).
 */
async function instances() {
  const postgres = process.env.BENCH_DATABASE_URL
  if (!postgres) {
    console.log('SKIP  orders per second with several instances: set BENCH_DATABASE_URL')
    return
  }
  const name = `bench_instances_${Date.now()}`
  const admin = new pg.Client({ connectionString: postgres })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(postgres)
  url.pathname = `/${name}`
  const admins = { phone: '9000000003', password: 'bench admin password' }
  const dirs = [1, 2].map((n) => path.join(results, `instances-${n}`))
  const env = async (dir: string) => {
    const port = await freePort()
    return {
      port,
      env: {
        ...serverEnv(dir, port, false),
        DATABASE_URL: url.toString(),
        JWT_SECRET: BENCH_JWT_SECRET,
        ADMIN_PHONE: admins.phone,
        ADMIN_PASSWORD: admins.password,
        RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      },
    }
  }
  const stores: Array<Awaited<ReturnType<typeof startServer>>> = []
  try {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
    const first = await env(dirs[0] as string)
    stores.push(await startStore(serverCommand, first.env, first.port))
    const one = stores[0] as (typeof stores)[number]
    const shop = await orderShop(one.url, admins)
    await placeOrders([one.url], shop, { seconds: 2 }) // warm-up
    const single = await placeOrders([one.url], shop)
    const second = await env(dirs[1] as string)
    stores.push(await startStore(serverCommand, second.env, second.port))
    await placeOrders(
      stores.map((s) => s.url),
      shop,
      { seconds: 2 },
    )
    const both = await placeOrders(
      stores.map((s) => s.url),
      shop,
    )
    record(
      'orders per second on PostgreSQL, one instance / two instances (20 shoppers at once, 8 s)',
      `${single.perSecond} / ${both.perSecond} orders/s (${single.other + both.other} not placed)`,
      'reported',
      single.other + both.other === 0,
    )
  } finally {
    await Promise.all(stores.map((store) => store.stop()))
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

async function timeInProcess(
  size: number,
  database: string,
  config: Parameters<typeof measureInProcess>[0],
) {
  const measured = await measureInProcess(config, 20)
  rows.push({
    measure: `the same listings in process, without HTTP, ${size.toLocaleString('en-IN')} products, ${database}`,
    value: `${measured.p50} / ${measured.p99} ms over ${measured.count} calls`,
    budget: 'none',
    pass: true,
  })
  console.log(
    `       in process, ${size.toLocaleString('en-IN')} products, ${database}: p50 ${measured.p50} ms, p99 ${measured.p99} ms`,
  )
}

/**
 * A product page's reviews with 2,000 reviews behind it: each sort, a star filter, photos only
 * and a deep page, one request at a time, on the demo catalogue (SQLite).
 */
async function reviewsPage(count = Number(process.env.BENCH_REVIEWS ?? 2_000)) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-reviews-'))
  const database = createDatabase({ kind: 'sqlite', file: path.join(dataDir, 'store.db') })
  await migrateToLatest(database.db)
  await seedDemoCatalog(database.db, {
    products: 200,
    storage: createDiskStorage(path.join(dataDir, 'uploads')),
  })
  const productId = await seedReviews(database.db, count)
  await database.destroy()
  const store = await startStore(serverCommand, serverEnv(dataDir, 3408, false), 3408)
  try {
    const times = await timeRequests(
      REVIEW_QUERIES.map((query) => ({
        url: `${store.url}/api/v1/products/${productId}/reviews${query}`,
        method: 'GET' as const,
      })),
      { warmUp: 1, rounds: 30 },
    )
    const [p50, p99] = [percentile(times, 0.5), percentile(times, 0.99)]
    record(
      `product reviews page p50/p99 (${count.toLocaleString('en-IN')} reviews, ${times.length} requests)`,
      `${p50} / ${p99} ms`,
      'p99 < 20 ms',
      p99 < 20,
    )
  } finally {
    await store.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * The product page's "Deliver to" check: the promise for a PIN, with India's 19,000 PINs in the
 * courier's list (the demo's), one request at a time over PINs spread across the country.
 */
async function deliveryCheck() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-delivery-'))
  const database = createDatabase({ kind: 'sqlite', file: path.join(dataDir, 'store.db') })
  await migrateToLatest(database.db)
  const pincodes = await loadPinCodes()
  await seedDemoPincodes(database.db, pincodes)
  await database.destroy()
  const store = await startStore(serverCommand, serverEnv(dataDir, 3407, false), 3407)
  try {
    const step = Math.floor(pincodes.length / 200)
    const asked = pincodes.filter((_, i) => i % step === 0).slice(0, 200)
    const times = await timeRequests(
      asked.map((pincode) => ({
        url: `${store.url}/api/v1/delivery/estimate?pincode=${pincode}`,
        method: 'GET' as const,
      })),
      { warmUp: 1, rounds: 10 },
    )
    const [p50, p99] = [percentile(times, 0.5), percentile(times, 0.99)]
    record(
      `delivery check p50/p99 (${pincodes.length.toLocaleString('en-IN')} PINs listed, ${times.length} requests)`,
      `${p50} / ${p99} ms`,
      'p99 < 10 ms',
      p99 < 10,
    )
  } finally {
    await store.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * A sale: 50 connections read as shoppers do (sale.ts) while orders come at 20 a second, then at
 * higher rates until their p99 passes 200 ms or one is lost; and a category listing's throughput
 * against a product page's. On SQLite with one instance, and with `BENCH_DATABASE_URL` on
 * PostgreSQL with two instances behind nginx (ops/nginx.conf).
 */
async function sale() {
  const admins = { phone: '9000000004', password: 'bench admin password' }
  const env = (dataDir: string, port: number, seed: boolean) => ({
    ...serverEnv(dataDir, port, seed),
    ADMIN_PHONE: admins.phone,
    ADMIN_PASSWORD: admins.password,
    JWT_SECRET: BENCH_JWT_SECRET,
    RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
  })
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-sale-'))
  const store = await startStore(serverCommand, env(dataDir, 3408, true), 3408)
  let bareRps: number
  try {
    bareRps = await bareFastifyRps(store.url, dataDir)
    await saleOn('SQLite', store.url, admins, bareRps)
  } finally {
    await store.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }

  const postgres = process.env.BENCH_DATABASE_URL
  if (!postgres || !existsSync(NGINX)) {
    console.log(
      'SKIP  a sale on PostgreSQL behind nginx: set BENCH_DATABASE_URL (and install nginx)',
    )
    return
  }
  const name = `bench_sale_${Date.now()}`
  const admin = new pg.Client({ connectionString: postgres })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(postgres)
  url.pathname = `/${name}`
  const stores: Array<Awaited<ReturnType<typeof startServer>>> = []
  const dirs = [1, 2].map((n) => mkdtempSync(path.join(tmpdir(), `bench-sale-pg-${n}-`)))
  let front: Awaited<ReturnType<typeof startNginx>> | undefined
  try {
    // One after the other: the first migrates and loads the demo catalogue.
    for (const [i, dir] of dirs.entries()) {
      const port = await freePort()
      const seeded = { ...env(dir, port, i === 0), DATABASE_URL: url.toString() }
      stores.push(await startStore(serverCommand, seeded, port))
    }
    front = await startNginx(
      root,
      stores.map((store) => Number(new URL(store.url).port)),
    )
    await saleOn('PostgreSQL, two instances behind nginx', front.url, admins, bareRps)
  } finally {
    await front?.stop()
    await Promise.all(stores.map((store) => store.stop()))
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

/**
 * The machine's speed, quoted with the highest order rates: bare Fastify sending the bytes of the
 * store's product list from memory, over the sale's 50 connections.
 */
async function bareFastifyRps(storeUrl: string, dir: string) {
  const listFile = path.join(dir, 'list.json')
  writeFileSync(listFile, await (await fetch(`${storeUrl}/api/v1/products?page=1&limit=12`)).text())
  const bare = await startServer(
    ['node', path.join(root, 'bench', 'bare-server.js'), '3409', listFile, listFile],
    {},
    3409,
  )
  try {
    return (await measureThroughput(`${bare.url}/list`, { connections: 50 })).requestsPerSecond
  } finally {
    await bare.stop()
  }
}

/** Pairs of read windows, without orders and with them, that the sale's ratio is the median of. */
const SALE_PAIRS = 3

/** `bareRps`: bare Fastify's req/s over 50 connections on this machine, for the highest rate. */
async function saleOn(
  where: string,
  url: string,
  admins: { phone: string; password: string },
  bareRps: number,
) {
  const shop = await orderShop(url, admins)
  const paths = await saleReads(url, shop)
  // Warm-up: reads, and orders beside them, so that the windows measure a store that has taken
  // orders before (its code compiled, its connections' statements known), as a sale's does.
  await Promise.all([
    readLoad(url, paths, { seconds: 3 }),
    ordersAtRate([url], shop, { perSecond: 20, seconds: 3 }),
  ])
  // Three pairs of windows, in turns: a host's speed drifts by more than the orders' cost within
  // a minute, so one pair alone often says more of the host than of the store. The ratio is the
  // pairs' median; the orders' p50 and p99 are of all the orders placed in the three.
  const pairs: Array<{ alone: number; during: number; errors: number }> = []
  const times: number[] = []
  let lost = 0
  for (let pair = 0; pair < SALE_PAIRS; pair++) {
    const alone = await readLoad(url, paths)
    const [during, orders] = await Promise.all([
      readLoad(url, paths),
      ordersAtRate([url], shop, { perSecond: 20, seconds: 8 }),
    ])
    pairs.push({
      alone: alone.requestsPerSecond,
      during: during.requestsPerSecond,
      errors: alone.errors + during.errors,
    })
    times.push(...orders.times)
    lost += orders.lost
  }
  const kept = medianOf(pairs.map((p) => p.during / p.alone))
  const errors = pairs.reduce((sum, p) => sum + p.errors, 0)
  record(
    `sale, ${where}: mixed reads over 50 connections with orders at 20/s / without (median of ${SALE_PAIRS} pairs)`,
    `${pairs.map((p) => `${p.during} / ${p.alone}`).join(', ')} req/s = ${kept.toFixed(2)} (errors ${errors})`,
    '>= 0.70',
    kept >= 0.7 && errors === 0,
  )
  const [p50, p99] = [0.5, 0.99].map((q) => Math.round(percentile(times, q))) as [number, number]
  record(
    `sale, ${where}: orders at 20/s while 50 connections read, p50 / p99`,
    `${p50} / ${p99} ms, ${times.length} placed, ${lost} lost`,
    'p99 < 200 ms, none lost',
    p99 < 200 && lost === 0,
  )
  // Before the rates that overwhelm the store, whose backlog would be measured instead.
  const category = paths.find((p) => p.includes('browse?category=')) as string
  const listing = await measureThroughput(`${url}${category}`, { connections: 50 })
  const detail = await measureThroughput(`${url}/api/v1/products/${shop.product}`, {
    connections: 50,
  })
  const ratio = listing.requestsPerSecond / detail.requestsPerSecond
  record(
    `sale, ${where}: category listing with counts / product detail, 50 connections`,
    `${listing.requestsPerSecond} / ${detail.requestsPerSecond} req/s = ${ratio.toFixed(2)} (listing p99 ${listing.p99Ms} ms)`,
    '>= 0.50',
    ratio >= 0.5 && listing.errors + detail.errors === 0,
  )
  let highest = 0
  for (const rate of [20, 40, 60, 80, 120, 160, 240, 320]) {
    const [, tried] = await Promise.all([
      readLoad(url, paths, { seconds: 5 }),
      ordersAtRate([url], shop, { perSecond: rate, seconds: 5 }),
    ])
    console.log(
      `       ${rate} orders/s: p50 ${tried.p50} ms, p99 ${tried.p99} ms, ${tried.lost} lost`,
    )
    if (tried.lost > 0 || tried.p99 >= 200) break
    highest = rate
  }
  record(
    `sale, ${where}: highest order rate held while 50 connections read (p99 < 200 ms, none lost)`,
    `${highest} orders/s (bare Fastify ${bareRps} req/s over 50 connections)`,
    'reported',
    true,
  )
}

function bundle() {
  const { files, gzipBytes } = entryJavaScriptBytes(webDist)
  record(
    'shopper entry JavaScript (gzip)',
    `${(gzipBytes / 1024).toFixed(1)} KB in ${files.length} file(s)`,
    '<= 100 KB',
    gzipBytes <= 100 * 1024,
  )
}

mkdirSync(results, { recursive: true })
// BENCH_ONLY=orders (or a comma list of parts) runs part of the bench.
const parts = {
  bundle,
  api: apiThroughput,
  checkout: checkoutRace,
  search: searchLatency,
  orders: adminReports,
  browse: browseLatency,
  instances,
  delivery: deliveryCheck,
  reviews: reviewsPage,
  sale,
}
const only = process.env.BENCH_ONLY?.split(',')
for (const [name, part] of Object.entries(parts)) if (!only || only.includes(name)) await part()

console.log('\nmeasure | value | budget | result')
for (const row of rows)
  console.log(`${row.measure} | ${row.value} | ${row.budget} | ${row.pass ? 'PASS' : 'MISS'}`)
writeFileSync(
  path.join(results, 'latest.json'),
  JSON.stringify({ at: new Date().toISOString(), rows }, null, 2),
)
