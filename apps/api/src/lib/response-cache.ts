/**
 * Serialized answers of public catalogue reads, kept briefly in memory. Any catalogue or stock
 * change in this process clears it at once; the time limit bounds how stale another instance's
 * copy can be when several servers share one PostgreSQL database.
 */
export type ResponseCache = {
  json(key: string, compute: () => Promise<string>): Promise<string>
  invalidate(): void
}

export function createResponseCache({
  ttlMs = 10_000,
  maxBytes = 8 * 1024 * 1024,
}: { ttlMs?: number; maxBytes?: number } = {}): ResponseCache {
  const entries = new Map<string, { body: string; expires: number }>()
  let bytes = 0
  let generation = 0

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.body.length
    entries.delete(key)
  }

  return {
    async json(key, compute) {
      const hit = entries.get(key)
      if (hit && hit.expires > Date.now()) {
        // Map order doubles as recency order: move the hit to the end.
        entries.delete(key)
        entries.set(key, hit)
        return hit.body
      }
      remove(key)
      const startedIn = generation
      const body = await compute()
      // An answer computed across an invalidation may hold old data: serve it, do not keep it.
      if (startedIn === generation && body.length <= maxBytes / 16) {
        entries.set(key, { body, expires: Date.now() + ttlMs })
        bytes += body.length
        for (const oldest of entries.keys()) {
          if (bytes <= maxBytes) break
          remove(oldest)
        }
      }
      return body
    },
    invalidate() {
      entries.clear()
      bytes = 0
      generation++
    },
  }
}
