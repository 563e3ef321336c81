/**
 * What one module tells the others without knowing who listens. Publishers call publish() once
 * their change is committed (see afterCommit in db/transaction.ts).
 */
export type StoreEvents = {
  /**
   * Products or categories changed (an admin's write): every cached catalogue answer is stale.
   * `everywhere` tells the other instances sharing the database too.
   */
  'catalog.changed': { everywhere?: boolean }
  /**
   * Units of these products were taken or put back (orders, cancellations, returns): their own
   * answers are stale, and where a size ran out or came back (`sizesChanged`), listings' counts
   * too. Always told to the other instances.
   */
  /** `taken`: units only left the shelves, so no size came back (no restock alert is due). */
  'stock.changed': {
    productIds: number[]
    sizesChanged: number[]
    taken: boolean
    everywhere?: boolean
  }
  /**
   * Reviews moved these products' ratings: their answers, and the listings (the rating filter's
   * counts and the popular sort), are stale. Always told to the other instances.
   */
  'ratings.changed': { productIds: number[]; everywhere?: boolean }
  /** A product left the shop: it is no longer in search, listings or carts. */
  'product.deleted': { productId: number }
}

type Listener<K extends keyof StoreEvents> = (payload: StoreEvents[K]) => void | Promise<void>

/** Carries an event to the other instances (PostgreSQL NOTIFY); see db/notify.ts. */
export type Relay = <K extends keyof StoreEvents>(name: K, payload: StoreEvents[K]) => Promise<void>

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
      if (relay && 'everywhere' in payload && payload.everywhere) await relay(name, payload)
    },
    relayTo(next) {
      relay = next
    },
  }
}
