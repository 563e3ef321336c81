import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProduct } from './factories.js'
import { type FakeGeocoder, startFakeGeocoder } from './fake-geocoder.js'
import { createTestApp, type TestApp } from './helpers.js'
import { signInAdmin, signUpShopper } from './sign-in.js'

/**
 * Property-based fuzzing of every operation the OpenAPI document lists (it is generated from the
 * contract's schemas): bodies keyed by each schema's own fields but holding hostile values, raw
 * bytes under odd content types, hostile path parameters and queries, as a visitor, a shopper
 * and the admin. Whatever comes in, the answer is never a 5xx and every refusal is the envelope.
 * A failure prints its seed; `FUZZ_SEED=<seed>` replays it.
 */

type Schema = { properties?: Record<string, unknown> }
type Operation = {
  method: string
  path: string
  bodyFields: string[]
  queryFields: string[]
  multipart: boolean
}

let t: TestApp
let geocoder: FakeGeocoder
let operations: Operation[]
const tokens: Record<'visitor' | 'shopper' | 'admin', string | undefined> = {
  visitor: undefined,
  shopper: undefined,
  admin: undefined,
}

beforeAll(async () => {
  geocoder = await startFakeGeocoder()
  t = await createTestApp({ env: geocoder.env })
  await createProduct(t.db, { name: 'Cotton Kurta' })
  tokens.admin = (await signInAdmin(t)).token
  tokens.shopper = (await signUpShopper(t)).token
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Record<string, unknown>>>
  }>()
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const content = (op.requestBody as { content?: Record<string, { schema: Schema }> })?.content
      const parameters = (op.parameters ?? []) as Array<{ in: string; name: string }>
      return {
        method: method.toUpperCase(),
        path,
        bodyFields: Object.keys(content?.['application/json']?.schema.properties ?? {}),
        queryFields: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        multipart: Boolean(content?.['multipart/form-data']),
      }
    }),
  )
})
afterAll(async () => {
  await t.close()
  await geocoder.close()
})

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '%',
    '%00',
    '..%2F..%2Fetc%2Fpasswd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    '-1',
    '0',
    '1e309',
    'NaN',
    '9'.repeat(30),
    '\u0000',
    '\ud800',
    'x'.repeat(5000),
  ),
)
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
)

const bodyFor = (op: Operation) =>
  fc.oneof(
    fc.record(Object.fromEntries(op.bodyFields.map((field) => [field, hostileValue])), {
      requiredKeys: [],
    }),
    fc.jsonValue({ maxDepth: 2 }),
    fc.dictionary(hostileText, hostileValue, { maxKeys: 4 }),
  )

const rawBody = fc.record({
  bytes: fc.uint8Array({ maxLength: 300 }),
  type: fc.constantFrom(
    'application/json',
    'application/json; charset=latin1',
    'multipart/form-data',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
    'application/xml',
    'text/plain',
    'image/svg+xml',
  ),
})

function request(op: Operation) {
  // A lone surrogate has no UTF-8 form; its bytes go out as the raw, invalid sequence.
  const segment = hostileText.map((text) => {
    try {
      return encodeURIComponent(text)
    } catch {
      return '%ED%A0%80'
    }
  })
  return fc.record({
    who: fc.constantFrom('visitor' as const, 'shopper' as const, 'admin' as const),
    params: fc.array(fc.oneof(segment, fc.constantFrom('1', '%', 'a%zz')), {
      minLength: 4,
      maxLength: 4,
    }),
    query: fc.dictionary(
      op.queryFields.length ? fc.constantFrom(...op.queryFields) : hostileText,
      hostileText,
      { maxKeys: 3 },
    ),
    body: fc.oneof(
      bodyFor(op).map((json) => ({ json })),
      rawBody,
    ),
  })
}

function toInject(op: Operation, input: Input) {
  let n = 0
  const url = op.path.replace(/\{[^}]+\}/g, () => input.params[n++] ?? '1')
  const query = new URLSearchParams(input.query).toString()
  const token = tokens[input.who]
  const options: InjectOptions = {
    method: op.method,
    url: query ? `${url}?${query}` : url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  }
  if (op.method !== 'GET' && op.method !== 'HEAD') {
    if ('json' in input.body) {
      options.payload = JSON.stringify(input.body.json)
      options.headers = { ...options.headers, 'content-type': 'application/json' }
    } else {
      options.payload = Buffer.from(input.body.bytes)
      options.headers = { ...options.headers, 'content-type': input.body.type }
    }
  }
  return options
}

type Input = {
  who: 'visitor' | 'shopper' | 'admin'
  params: string[]
  query: Record<string, string>
  body: { json: unknown } | { bytes: Uint8Array; type: string }
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('lists the operations it fuzzes', () => {
    expect(operations.length).toBeGreaterThanOrEqual(50)
  })

  it('never answers 5xx, and answers every refusal in the envelope', async () => {
    const cases = fc
      .constantFrom(...operations)
      .chain((op) => request(op).map((input) => ({ op, input })))
    await fc.assert(
      fc.asyncProperty(cases, async ({ op, input }) => {
        const res = await t.app.inject(toInject(op, input))
        const where = `${op.method} ${op.path}`
        expect(res.statusCode, where).toBeLessThan(500)
        if (res.statusCode >= 400) {
          expect(res.json(), where).toEqual({
            success: false,
            error: true,
            code: expect.any(String),
            message: expect.any(String),
          })
        }
      }),
      { numRuns: 3000, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    )
  }, 60_000)

  // Random text seldom puts a NUL where it reaches the database (PostgreSQL cannot store it):
  // every field and query parameter of every operation gets one, from each caller.
  it('refuses a NUL in any field or query parameter with a 400 in the envelope', async () => {
    for (const op of operations) {
      const fields = [
        ...op.bodyFields.map((f) => ['body', f]),
        ...op.queryFields.map((f) => ['query', f]),
      ]
      for (const [where, field] of fields) {
        for (const who of ['shopper', 'admin'] as const) {
          const input: Input = {
            who,
            params: ['1', '1', '1', '1'],
            query: where === 'query' ? { [field as string]: 'a\u0000b' } : {},
            body: { json: where === 'body' ? { [field as string]: 'a\u0000b' } : {} },
          }
          const res = await t.app.inject(toInject(op, input))
          const what = `${op.method} ${op.path} ${where} ${field} as ${who}`
          expect(res.statusCode, what).toBeLessThan(500)
          if (res.statusCode >= 400) expect(res.json().success, what).toBe(false)
        }
      }
    }
  }, 60_000)
})
