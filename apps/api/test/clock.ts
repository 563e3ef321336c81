import { vi } from 'vitest'

// The date-sensitive files run a second and a third time with the clock at an hour when the
// UTC day and India's differ or are about to turn (vitest.config.ts, TEST_CLOCK). The fake
// clock keeps running from there, so every instant the store and the test take, and every
// "today", comes from the same moment.
const at = process.env.TEST_CLOCK
if (at) {
  vi.useFakeTimers({
    now: new Date(at),
    toFake: ['Date'],
    shouldAdvanceTime: true,
    advanceTimeDelta: 5,
  })
}
