import SQLite from 'better-sqlite3'
import { AsyncLocalStorage } from 'node:async_hooks'
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import type pg from 'pg'
import { loadPg } from './pg.js'
import type { Database } from './schema.js'

export type DatabaseConfig =
  /** `cacheMb`: SQLite's page cache for this connection (16 MB unless set). */
  | { kind: 'sqlite'; file: string; cacheMb?: number }
  | { kind: 'postgres'; url: string; schema?: string; poolSize?: number }

export type Db = Kysely<Database>

export type DatabaseHandle = {
  db: Db
  kind: DatabaseConfig['kind']
  /** Answers once the database answers a trivial query. */
  ping: () => Promise<void>
  /**
   * Opens every connection the pool may use, so that a burst of requests does not wait for new
   * ones (PostgreSQL; nothing to open for SQLite). The pool keeps them (decision 093).
   */
  openAll: () => Promise<void>
  destroy: () => Promise<void>
}

export function createDatabase(config: DatabaseConfig): DatabaseHandle {
  const db = config.kind === 'sqlite' ? createSqlite(config) : createPostgres(config)
  return {
    db,
    kind: config.kind,
    ping: async () => void (await sql`select 1`.execute(db)),
    openAll: () => openAll(db),
    destroy: () => db.destroy(),
  }
}

function createSqlite({ file, cacheMb = 16 }: Extract<DatabaseConfig, { kind: 'sqlite' }>): Db {
  const sqlite = new SQLite(file)
  // An order answered 2xx must survive a crash: WAL with full sync; writers wait for each other.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma(`cache_size = -${cacheMb * 1000}`)
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: keptStatements(sqlite) }) })
}

/** Distinct SQL texts whose prepared statements are kept (`in` lists of each length count apart). */
const KEPT_STATEMENTS = 1000

/**
 * The SQLite connection with its prepared statements kept by SQL text. Kysely prepares every
 * query it runs, and on a short query preparing costs as much as running it. A statement is
 * reused only when idle (not inside an unfinished `iterate`); SQLite re-prepares one whose
 * tables changed shape by itself.
 */
function keptStatements(sqlite: SQLite.Database) {
  const kept = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      const statement = kept.get(text)
      if (statement && !statement.busy) return statement
      const fresh = sqlite.prepare(text)
      kept.delete(text)
      kept.set(text, fresh)
      if (kept.size > KEPT_STATEMENTS) kept.delete(kept.keys().next().value as string)
      return fresh
    },
  }
}

// int8 (count(*), sum()) and numeric come back from pg as strings; the store's values fit in a double.
const INT8_OID = 20
const NUMERIC_OID = 1700

function createPostgres(config: Extract<DatabaseConfig, { kind: 'postgres' }>): Db {
  const pg = loadPg()
  const types: pg.CustomTypesConfig = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === INT8_OID || oid === NUMERIC_OID) return Number
      const standard: unknown = pg.types.getTypeParser(oid, format)
      return standard
    }) as pg.CustomTypesConfig['getTypeParser'],
  }
  const size = config.poolSize ?? 10
  const pool = new pg.Pool({
    connectionString: config.url,
    max: size,
    // Connections once opened stay open: a new one costs a process forked in PostgreSQL, and its
    // first statements fill that process's catalogue caches. A sale's first orders after a quiet
    // spell waited hundreds of milliseconds on a pool that had let its connections go (decision
    // 093).
    min: size,
    types,
    // A connection sends each statement as it is made, not after the answer to the one before:
    // the statements a transaction makes side by side take one round trip (decision 090).
    pipeline: true,
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  })
  const lending = new AsyncLocalStorage<Lent>()
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: {
        connect: async () => {
          const lent = lending.getStore()
          return lent?.open ? lent.client : pool.connect()
        },
        end: () => pool.end(),
      },
    }),
  })
  pools.set(db, { pool, lending })
  return db
}

const pools = new WeakMap<Db, { pool: pg.Pool; lending: AsyncLocalStorage<Lent> }>()

/** The connection `onOneConnection` lends to its work's statements while `open`. */
type Lent = { client: pg.PoolClient; open: boolean }

/**
 * Runs `work` with every statement it makes (through `db`, in any module) on one PostgreSQL
 * connection. The connection is pipelined, so statements made side by side reach one database
 * process together and come back together: under load, one process woken for a dozen reads
 * rather than a dozen processes each waiting for a core. It goes back to the pool once the work
 * is over and no statement it sent is still unanswered; statements made after that take the
 * pool's way. SQLite runs `work` as it is.
 */
export async function onOneConnection<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const held = pools.get(db)
  if (!held) return work()
  const client = await held.pool.connect()
  let unanswered = 0
  const lent: Lent = {
    open: true,
    client: {
      query: async (text: string, values?: unknown[]) => {
        unanswered++
        try {
          return await client.query(text, values)
        } finally {
          if (--unanswered === 0 && !lent.open) client.release()
        }
      },
      release: () => undefined,
    } as unknown as pg.PoolClient,
  }
  try {
    return await held.lending.run(lent, work)
  } finally {
    lent.open = false
    if (unanswered === 0) client.release()
  }
}

async function openAll(db: Db) {
  const pool = pools.get(db)?.pool
  if (!pool) return
  const clients = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()))
  for (const client of clients) client.release()
}

/**
 * Runs `work` in a transaction on one PostgreSQL connection, as a Kysely instance of its own that,
 * unlike Kysely's transactions, does not wait for a statement's answer before sending the next:
 * statements made side by side (`Promise.all`) reach the database together and are answered
 * together, in the order they were made. `begin` goes out with the first of them. Answers
 * undefined when `db` is not a PostgreSQL database of `createDatabase`.
 */
export async function pipelinedTransaction<T>(
  db: Db,
  work: (trx: Db) => Promise<T>,
): Promise<{ result: T } | undefined> {
  const pool = pools.get(db)?.pool
  if (!pool) return undefined
  const client = await pool.connect()
  // The connection goes back to the pool once, here, not after each statement. A new instance
  // each time, not one per connection: afterCommit knows a transaction by its instance, and the
  // work it queued may still run after the connection has gone to the next transaction.
  const held = { query: client.query.bind(client), release: () => {} }
  const trx = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: { connect: async () => held, end: async () => {} } }),
  })
  let broken: unknown
  try {
    // Only a broken connection fails `begin`, and then every statement after it fails too.
    const begun = client.query('begin')
    begun.catch(() => undefined)
    try {
      const result = await work(trx)
      await begun
      await client.query('commit')
      return { result }
    } catch (error) {
      await client.query('rollback').catch((failed: unknown) => (broken = failed))
      throw error
    }
  } finally {
    // A connection whose rollback failed is closed rather than handed to the next caller.
    client.release(broken instanceof Error ? broken : undefined)
  }
}
