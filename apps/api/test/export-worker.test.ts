import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFromWorker } from '../src/workers.js'
import { createTestApp, type TestApp } from './helpers.js'

const limits = { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 }

describe('an export in a worker thread', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  it('hands over the CSV as bytes, and stops its worker when the reader stops early', async () => {
    const parts = readFromWorker(
      'export-worker',
      { database: t.config.database, filter: {} },
      limits,
    )
    const first = await parts.next()
    expect(first.done).toBe(false)
    expect((first.value as Buffer).toString('utf8')).toMatch(/^\uFEFFOrder No,Date \(IST\),Status/)
    // Resolves only once the worker has ended.
    expect(await parts.return(undefined)).toEqual({ done: true, value: undefined })
  })

  it("fails with the worker's error instead of waiting forever", async () => {
    const database = { kind: 'sqlite', file: path.join(t.config.dataDir, 'missing', 'store.db') }
    const parts = readFromWorker('export-worker', { database, filter: {} }, limits)
    await expect(parts.next()).rejects.toThrow(/directory does not exist/)
  })
})
