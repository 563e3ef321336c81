import { mergeConfig } from 'vitest/config'
import viteConfig from './vite.config'

export default mergeConfig(viteConfig({ command: 'serve', mode: 'test' }), {
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // Room for a test's several `findBy…` waits (up to 5 s each, src/testing/setup.ts) when CI
    // runs these beside the API tests on two cores; the API tests have the same.
    testTimeout: 20_000,
  },
})
