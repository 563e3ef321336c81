import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import autocannon from 'autocannon'

const run = promisify(execFile)

export type LoadResult = { requestsPerSecond: number; p99Ms: number; errors: number }

/** A bounded autocannon run: a short warm-up, then the measured run. */
export async function measureThroughput(
  url: string,
  {
    seconds = 8,
    connections = 10,
    method = 'GET',
    bodies,
  }: {
    seconds?: number
    connections?: number
    method?: 'GET' | 'POST'
    /** JSON bodies, sent in turn by each connection. */
    bodies?: string[]
  } = {},
): Promise<LoadResult> {
  const options = {
    url,
    connections,
    method,
    ...(bodies
      ? {
          headers: { 'content-type': 'application/json' },
          requests: bodies.map((body) => ({ method, body })),
        }
      : {}),
  }
  await autocannon({ ...options, duration: 2 })
  const result = await autocannon({ ...options, duration: seconds })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

/**
 * Two servers' throughput compared: `rounds` runs of each, taken in turn so that a change in the
 * host's speed during the comparison touches both sides alike, and the median of each side.
 */
export async function compareThroughput(
  url: string,
  baselineUrl: string,
  { rounds = 3, seconds = 4 }: { rounds?: number; seconds?: number } = {},
): Promise<{ real: LoadResult; baseline: LoadResult; ratio: number }> {
  const real: LoadResult[] = []
  const baseline: LoadResult[] = []
  for (let round = 0; round < rounds; round++) {
    real.push(await measureThroughput(url, { seconds }))
    baseline.push(await measureThroughput(baselineUrl, { seconds }))
  }
  const median = (results: LoadResult[]) => ({
    ...(middleBy(results, (r) => r.requestsPerSecond) as LoadResult),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  })
  const [a, b] = [median(real), median(baseline)]
  return { real: a, baseline: b, ratio: a.requestsPerSecond / b.requestsPerSecond }
}

/** A request the latency client sends. */
export type TimedRequest = { url: string; method: 'GET' | 'POST'; body?: unknown }

/**
 * Milliseconds of each request of `rounds` rounds, sent one at a time after `warmUp` rounds, by
 * `latency-client.js` in a process of its own (in order: round by round, request by request).
 */
export async function timeRequests(
  requests: TimedRequest[],
  { warmUp, rounds }: { warmUp: number; rounds: number },
): Promise<number[]> {
  const { stdout } = await run(process.execPath, [
    path.join(import.meta.dirname, 'latency-client.js'),
    JSON.stringify({ requests, warmUp, rounds }),
  ])
  return JSON.parse(stdout) as number[]
}

/** The middle item by `key` (the upper of the two middle ones for an even count). */
export function middleBy<T>(items: T[], key: (item: T) => number): T | undefined {
  return [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)]
}

/** The middle value, unrounded (`percentile` rounds to 0.1, too coarse for a ratio). */
export const medianOf = (values: number[]) => middleBy(values, (value) => value) ?? 0

/** The value at quantile `q` (0..1) of `times`, to 0.1 ms. */
export function percentile(times: number[], q: number) {
  const sorted = [...times].sort((a, b) => a - b)
  const at = sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  return Math.round(at * 10) / 10
}

/** Latency percentiles of sequential POSTs, one at a time, after one warm-up round. */
export async function measureLatency(
  requests: Array<{ url: string; body: unknown }>,
  rounds: number,
): Promise<{ p50: number; p99: number; count: number }> {
  const times = await timeRequests(
    requests.map((request) => ({ ...request, method: 'POST' as const })),
    { warmUp: 1, rounds },
  )
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), count: times.length }
}
