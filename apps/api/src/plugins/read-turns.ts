import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** How long reads may run in one turn of the event loop before the loop looks for I/O again. */
const READ_TURN_MS = 2

/**
 * Reads take turns (decision 085). A write such as an order makes a dozen round trips to the
 * database one after another, and Node reads each answer only when the event loop next polls
 * for I/O. Under a sale's browsing every poll found dozens of reads ready and handled them all
 * before polling again, so each of the order's round trips waited behind them, and the order held
 * its stock row's lock through several such waits while the next orders queued on it.
 *
 * Here, while a write is in flight, a GET or HEAD request, once parsed, waits in a queue; the
 * queue is served in turns of at most READ_TURN_MS, each turn after the loop has polled. Every
 * read is still served, in the order it came, but a database answer is never more than a turn
 * from being read. With no write in flight reads go straight on: the queue's extra hop cost kept
 * reads a third of their rate (decision 086).
 */
export default fp(
  async (app: FastifyInstance) => {
    const waiting: Array<() => void> = []
    let turnBooked = false

    async function turn() {
      const until = performance.now() + READ_TURN_MS
      while (waiting.length > 0 && performance.now() < until) {
        const next = waiting.shift() as () => void
        try {
          next()
        } catch (error) {
          app.log.error({ err: error }, 'a read failed to start')
        }
        // The read's own continuations run, and count, within the turn.
        await Promise.resolve()
      }
      if (waiting.length > 0) setImmediate(takeTurn)
      else turnBooked = false
    }
    const takeTurn = () => void turn()

    let writes = 0
    app.addHook('onRequest', (request, reply, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        writes += 1
        // 'close' comes once for every response, sent or cut off.
        reply.raw.once('close', () => (writes -= 1))
        return done()
      }
      if (writes === 0 && waiting.length === 0) return done()
      waiting.push(done)
      if (!turnBooked) {
        turnBooked = true
        setImmediate(takeTurn)
      }
    })
  },
  { name: 'read-turns' },
)
