import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import autocannon from 'autocannon'
import { percentile } from './load.js'
import { freePort, type orderShop } from './instances.js'

type Shop = Awaited<ReturnType<typeof orderShop>>

const run = promisify(execFile)

/**
 * What shoppers read during a sale, in the proportions of a shop's traffic: for every 20 reads,
 * 2 home page loads (categories and the newest products), 8 category or sub-category listings
 * with filters and sorts, 3 searches and 7 product pages.
 */
export async function saleReads(url: string, shop: Shop): Promise<string[]> {
  const get = async (path: string) => (await fetch(`${url}${path}`)).json()
  const categories = ((await get('/api/v1/categories')) as { data: Array<{ _id: string }> }).data
  const subs = (
    (await get('/api/v1/subcategoryproduct/categoryserviceid')) as { data: Array<{ _id: string }> }
  ).data
  const products = (
    (await get('/api/v1/products?page=1&limit=100')) as { data: Array<{ _id: string }> }
  ).data
  const ids = [shop.product, ...products.map((p) => p._id)]
  const [c, s] = [categories.map((x) => x._id), subs.map((x) => x._id)]
  const at = <T>(list: T[], i: number) => list[i % list.length] as T
  const listings = Array.from(
    { length: 8 },
    (_, i) =>
      [
        `category=${at(c, i)}&page=1&limit=12`,
        `category=${at(c, i)}&size=M&sort=price_asc&page=1&limit=12`,
        `subCategory=${at(s, i)}&page=1&limit=12`,
        `category=${at(c, i)}&priceMax=999&sort=popular&page=1&limit=12`,
        `category=${at(c, i)}&discountMin=20&page=2&limit=12`,
        `subCategory=${at(s, i + 3)}&size=L,XL&page=1&limit=12`,
        `category=${at(c, i)}&colour=navy-blue&page=1&limit=12`,
        `category=${at(c, i)}&sort=new&page=1&limit=12`,
      ][i],
  ).map((query) => `/api/v1/products/browse?${query}`)
  const searches = ['kurta', 'cotton shirt', 'saree'].map(
    (q) => `/api/v1/products/browse?q=${encodeURIComponent(q)}&page=1&limit=12`,
  )
  const details = Array.from({ length: 7 }, (_, i) => `/api/v1/products/${at(ids, i * 13)}`)
  return [
    '/api/v1/categories',
    '/api/v1/products?page=1&limit=12',
    ...listings,
    ...searches,
    ...details,
  ]
}

/** Reads over `connections` for `seconds`: requests per second, errors and p99. */
export async function readLoad(
  url: string,
  paths: string[],
  { connections = 50, seconds = 8 } = {},
) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

/**
 * Cash on Delivery orders at a steady `perSecond`, spread over the stores, sent by
 * `order-client.js` in a process of its own: each placed order's latency, and the orders not
 * placed (an error, a refusal or no answer in 10 s).
 */
export async function ordersAtRate(
  urls: string[],
  shop: Shop,
  { perSecond, seconds }: { perSecond: number; seconds: number },
) {
  const { stdout } = await run(process.execPath, [
    path.join(import.meta.dirname, 'order-client.js'),
    JSON.stringify({ urls, product: shop.product, shoppers: shop.shoppers, perSecond, seconds }),
  ])
  const { times, lost, elapsedMs } = JSON.parse(stdout) as {
    times: number[]
    lost: number
    elapsedMs: number
  }
  return {
    /** Each placed order's latency in ms, in the order they were answered. */
    times,
    placed: times.length,
    lost,
    perSecond: Math.round((times.length * 1000) / elapsedMs),
    p50: Math.round(percentile(times, 0.5)),
    p99: Math.round(percentile(times, 0.99)),
  }
}

export const NGINX = '/usr/sbin/nginx'

/** nginx in front of the stores on these ports, with the store's own ops/nginx.conf. */
export async function startNginx(root: string, ports: number[]) {
  const port = await freePort()
  const prefix = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'))
  mkdirSync(path.join(prefix, 'logs'))
  const conf = readFileSync(path.join(root, 'ops', 'nginx.conf'), 'utf8')
    .replace('listen 127.0.0.1:8080;', `listen 127.0.0.1:${port};`)
    .replace('server 127.0.0.1:3001 ', `server 127.0.0.1:${ports[0]} `)
    .replace('server 127.0.0.1:3002 ', `server 127.0.0.1:${ports[1]} `)
  writeFileSync(path.join(prefix, 'nginx.conf'), conf)
  const nginx: ChildProcess = spawn(
    NGINX,
    [
      '-p',
      prefix,
      '-c',
      path.join(prefix, 'nginx.conf'),
      '-g',
      `daemon off; pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log;`,
    ],
    { stdio: 'ignore' },
  )
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 15_000
  while (
    !(await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || nginx.exitCode !== null) throw new Error('nginx did not start')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    async stop() {
      nginx.kill('SIGTERM')
      await new Promise((resolve) => nginx.once('exit', resolve))
      rmSync(prefix, { recursive: true, force: true })
    },
  }
}
