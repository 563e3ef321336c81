import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

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
export async function scorePages(baseUrl: string, paths: string[], runs = 3): Promise<PageScore[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  try {
    const scores: PageScore[] = []
    for (const path of paths) {
      const attempts: PageScore[] = []
      for (let run = 0; run < runs; run++)
        attempts.push(await scoreOnce(chrome.port, baseUrl, path))
      attempts.sort((a, b) => a.performance - b.performance)
      const median = attempts[Math.floor(runs / 2)]
      if (median) scores.push(median)
    }
    return scores
  } finally {
    chrome.kill()
  }
}

async function scoreOnce(port: number, baseUrl: string, path: string): Promise<PageScore> {
  const result = await lighthouse(baseUrl + path, {
    port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`)
  const { lhr } = result
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
