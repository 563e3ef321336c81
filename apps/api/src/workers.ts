import { once } from 'node:events'
import { type MessagePort, type ResourceLimits, Worker } from 'node:worker_threads'

/**
 * Heavy reads run in worker threads, each with its own database connection, so the server's own
 * thread keeps answering shoppers meanwhile (docs/decisions.md 058). Worker entries sit beside
 * this file: the bundle puts every shared chunk in its top folder too, so `./name.js` resolves
 * from here in the source, the compiled output and the bundle alike.
 */
function startWorker(name: string, workerData: unknown, resourceLimits: ResourceLimits) {
  const fromSource = import.meta.url.endsWith('.ts')
  const entry = new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, import.meta.url)
  if (!fromSource) return new Worker(entry, { workerData, resourceLimits })
  // From source (tests, `npm run dev`) the worker loads TypeScript the way the thread starting it does.
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}) })`
  return new Worker(boot, {
    eval: true,
    workerData,
    resourceLimits,
    execArgv: ['--conditions=@store/source'],
  })
}

/**
 * The parts a worker writes, in order, as bytes handed over without a copy: they never enter
 * this thread's heap. The worker hands over the next part only once this one is taken, so at
 * most two parts are in memory; stopping early (a client gone) stops the worker after the part
 * it is reading.
 */
export async function* readFromWorker(
  name: string,
  workerData: unknown,
  resourceLimits: ResourceLimits,
): AsyncGenerator<Buffer> {
  const worker = startWorker(name, workerData, resourceLimits)
  const exited = new Promise((resolve) => worker.once('exit', resolve))
  // While a part is awaited, `once` rejects with the worker's error; one after the reader stopped
  // (the step it was reading ahead) has no one left to tell, and must not end the server.
  worker.on('error', () => undefined)
  try {
    for (;;) {
      // Rejects with the worker's error if it fails.
      const [part] = (await once(worker, 'message')) as [Uint8Array | null]
      if (part === null) return
      yield Buffer.from(part.buffer, part.byteOffset, part.byteLength)
      worker.postMessage('next')
    }
  } finally {
    worker.postMessage('stop')
    await exited
  }
}

const encoder = new TextEncoder()

/**
 * The worker's side of `readFromWorker`: while one part is being taken, the next is read, so
 * the worker never waits for the parent and the parent seldom waits for the worker.
 */
export async function writeToParent(port: MessagePort, parts: AsyncIterable<string>) {
  const iterator = parts[Symbol.asyncIterator]()
  let next = iterator.next()
  for (;;) {
    const step = await next
    if (step.done) break
    const bytes = encoder.encode(step.value)
    port.postMessage(bytes, [bytes.buffer])
    next = iterator.next()
    const [answer] = (await once(port, 'message')) as ['next' | 'stop']
    if (answer === 'stop') {
      await next
      await iterator.return?.()
      return
    }
  }
  port.postMessage(null)
}
