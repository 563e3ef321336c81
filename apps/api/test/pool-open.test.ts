import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createDatabase, type DatabaseHandle } from '../src/db/index.js'

// A server opens its PostgreSQL connections once listening and keeps them: a burst of orders
// after a quiet spell must not wait for new ones (decision 093).

const postgres = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined

describe.skipIf(!postgres)('the PostgreSQL pool opened ahead', () => {
  // Its own application name, so the count ignores the other tests' connections.
  const name = `pool_${randomBytes(6).toString('hex')}`
  let database: DatabaseHandle | undefined
  const admin = new pg.Client({ connectionString: postgres })

  afterAll(async () => {
    await database?.destroy()
    await admin.end()
  })

  const open = async () => {
    const { rows } = await admin.query<{ n: string }>(
      'select count(*) as n from pg_stat_activity where application_name = $1',
      [name],
    )
    return Number(rows[0]?.n)
  }

  it('opens every connection of the pool and keeps them open once idle', async () => {
    await admin.connect()
    const url = new URL(postgres as string)
    url.searchParams.set('application_name', name)
    database = createDatabase({ kind: 'postgres', url: url.href, poolSize: 3 })
    expect(await open()).toBe(0)
    // pg-pool closes a connection idle for 10 s when the pool holds more than its minimum.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      await database.openAll()
      expect(await open()).toBe(3)
      vi.advanceTimersByTime(60_000)
    } finally {
      vi.useRealTimers()
    }
    await database.ping()
    expect(await open()).toBe(3)
  })
})
