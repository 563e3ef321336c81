import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { medianOf, middleBy } from './load.js'

/**
 * The two phones every page is scored on, both Lighthouse's own mobile preset (simulated slow 4G,
 * a phone's screen): its default 4x CPU slowdown, and a low-end Android at 10x. The slowdown is
 * not scaled to the host: a slower or busier host scores lower, which the static floor page,
 * measured in the same run, shows.
 */
export const PHONES = [
  { name: 'mobile', cpuSlowdownMultiplier: 4 },
  { name: 'low-end Android', cpuSlowdownMultiplier: 10 },
] as const

export type Phone = (typeof PHONES)[number]

export type PageScore = {
  path: string
  performance: number
  lcpMs: number
  tbtMs: number
  cls: number
  opportunities: string[]
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Lighthouse's mobile performance audit of each page on each phone: the median of `runs` runs, as
 * Lighthouse's own guidance suggests for scores that vary run to run.
 */
export async function scorePages(
  pages: Array<{ path: string; url: string }>,
  runs = 3,
): Promise<Array<{ phone: Phone; scores: PageScore[] }>> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  try {
    const results: Array<{ phone: Phone; scores: PageScore[] }> = []
    for (const phone of PHONES) {
      const scores: PageScore[] = []
      for (const page of pages) {
        const attempts: PageScore[] = []
        for (let run = 0; run < runs; run++) {
          attempts.push(await scoreOnce(chrome.port, page, phone.cpuSlowdownMultiplier))
        }
        scores.push(median(page.path, attempts))
      }
      results.push({ phone, scores })
    }
    return results
  } finally {
    chrome.kill()
  }
}

/** Each figure's own median: the run with the median score need not have the median TBT. */
function median(path: string, attempts: PageScore[]): PageScore {
  return {
    path,
    performance: medianOf(attempts.map((a) => a.performance)),
    lcpMs: medianOf(attempts.map((a) => a.lcpMs)),
    tbtMs: medianOf(attempts.map((a) => a.tbtMs)),
    cls: medianOf(attempts.map((a) => a.cls)),
    opportunities: middleBy(attempts, (a) => a.performance)?.opportunities ?? [],
  }
}

/**
 * A run Lighthouse reports as failed (on a busy host, mostly a trace without a navigation start,
 * `NO_NAVSTART`) is taken again, so that no median counts a failed run as a score of 0.
 */
const ATTEMPTS = 5

async function scoreOnce(
  port: number,
  { path, url }: { path: string; url: string },
  cpuSlowdownMultiplier: number,
): Promise<PageScore> {
  let lhr
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      throttling: { cpuSlowdownMultiplier },
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    lhr = result.lhr
    if (!lhr.runtimeError) break
    if (attempt === ATTEMPTS)
      throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${lhr.runtimeError.code}`)
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0
  return {
    path,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    opportunities: Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 0.9)
      .map((a) => a.title),
  }
}
