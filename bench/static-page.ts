import { writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'

/**
 * The store's page as a shopper sees it once it has loaded, saved as plain HTML without its
 * scripts. Served by the bare server and scored beside the store's pages, it is the floor of
 * what Lighthouse can measure on this host: the same text, styles and images, no JavaScript.
 */
export async function snapshotPage(url: string, file: string) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
    await page.goto(url, { waitUntil: 'networkidle' })
    // A string, so the bench compiles without the DOM's types.
    const html = await page.evaluate<string>(`
      document.querySelectorAll('script, link[rel="modulepreload"]').forEach((e) => e.remove())
      '<!doctype html>' + document.documentElement.outerHTML
    `)
    writeFileSync(file, html)
  } finally {
    await browser.close()
  }
}
