import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The lazy chunk each of the shop's first-visit pages is drawn with, by its source file as the
 * web build's manifest names it. The browser learns of it only once the entry script has loaded
 * and run; a `modulepreload` in the page's HTML fetches it beside the entry instead.
 */
const PAGE_SOURCES: Array<[RegExp, string]> = [
  [/^\/$/, 'src/features/catalog/home-page.tsx'],
  [/^\/search$/, 'src/features/search/search-page.tsx'],
  [/^\/category\/[^/]+$/, 'src/features/catalog/category-page.tsx'],
  [/^\/subcategories$/, 'src/features/catalog/subcategories-page.tsx'],
  [/^\/subcategory\/[^/]+$/i, 'src/features/catalog/subcategory-page.tsx'],
  [/^\/product\/[^/]+$/, 'src/features/catalog/product-page.tsx'],
  [/^\/cart$/, 'src/features/cart/cart-page.tsx'],
]

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>

/**
 * The `<link rel="modulepreload">` tags of a page's chunk and the chunks it imports, less the
 * entry's own, read from `webDistDir/.vite/manifest.json`; no tags without a manifest.
 */
export function loadPagePreloads(webDistDir: string): (pathname: string) => string {
  const file = path.join(webDistDir, '.vite', 'manifest.json')
  if (!existsSync(file)) return () => ''
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest
  const loaded = new Set<string>()
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return
    into.add(key)
    for (const imported of manifest[key].imports ?? []) collect(imported, into)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, loaded)

  const tags = new Map<string, string>()
  for (const [, source] of PAGE_SOURCES) {
    const chunks = new Set<string>()
    collect(source, chunks)
    const links = [...chunks]
      .filter((key) => !loaded.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}" />`)
    tags.set(source, links.join(''))
  }
  return (pathname) => {
    const source = PAGE_SOURCES.find(([pattern]) => pattern.test(pathname))?.[1]
    return (source && tags.get(source)) ?? ''
  }
}
