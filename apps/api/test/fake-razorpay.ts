import Fastify from 'fastify'
import {
  createGateway,
  type GatewayEntity,
  type GatewayStore,
} from '../src/modules/payments/test-gateway/gateway.js'
import { testGatewayRoutes } from '../src/modules/payments/test-gateway/routes.js'
import { hmacHex } from '../src/modules/payments/signatures.js'

export const FAKE_KEYS = {
  keyId: 'rzp_test_FakeGateway01',
  keySecret: 'fake-key-secret-for-tests',
  webhookSecret: 'fake-webhook-secret-for-tests',
}

/** The store's configuration for the fake: its address and keys. */
export const razorpayEnv = (url: string) => ({
  RAZORPAY_KEY_ID: FAKE_KEYS.keyId,
  RAZORPAY_KEY_SECRET: FAKE_KEYS.keySecret,
  RAZORPAY_WEBHOOK_SECRET: FAKE_KEYS.webhookSecret,
  RAZORPAY_API_URL: url,
})

function memoryStore(): GatewayStore {
  const rows = new Map<string, { entity: GatewayEntity; parentId: string | null }>()
  return {
    get: async (id) => rows.get(id)?.entity,
    put: async (entity, parentId) => {
      rows.set(entity.id, { entity, parentId: parentId ?? rows.get(entity.id)?.parentId ?? null })
    },
    children: async (parentId, kind) =>
      [...rows.values()]
        .filter((row) => row.parentId === parentId && row.entity.entity === kind)
        .map((row) => row.entity),
  }
}

type Delivery = (body: string, headers: Record<string, string>) => Promise<{ statusCode: number }>

/**
 * A Razorpay on loopback for the tests: the same API and signatures as the TEST gateway, with
 * its state in memory, webhooks delivered to whatever `deliverTo` is set to, a switch that
 * makes every call fail (Razorpay down), and a count of the calls it answered.
 */
export async function startFakeRazorpay() {
  let deliverTo: Delivery | null = null
  const state = { down: false, calls: [] as string[] }
  const gateway = createGateway({
    store: memoryStore(),
    keys: FAKE_KEYS,
    deliver: async (body, headers) => {
      if (deliverTo) await deliverTo(body, headers)
    },
  })
  const server = Fastify()
  server.addHook('onRequest', async (request, reply) => {
    state.calls.push(`${request.method} ${request.url}`)
    if (state.down) {
      return reply.code(503).send({ error: { code: 'SERVER_ERROR', description: 'Down' } })
    }
  })
  await server.register(testGatewayRoutes, { gateway, pages: false, refunds: 'manual' })
  const url = await server.listen({ host: '127.0.0.1', port: 0 })
  return {
    url,
    gateway,
    state,
    deliverTo(delivery: Delivery) {
      deliverTo = delivery
    },
    /** A webhook body signed with the webhook secret, as Razorpay sends it. */
    signed(event: object, secret = FAKE_KEYS.webhookSecret) {
      const body = JSON.stringify(event)
      return { body, signature: hmacHex(secret, body) }
    },
    close: () => server.close(),
  }
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>
