// Preloaded into a store process by the bench (node --import): keeps a histogram of event-loop
// delay and answers { maxMs } over the IPC channel each time the bench asks, then starts afresh,
// so each admin call's longest stall of the loop is measured inside the server itself.
import { monitorEventLoopDelay } from 'node:perf_hooks'

if (process.send) {
  const delay = monitorEventLoopDelay({ resolution: 5 })
  delay.enable()
  process.on('message', (message) => {
    if (message !== 'loop-delay') return
    process.send?.({ maxMs: delay.max / 1e6 })
    delay.reset()
  })
  process.channel?.unref()
}
