import { defineConfig } from '@playwright/test'
import { adminPassword, adminPhone } from './journeys/fixtures/admin.js'

// E2E_PORT moves the store and its geocoder stub (port + 1), so two checkouts can run journeys at once.
const port = Number(process.env.E2E_PORT ?? 3300)
const geocoderPort = port + 1
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

// Journeys run in the system Chromium against the production build, served by the real server
// on a fresh data directory with the demo catalogue.
export default defineConfig({
  testDir: './journeys',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Two browsers, their journeys and the server share two cores: under that load a page can take
  // several seconds to draw, and a host may be half as fast again (decision 097).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'on-first-retry',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1366, height: 900 } },
      // Tap targets are a phone's concern: that journey sets 390 px itself and runs once.
      testIgnore: /tap-targets\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    {
      // Stands in for the public reverse geocoder behind the address form's location prefill.
      command: 'node --import tsx e2e/stub-geocoder.ts',
      cwd: '..',
      url: `http://127.0.0.1:${geocoderPort}/healthz`,
      reuseExistingServer: false,
      env: { PORT: String(geocoderPort) },
    },
    {
      command: `rm -rf .e2e-data && MALLOC_ARENA_MAX=1 node --max-semi-space-size=8 apps/api/bundle/main.js`,
      cwd: '..',
      url: `http://127.0.0.1:${port}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        DATA_DIR: '.e2e-data',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        GEOCODER_URL: `http://127.0.0.1:${geocoderPort}/reverse`,
        ADMIN_PHONE: adminPhone,
        ADMIN_PASSWORD: adminPassword,
        // Refunds are sent and unpaid orders looked at every second, not every 30.
        PAYMENT_SWEEP_SECONDS: '1',
        // Every journey's shopper and admin comes from 127.0.0.1, so the per-address limit on
        // writes (600 a minute) would count two workers' journeys as one visitor. A bag priced
        // while over it loses its coupon's pricing and the order is refused as PRICE_CHANGED.
        // The limits themselves are tested in apps/api/test/rate-limits.test.ts.
        RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      },
    },
  ],
})
