import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { type MockInstance, afterEach, beforeEach, vi } from 'vitest'

// `findBy…` waits up to 5 s rather than 1 s: CI runs these beside the API tests on two cores.
configure({ asyncUtilTimeout: 5_000 })

// An unexpected console.error (a React warning, a logged failure) fails the test. A test that
// expects one replaces this with its own `vi.spyOn(console, 'error').mockImplementation(...)`.
let unexpected: string[] = []
let spy: MockInstance<typeof console.error>
const record = (...args: unknown[]) => void unexpected.push(args.map(String).join(' '))

beforeEach(() => {
  unexpected = []
  spy = vi.spyOn(console, 'error').mockImplementation(record)
})

afterEach(() => {
  cleanup()
  const errors = unexpected
  unexpected = []
  spy.mockRestore()
  if (errors.length > 0) throw new Error(`Unexpected console.error:\n${errors.join('\n')}`)
})
