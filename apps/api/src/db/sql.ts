// Small helpers for values whose representation is the same on SQLite and PostgreSQL.

export const nowIso = () => new Date().toISOString()

export const toFlag = (value: boolean) => (value ? 1 : 0)

export function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

/** Escapes LIKE wildcards so user text matches literally (used with `escape '\\'`). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
