import { Server } from 'node:net'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment the server was asked to stop. */
    readonly draining: boolean
    /**
     * A clean stop (decision 053): `/healthz` answers 503 at once and every answer from then on
     * closes its connection; half a second later the listening socket closes; every request
     * received gets its answer; then idle connections close and the app's onClose work runs
     * (the mail sender finishes its current message, the database closes).
     */
    stopGracefully(options?: { graceMs?: number; maxWaitMs?: number }): Promise<void>
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export default fp(
  async (app: FastifyInstance) => {
    let draining = false
    let inFlight = 0
    app.decorate('draining', {
      getter: () => draining,
    })
    app.addHook('onRequest', (_request, reply, done) => {
      inFlight++
      if (draining) reply.header('connection', 'close')
      done()
    })
    const finished = (_request: unknown, _reply: unknown, done: () => void) => {
      inFlight--
      done()
    }
    app.addHook('onResponse', finished)
    app.addHook('onRequestAbort', (_request, done) => finished(null, null, done))

    app.decorate('stopGracefully', async ({ graceMs = 500, maxWaitMs = 8000 } = {}) => {
      if (draining) return
      draining = true
      const started = Date.now()
      // Connections the system has accepted but this process has not taken yet would be reset by
      // closing the listening socket: take them for a moment (the load balancer already reads
      // 503 from /healthz), then stop listening. Only the listening socket: http.Server#close
      // would also drop connections whose request is still on its way in.
      await sleep(graceMs)
      if (app.server.listening) Server.prototype.close.call(app.server)
      while (Date.now() - started < maxWaitMs && inFlight > 0) await sleep(20)
      await app.close()
    })
  },
  { name: 'lifecycle' },
)
