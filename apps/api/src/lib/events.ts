/**
 * What one module tells the others without knowing who listens. Publishers call publish() once
 * their change is committed (see afterCommit in db/transaction.ts).
 */
export type StoreEvents = {
  /**
   * Products, categories or stock changed: cached catalogue answers are stale. `everywhere`
   * (an admin's write) tells the other instances sharing the database too; stock taken by
   * orders is left to the caches' time limit, so a busy shop sends no message per order.
   */
  'catalog.changed': { everywhere?: boolean }
  /** A product left the shop: it is no longer in search, listings or carts. */
  'product.deleted': { productId: number }
}

type Listener<K extends keyof StoreEvents> = (payload: StoreEvents[K]) => void | Promise<void>

/** Carries an event to the other instances (PostgreSQL NOTIFY); see db/notify.ts. */
export type Relay = (name: keyof StoreEvents) => Promise<void>

export type EventBus = {
  on<K extends keyof StoreEvents>(name: K, listener: Listener<K>): void
  publish<K extends keyof StoreEvents>(name: K, payload: StoreEvents[K]): Promise<void>
  /** Sends events published `everywhere` to the other instances too. */
  relayTo(relay: Relay): void
}

/** In-process events: every listener runs, in the order it subscribed, before publish resolves. */
export function createEventBus(): EventBus {
  const listeners = new Map<keyof StoreEvents, Array<Listener<never>>>()
  let relay: Relay | null = null
  return {
    on(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener])
    },
    async publish(name, payload) {
      for (const listener of listeners.get(name) ?? []) {
        await (listener as Listener<typeof name>)(payload)
      }
      if (relay && 'everywhere' in payload && payload.everywhere) await relay(name)
    },
    relayTo(next) {
      relay = next
    },
  }
}
