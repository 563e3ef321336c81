import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { createDatabase, type DatabaseHandle, onOneConnection } from '../src/db/index.js'

// An order's reads go to PostgreSQL on one connection, side by side (decision 096).

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const postgres = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined

describe.skipIf(!postgres)('work on one PostgreSQL connection', () => {
  const databases: DatabaseHandle[] = []
  afterAll(() => Promise.all(databases.map((database) => database.destroy())))

  const open = async () => {
    const database = createDatabase({ kind: 'postgres', url: postgres as string, poolSize: 3 })
    databases.push(database)
    await database.openAll()
    const { db } = database
    const pid = async (seconds = 0) =>
      (await sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(${seconds})`.execute(db))
        .rows[0]?.pid
    return { db, pid }
  }

  it('sends every statement of the work, made in any module, on one connection', async () => {
    const { db, pid } = await open()
    const sideBySide = () => Promise.all(Array.from({ length: 6 }, () => pid(0.05)))
    expect(new Set(await onOneConnection(db, sideBySide)).size).toBe(1)
    expect(new Set(await sideBySide()).size).toBe(3)
  })

  it('keeps the connection until the last statement the work sent is answered', async () => {
    const { db, pid } = await open()
    let late: Promise<number | undefined> = Promise.resolve(undefined)
    let after: Promise<number | undefined> = Promise.resolve(undefined)
    const lent = await onOneConnection(db, async () => {
      const mine = await pid()
      late = pid(0.3)
      // Made once the work is over: it takes the pool's way.
      after = sleep(50).then(() => pid())
      await sleep(20) // the late statement is on its way
      return mine
    })
    // The pool hands out the connection released last: not the lent one while it is busy.
    const meanwhile = await pid()
    expect(meanwhile).not.toBe(lent)
    expect(await late).toBe(lent)
    expect(await after).not.toBe(lent)
  })
})

describe('work on one SQLite connection', () => {
  it('runs the work as it is', async () => {
    const database = createDatabase({ kind: 'sqlite', file: ':memory:' })
    const answer = await onOneConnection(database.db, async () =>
      sql<{ one: number }>`select 1 as one`.execute(database.db),
    )
    expect(answer.rows).toEqual([{ one: 1 }])
    await database.destroy()
  })
})
