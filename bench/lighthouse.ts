import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

/**
 * The phone every page is scored on: Lighthouse's mobile preset, with its 4x CPU slowdown taken
 * as applying to a host whose benchmarkIndex is 1,160 (a slower machine of the store's kind), and
 * scaled by this host's own index so the simulated phone is the same on a fast or a slow host
 * (Lighthouse's throttling guide: a multiplier proportional to the benchmark index).
 */
const REFERENCE_INDEX = 1160
const REFERENCE_SLOWDOWN = 4

export type Calibration = { benchmarkIndex: number; cpuSlowdownMultiplier: number }

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
 * Lighthouse's mobile performance audit (simulated slow 4G, mid-range phone) of each page: the
 * median of `runs` runs, as Lighthouse's own guidance suggests for scores that vary run to run.
 */
export async function scorePages(
  pages: Array<{ path: string; url: string }>,
  runs = 3,
): Promise<{ calibration: Calibration; scores: PageScore[] }> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  try {
    const calibration = await calibrate(chrome.port, pages[0]?.url ?? '')
    const scores: PageScore[] = []
    for (const page of pages) {
      const attempts: PageScore[] = []
      for (let run = 0; run < runs; run++) {
        attempts.push(await scoreOnce(chrome.port, page, calibration.cpuSlowdownMultiplier))
      }
      attempts.sort((a, b) => a.performance - b.performance)
      const median = attempts[Math.floor(runs / 2)]
      if (median) scores.push(median)
    }
    return { calibration, scores }
  } finally {
    chrome.kill()
  }
}

/** This host's benchmarkIndex: the median of three, as one reading varies with what else runs. */
async function calibrate(port: number, url: string): Promise<Calibration> {
  const readings: number[] = []
  for (let run = 0; run < 3; run++) {
    const result = await runLighthouse(port, url, REFERENCE_SLOWDOWN)
    readings.push(result.lhr.environment.benchmarkIndex)
  }
  readings.sort((a, b) => a - b)
  const benchmarkIndex = Math.round(readings[1] ?? REFERENCE_INDEX)
  const multiplier = (REFERENCE_SLOWDOWN * benchmarkIndex) / REFERENCE_INDEX
  return {
    benchmarkIndex,
    cpuSlowdownMultiplier: Math.round(Math.max(1, multiplier) * 10) / 10,
  }
}

async function runLighthouse(port: number, url: string, cpuSlowdownMultiplier: number) {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
    throttling: { cpuSlowdownMultiplier },
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  return result
}

async function scoreOnce(
  port: number,
  { path, url }: { path: string; url: string },
  cpuSlowdownMultiplier: number,
): Promise<PageScore> {
  const { lhr } = await runLighthouse(port, url, cpuSlowdownMultiplier)
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
