/**
 * The store's state kept in local storage under 'persist:root', in the format redux-persist
 * wrote it (each slice as its own JSON string, plus `_persist`), so a shopper's saved cart and
 * session carry over. It is read synchronously before the first render and written after every
 * change that touches a slice, only the slices that changed being serialised again.
 * (docs/decisions.md 034 says why this replaced redux-persist.)
 */
const KEY = 'persist:root'
const META = JSON.stringify({ version: 1, rehydrated: true })

type Slices = Record<string, unknown>
type Store<S extends Slices> = {
  getState: () => S
  subscribe: (listener: () => void) => unknown
}

/** What was saved, each slice over its initial state so fields added since start filled. */
export function readPersisted<S extends Slices>(initial: S): S | undefined {
  try {
    const raw = localStorage.getItem(KEY)
    if (!raw) return undefined
    const saved = JSON.parse(raw) as Record<string, string>
    const state: Slices = { ...initial }
    for (const [key, value] of Object.entries(initial)) {
      if (typeof saved[key] !== 'string') continue
      const slice: unknown = JSON.parse(saved[key])
      state[key] = isRecord(value) && isRecord(slice) ? { ...value, ...slice } : slice
    }
    return state as S
  } catch {
    // Unreadable or foreign data: start afresh rather than fail to start.
    return undefined
  }
}

/** Writes the state to storage whenever a slice changes; nothing is serialised before then. */
export function persistChanges<S extends Slices>(store: Store<S>) {
  const last = new Map<string, unknown>(Object.entries(store.getState()))
  const text = new Map<string, string>()
  const serialised = (key: string, slice: unknown) => {
    const known = text.get(key)
    if (known !== undefined) return known
    const fresh = JSON.stringify(slice)
    text.set(key, fresh)
    return fresh
  }
  store.subscribe(() => {
    const slices = Object.entries(store.getState())
    const changed = slices.filter(([key, slice]) => last.get(key) !== slice)
    if (changed.length === 0) return
    for (const [key, slice] of changed) {
      last.set(key, slice)
      text.delete(key)
    }
    const saved = Object.fromEntries(slices.map(([key, slice]) => [key, serialised(key, slice)]))
    saved._persist = META
    try {
      localStorage.setItem(KEY, JSON.stringify(saved))
    } catch {
      // Storage full or blocked (private mode): the shop works on without it.
    }
  })
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
