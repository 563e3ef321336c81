// Small helpers for values whose representation is the same on SQLite and PostgreSQL.

export const nowIso = () => new Date().toISOString()

export function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}
