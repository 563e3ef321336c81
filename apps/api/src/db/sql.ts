// Small helpers for values whose representation is the same on SQLite and PostgreSQL.

export const nowIso = () => new Date().toISOString()

export function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

/** Unique-constraint failures from either database, for races between two identical writes. */
export const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  ('code' in error ? ['SQLITE_CONSTRAINT_UNIQUE', '23505'].includes(String(error.code)) : false)

/** A LIKE pattern that finds `text` anywhere, lower-cased, with its own % _ \ escaped by \. */
export const likePattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
