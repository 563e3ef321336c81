import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { sql } from 'kysely'
import type pg from 'pg'
import type { EventBus, StoreEvents } from '../lib/events.js'
import type { DatabaseConfig, Db } from './index.js'
import { loadPg } from './pg.js'

const RECONNECT_MS = 1000
// The events another instance acts on; the others change only the shared database.
const RELAYED: ReadonlyArray<keyof StoreEvents> = [
  'catalog.changed',
  'stock.changed',
  'ratings.changed',
]

/**
 * Carries events between instances on one PostgreSQL database (decision 052): a publish marked
 * `everywhere` sends a NOTIFY once its transaction has committed, and each instance LISTENs on a
 * connection of its own and replays what the others sent to its own listeners. A lost
 * connection is opened again; what was missed meanwhile counts as a change (the listeners drop
 * their caches), and the caches' time limits remain the backstop.
 */
export async function relayEvents({
  config,
  db,
  events,
  log,
}: {
  config: Extract<DatabaseConfig, { kind: 'postgres' }>
  db: Db
  events: EventBus
  log: FastifyBaseLogger
}) {
  // Test suites share one database in several schemas; each schema is a store of its own.
  const channel = `store_events_${config.schema ?? 'public'}`.toLowerCase()
  const self = randomUUID()
  let client: pg.Client | null = null
  let closed = false
  let retry: NodeJS.Timeout | null = null

  /** Publishes here what another instance sent, never `everywhere` again. */
  const replay = async (name: keyof StoreEvents, payload: string) => {
    if (name === 'catalog.changed') await events.publish(name, {})
    if (name === 'stock.changed') {
      const { productIds, sizesChanged, taken } = JSON.parse(
        payload,
      ) as StoreEvents['stock.changed']
      await events.publish(name, { productIds, sizesChanged, taken })
    }
    if (name === 'ratings.changed') {
      const { productIds } = JSON.parse(payload) as StoreEvents['ratings.changed']
      await events.publish(name, { productIds })
    }
  }

  async function connect(afterLoss: boolean) {
    const next = new (loadPg().Client)({ connectionString: config.url })
    next.on('notification', (message) => {
      const [from, name, ...rest] = (message.payload ?? '').split(' ')
      if (from === self || !RELAYED.includes(name as keyof StoreEvents)) return
      replay(name as keyof StoreEvents, rest.join(' ')).catch((error: unknown) =>
        log.error({ err: error }, 'replaying an event from another instance failed'),
      )
    })
    next.on('error', (error) => {
      log.warn({ err: error }, 'event connection lost; reconnecting')
      void next.end().catch(() => undefined)
      if (client === next) client = null
      scheduleReconnect()
    })
    await next.connect()
    await next.query(`listen "${channel}"`)
    if (closed) {
      await next.end()
      return
    }
    client = next
    if (afterLoss) await replay('catalog.changed', '')
  }

  function scheduleReconnect() {
    if (closed || retry) return
    retry = setTimeout(() => {
      retry = null
      connect(true).catch((error: unknown) => {
        log.warn({ err: error }, 'event connection failed; trying again')
        scheduleReconnect()
      })
    }, RECONNECT_MS)
    retry.unref()
  }

  await connect(false)
  events.relayTo(async (name, payload) => {
    // The change has committed; a lost message costs the others only their time limit. A
    // payload is a few ids (NOTIFY takes up to 8,000 bytes).
    const facts = JSON.stringify({ ...payload, everywhere: undefined })
    await sql`select pg_notify(${channel}, ${`${self} ${name} ${facts}`})`
      .execute(db)
      .catch((error: unknown) => log.warn({ err: error }, 'could not tell the other instances'))
  })
  return {
    async close() {
      closed = true
      if (retry) clearTimeout(retry)
      await client?.end()
      client = null
    },
  }
}
