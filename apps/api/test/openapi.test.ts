import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers.js'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../../..')
const bin = (name: string) => path.join(root, 'node_modules/.bin', name)

type Operation = {
  operationId?: string
  description?: string
  tags?: string[]
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> }
}
type Document = {
  tags: Array<{ name: string; description?: string }>
  paths: Record<string, Record<string, Operation>>
}

let t: TestApp
let document: Document
let dir: string
const operations = () =>
  Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ where: `${method} ${url}`, op })),
  )

beforeAll(async () => {
  t = await createTestApp()
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>()
  dir = mkdtempSync(path.join(tmpdir(), 'store-openapi-'))
  writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(document))
})
afterAll(async () => {
  await t.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the OpenAPI document', () => {
  it('gives every operation a unique operationId, a described tag and a description', () => {
    const tags = new Map(document.tags.map((tag) => [tag.name, tag.description]))
    const ids = operations().map(({ op }) => op.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const { where, op } of operations()) {
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z]+$/)
      expect(op.description, where).toBeTruthy()
      for (const tag of op.tags ?? []) expect(tags.get(tag), `${where} tag ${tag}`).toBeTruthy()
    }
  })

  it('declares the refusals every operation can answer, each with the error envelope (finding 3)', () => {
    for (const { where, op } of operations()) {
      const statuses = Object.keys(op.responses)
      expect(statuses, where).toEqual(expect.arrayContaining(['400', '414', '431']))
      if (!where.startsWith('get ')) {
        expect(statuses, where).toEqual(expect.arrayContaining(['413', '415', '429']))
      }
      const envelope = op.responses['400']?.content?.['application/json']?.schema
      expect(envelope, where).toMatchObject({ required: ['success', 'error', 'code', 'message'] })
    }
    const csv = document.paths['/api/v1/admin/orders/export.csv']?.get
    expect(Object.keys(csv?.responses ?? {})).toEqual(expect.arrayContaining(['400', '401', '403']))
    expect(csv?.responses['200']?.content).toHaveProperty('text/csv')
  })

  it('documents both uploads as multipart with their one file field (finding 4)', () => {
    const fieldOf = (op: Operation | undefined) =>
      op?.requestBody?.content['multipart/form-data']?.schema.properties
    expect(fieldOf(document.paths['/api/v1/file/upload']?.post)).toEqual({
      image: expect.objectContaining({ type: 'string', format: 'binary' }),
    })
    expect(fieldOf(document.paths['/api/v1/user/upload-avatar']?.put)).toEqual({
      avatar: expect.objectContaining({ type: 'string', format: 'binary' }),
    })
  })

  it('states the rules the server enforces (finding 5)', async () => {
    type Text = { pattern?: string; allOf?: Text[] }
    /** Whether a string passes every pattern a schema states. */
    const accepts = (schema: Text | undefined, value: string): boolean =>
      (!schema?.pattern || new RegExp(schema.pattern).test(value)) &&
      (schema?.allOf ?? []).every((part) => accepts(part, value))
    const body = (url: string, method: 'post' | 'put') =>
      document.paths[url]?.[method]?.requestBody?.content['application/json']?.schema as {
        properties: Record<string, Text & { format?: string; multipleOf?: number }>
        oneOf?: Array<{ properties: Record<string, unknown>; required?: string[] }>
        anyOf?: Array<{ properties: Record<string, unknown>; required?: string[] }>
      }
    expect(body('/api/v1/auth/register', 'post').properties.email?.format).toBe('email')
    expect(body('/api/v1/product/create', 'post').properties.price?.multipleOf).toBe(0.01)

    const name = body('/api/v1/category/add-category', 'post').properties.name
    expect(accepts(name, '   ')).toBe(false)
    expect(accepts(name, ' Festive ')).toBe(true)

    const query = (
      document.paths['/api/v1/products']?.get as unknown as {
        parameters: Array<{ name: string; schema: Text }>
      }
    ).parameters
    const param = (param: string) => query.find((p) => p.name === param)?.schema
    expect(['0', '101', '1000'].filter((v) => accepts(param('limit'), v))).toEqual([])
    expect(['1', '12', '100'].every((v) => accepts(param('limit'), v))).toBe(true)
    expect(accepts(param('page'), '0')).toBe(false)
    expect(accepts(param('page'), '10001')).toBe(false)
    expect(accepts(param('page'), '10000')).toBe(true)
    // The server agrees at the edges the document states.
    const limit = async (value: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/products?limit=${value}` })).statusCode
    expect([await limit('100'), await limit('101'), await limit('0')]).toEqual([200, 400, 400])

    const move = body('/api/v1/admin/orders/{orderId}/status', 'put')
    const shipped = (move.oneOf ?? move.anyOf ?? []).find((branch) =>
      JSON.stringify(branch.properties.status).includes('Shipped'),
    )
    expect(shipped?.required).toEqual(expect.arrayContaining(['courierName', 'trackingUrl']))

    const size = body('/api/v1/cart/create', 'post').properties.size as { description?: string }
    expect(size.description).toContain('required when it has sizes')
  })

  it('passes spectral lint with spectral:oas without a single finding', async () => {
    writeFileSync(path.join(dir, '.spectral.yaml'), 'extends: ["spectral:oas"]\n')
    const { stdout } = await run(bin('spectral'), [
      'lint',
      path.join(dir, 'openapi.json'),
      '--ruleset',
      path.join(dir, '.spectral.yaml'),
      '--fail-severity',
      'hint',
    ])
    expect(stdout).toContain('No results')
  }, 120_000)

  it('generates a typed client (@hey-api/openapi-ts) that a program type-checks against', async () => {
    await run(bin('openapi-ts'), ['-i', 'openapi.json', '-o', 'client'], { cwd: dir })
    writeFileSync(
      path.join(dir, 'program.ts'),
      `import { createClient } from './client/client/index.js'
import { getProducts, postAuthLogin, postFileUpload } from './client/index.js'

const client = createClient({ baseUrl: 'http://localhost:3000' })

export async function shop(image: Blob) {
  const login = await postAuthLogin({ client, body: { phone: '9876543210', password: 'x' } })
  const token: string | undefined = login.data?.token
  const code: string | undefined = login.error?.code
  const page = await getProducts({ client, query: { page: '1', limit: '12' } })
  const names: string[] = (page.data?.data ?? []).map((product) => product.name)
  const upload = await postFileUpload({ client, body: { image } })
  const url: string | undefined = upload.data?.data.url
  return { token, code, names, url }
}
`,
    )
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          types: [],
          skipLibCheck: true,
        },
        files: ['program.ts'],
      }),
    )
    await expect(run(bin('tsc'), ['-p', dir])).resolves.toBeDefined()
  }, 120_000)
})
