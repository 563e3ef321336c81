import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { type AddressInfo, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

// Real store processes for tests of what only a process shows: several instances on one
// database, a stop by signal. Each listens on 127.0.0.1 on a free port and is bounded in time.

const root = path.resolve(import.meta.dirname, '..', '..', '..')
const mainTs = path.join(root, 'apps', 'api', 'src', 'main.ts')

/** A port nothing listens on now, chosen by the system. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

export type StoreProcess = {
  url: string
  port: number
  child: ChildProcess
  /** What the process wrote to stderr and stdout, for a failing test's message. */
  output: () => string
  /** SIGTERM, then waits for the exit; SIGKILL after `killAfterMs`. Answers the exit time in ms. */
  stop(killAfterMs?: number): Promise<{ ms: number; code: number | null }>
}

/** Starts `npm start`'s server from the sources and waits until /healthz answers 200. */
export async function startStore(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<StoreProcess> {
  const port = Number(env.PORT ?? (await freePort()))
  const child = spawn(process.execPath, ['--conditions=@store/source', '--import', 'tsx', mainTs], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: path.join(tmpdir(), 'no-web-build'),
      JWT_SECRET: 'a-secret-every-instance-of-the-test-shares-0123456789',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the store exited early:\n${output}`)
    const ok = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the store was not ready in ${timeoutMs} ms:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    port,
    child,
    output: () => output,
    stop(killAfterMs = 15_000) {
      const started = Date.now()
      return new Promise((resolve) => {
        const done = () => resolve({ ms: Date.now() - started, code: child.exitCode })
        if (child.exitCode !== null || child.signalCode !== null) return done()
        child.once('exit', done)
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), killAfterMs).unref()
      })
    },
  }
}

/**
 * A database of its own on the test server (TEST_DATABASE_URL), for processes that connect by
 * URL: created empty, dropped with `drop()`.
 */
export async function createOwnDatabase(baseUrl: string) {
  const name = `store_proc_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

/** A data folder of its own, removed with `remove()`. */
export function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** A JSON call to a store over HTTP. */
export async function call(
  url: string,
  method: string,
  pathname: string,
  body?: unknown,
  token?: string,
) {
  const res = await fetch(`${url}/api/v1${pathname}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await res.text()
  let json: any // eslint-disable-line @typescript-eslint/no-explicit-any -- any answer's shape
  try {
    json = JSON.parse(text)
  } catch {
    json = null
  }
  return { status: res.status, json, text }
}
