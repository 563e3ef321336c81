import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'

export type Server = {
  url: string
  pid: number
  startedMs: number
  /** The longest event-loop stall since the last call, for a process preloaded with loop-delay.mjs. */
  loopDelayMs: () => Promise<number>
  stop: () => Promise<void>
}

/** Starts a process that serves HTTP and waits until `readyPath` answers 200. */
export async function startServer(
  command: string[],
  env: Record<string, string>,
  port: number,
  readyPath = '/healthz',
  timeoutMs = 180_000,
): Promise<Server> {
  const started = performance.now()
  const [bin, ...args] = command
  if (!bin) throw new Error('empty command')
  const child: ChildProcess = spawn(bin, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${command.join(' ')} exited with ${child.exitCode}`)
    try {
      const res = await fetch(url + readyPath)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`${command.join(' ')} was not ready in ${timeoutMs} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  const startedMs = performance.now() - started
  return {
    url,
    pid: child.pid ?? 0,
    startedMs,
    loopDelayMs: () =>
      new Promise((resolve) => {
        child.once('message', (answer) => resolve((answer as { maxMs: number }).maxMs))
        child.send('loop-delay')
      }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref()
      }),
  }
}

/** The highest resident memory of a process in MB while `work` runs, sampled every 50 ms. */
export async function peakResidentMb<T>(pid: number, work: () => Promise<T>) {
  let peakMb = residentMb(pid)
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(pid))), 50)
  try {
    const result = await work()
    return { result, peakMb: Math.max(peakMb, residentMb(pid)) }
  } finally {
    clearInterval(sampler)
  }
}

/** Resident memory of a process in MB, from /proc. */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}
