/**
 * What one module tells the others without knowing who listens. Publishers call publish() once
 * their change is committed (see afterCommit in db/transaction.ts).
 */
export type StoreEvents = {
  /** Products, categories or stock changed: cached catalogue answers are stale. */
  'catalog.changed': Record<string, never>
  /** A product left the shop: it is no longer in search, listings or carts. */
  'product.deleted': { productId: number }
}

type Listener<K extends keyof StoreEvents> = (payload: StoreEvents[K]) => void | Promise<void>

export type EventBus = {
  on<K extends keyof StoreEvents>(name: K, listener: Listener<K>): void
  publish<K extends keyof StoreEvents>(name: K, payload: StoreEvents[K]): Promise<void>
}

/** In-process events: every listener runs, in the order it subscribed, before publish resolves. */
export function createEventBus(): EventBus {
  const listeners = new Map<keyof StoreEvents, Array<Listener<never>>>()
  return {
    on(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener])
    },
    async publish(name, payload) {
      for (const listener of listeners.get(name) ?? []) {
        await (listener as Listener<typeof name>)(payload)
      }
    },
  }
}
