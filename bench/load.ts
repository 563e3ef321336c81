import autocannon from 'autocannon'

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
  const median = (results: LoadResult[]) => {
    const sorted = [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)
    const middle = sorted[Math.floor(sorted.length / 2)] as LoadResult
    return { ...middle, errors: results.reduce((sum, r) => sum + r.errors, 0) }
  }
  const [a, b] = [median(real), median(baseline)]
  return { real: a, baseline: b, ratio: a.requestsPerSecond / b.requestsPerSecond }
}

/** Latency percentiles of sequential requests, one at a time. */
export async function measureLatency(
  requests: Array<{ url: string; body: unknown }>,
  rounds: number,
): Promise<{ p50: number; p99: number; count: number }> {
  const times: number[] = []
  for (let round = 0; round < rounds; round++) {
    for (const request of requests) {
      const started = performance.now()
      const res = await fetch(request.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request.body),
      })
      await res.arrayBuffer()
      if (!res.ok) throw new Error(`${request.url} answered ${res.status}`)
      if (round > 0) times.push(performance.now() - started)
    }
  }
  times.sort((a, b) => a - b)
  const at = (q: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10
  return { p50: at(0.5), p99: at(0.99), count: times.length }
}
