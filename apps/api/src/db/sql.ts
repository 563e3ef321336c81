import { PostgresAdapter, type RawBuilder, sql } from 'kysely'
import type { Db } from './index.js'

// Small helpers for values whose representation is the same on SQLite and PostgreSQL.

export const nowIso = () => new Date().toISOString()

export function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

/** True on PostgreSQL. SQLite runs one transaction at a time, so it needs no row locks. */
export const isPostgres = (db: Pick<Db, 'getExecutor'>) =>
  db.getExecutor().adapter instanceof PostgresAdapter

/** Unique-constraint failures from either database, for races between two identical writes. */
export const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  ('code' in error ? ['SQLITE_CONSTRAINT_UNIQUE', '23505'].includes(String(error.code)) : false)

/** A LIKE pattern that finds `text` anywhere, lower-cased, with its own % _ \ escaped by \. */
export const likePattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * A text column compared byte by byte, as SQLite does by default; on PostgreSQL the "C"
 * collation, which its index `orders_number_bytes` is built in, so prefix ranges use it.
 */
export function inByteOrder(db: Db, column: string): RawBuilder<string> {
  return isPostgres(db)
    ? sql<string>`${sql.ref(column)} collate "C"`
    : sql<string>`${sql.ref(column)}`
}

/** The smallest text after every text that starts with `prefix` (byte order). */
export const afterPrefix = (prefix: string) =>
  prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)
