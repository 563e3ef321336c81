import SQLite from 'better-sqlite3'
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
  destroy: () => Promise<void>
}

export function createDatabase(config: DatabaseConfig): DatabaseHandle {
  const db = config.kind === 'sqlite' ? createSqlite(config) : createPostgres(config)
  return {
    db,
    kind: config.kind,
    ping: async () => void (await sql`select 1`.execute(db)),
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
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize ?? 10,
    types,
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  })
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}
