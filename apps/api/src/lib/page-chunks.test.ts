import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadPagePreloads } from './page-chunks.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function webDist(manifest: object | null) {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-chunks-'))
  dirs.push(dir)
  if (manifest) {
    mkdirSync(path.join(dir, '.vite'))
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest))
  }
  return dir
}

describe('page chunks', () => {
  it("preloads a page's chunk and what it imports, but none of the entry's own", () => {
    const preloads = loadPagePreloads(
      webDist({
        'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js'] },
        '_react.js': { file: 'assets/react-b.js' },
        '_grid.js': { file: 'assets/grid-c.js', imports: ['_react.js'] },
        'src/features/catalog/product-page.tsx': {
          file: 'assets/product-page-d.js',
          imports: ['_grid.js', '_react.js'],
        },
      }),
    )
    expect(preloads('/product/12')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/product-page-d.js" />' +
        '<link rel="modulepreload" crossorigin href="/assets/grid-c.js" />',
    )
    expect(preloads('/product/12/reviews')).toBe('')
    expect(preloads('/account')).toBe('')
  })

  it('preloads nothing without a manifest', () => {
    expect(loadPagePreloads(webDist(null))('/')).toBe('')
  })
})
