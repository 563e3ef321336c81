import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * Gzipped bytes of the JavaScript a first visit must run: the entry script of index.html, the
 * app's start-up chunk it imports once the page has painted (`start-*.js`), and every chunk they
 * preload or import statically.
 */
export function entryJavaScriptBytes(webDist: string): { files: string[]; gzipBytes: number } {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8')
  const queue = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '')
  const seen = new Set<string>()
  while (queue.length > 0) {
    const file = queue.shift() ?? ''
    if (!file || seen.has(file)) continue
    seen.add(file)
    const code = readFileSync(path.join(webDist, file), 'utf8')
    // Static imports between chunks look like: import{a as b}from"./chunk-x.js"; the start-up
    // chunk's, import("./start-x.js").
    const imports = [
      ...code.matchAll(/(?:^|[;}\s])import\s*(?:[\w{},\s*$]+from\s*)?["']\.\/([^"']+\.js)["']/g),
      ...code.matchAll(/import\(\s*["']\.\/(start-[^"']+\.js)["']\s*\)/g),
    ]
    for (const match of imports) queue.push(`/assets/${match[1] ?? ''}`)
  }
  const gzipBytes = [...seen].reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length,
    0,
  )
  return { files: [...seen], gzipBytes }
}
