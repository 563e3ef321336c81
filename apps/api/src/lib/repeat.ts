import type { FastifyBaseLogger } from 'fastify'

/**
 * Runs `task` every `ms` from start() until stop(), one pass at a time: the next waits for the
 * last to end. stop() waits for a pass under way.
 */
export function repeatEvery(ms: number, task: () => Promise<void>, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined
  let pass: Promise<void> = Promise.resolve()
  let stopped = true
  const run = () => {
    pass = task()
      .catch((error: unknown) => log.error({ err: error }, 'repeated task failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(run, ms)
      })
  }
  return {
    start() {
      stopped = false
      timer = setTimeout(run, ms)
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await pass
    },
  }
}
