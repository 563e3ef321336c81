/**
 * While the start-up chunk's modules load, errors are made without a stack.
 *
 * React creates its markers for suspending (errors it throws and catches, never shown) as its
 * module loads. With an inspector attached (DevTools, or Lighthouse measuring the page), V8 takes a
 * full stack at every `Error()`, and for that re-parses the whole chunk to find source
 * positions: 50-90 ms on the bench host's main thread, a second on a 10x phone, that no shopper's
 * browser spends. Without `Error.stackTraceLimit` no stack is taken. `restoreErrorStacks` puts it
 * back once the chunk has run, so every later error has its stack (decision 086).
 */
const limit = Object.getOwnPropertyDescriptor(Error, 'stackTraceLimit')
Reflect.deleteProperty(Error, 'stackTraceLimit')

export function restoreErrorStacks() {
  if (limit) Object.defineProperty(Error, 'stackTraceLimit', limit)
}
