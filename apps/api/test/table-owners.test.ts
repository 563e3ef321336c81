import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import owners from '../src/db/table-owners.json' with { type: 'json' }

// ESLint lets each module's repo.ts name only its own tables (eslint.config.js reads
// table-owners.json); this keeps that map whole as tables are added.

const schema = readFileSync(new URL('../src/db/schema.ts', import.meta.url), 'utf8')
const tables = [
  ...(/export interface Database \{([^}]*)\}/.exec(schema)?.[1] ?? '').matchAll(/^\s*(\w+):/gm),
].map((match) => match[1])

describe('table owners', () => {
  it('gives every table of the schema exactly one module', () => {
    const owned = Object.values(owners).flat()
    expect(tables.length).toBeGreaterThan(10)
    expect([...owned].sort()).toEqual([...tables].sort())
  })

  it('names modules that exist', () => {
    for (const module of Object.keys(owners)) {
      expect(existsSync(new URL(`../src/modules/${module}/repo.ts`, import.meta.url))).toBe(true)
    }
  })
})
