import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page, type Response, test as base } from '@playwright/test'
import { BAG_COOKIE } from '@store/contract'
import { adminPassword, adminPhone } from './journeys/fixtures/admin.js'

export { expect }

export type Account = { phone: string; password: string }
export type Shopper = Account & { name: string; email: string }
export type Mail = { to: string; subject: string; text: string; html: string }

type LoginAnswer = {
  token: string
  refreshToken: string
  user: string
  data: { userId: string; name: string; email: string; avatar: string; userType: string }
}

// The journeys' server runs with DATA_DIR=.e2e-data (playwright.config.ts) and writes each mail
// there as a JSON file.
const outbox = path.resolve(import.meta.dirname, '..', '.e2e-data', 'outbox')

let shoppersMade = 0

type Fixtures = {
  /** The shop owner's account, made an admin when the journeys' server starts. */
  admin: Account
  /** Details for a new shopper that no other journey in this run uses; registers nothing. */
  newShopper: (name?: string) => Shopper
  /** Registers a new shopper through the API. */
  registerShopper: (name?: string) => Promise<Shopper>
  /**
   * Logs in through the API and keeps the session in the page's browser where the web app keeps
   * it, replacing that browser's storage; the page opens the shop signed in from its next
   * navigation. Answers the headers that make API calls as that user.
   */
  login: (page: Page, account: Account) => Promise<{ headers: { authorization: string } }>
  /** The mails the server sent to an address, oldest first. */
  mailsTo: (to: string) => Mail[]
  /** The code in the newest mail to an address. */
  latestOtp: (to: string) => string
}

/** What React says when a server-rendered page does not hydrate as rendered (minified or not). */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i

export const test = base.extend<Fixtures>({
  // Every journey fails if a server-rendered page it opens does not hydrate as the server drew it.
  // A page load waits until the page is live (hydrated), as a shopper's tap is only heard then.
  page: async ({ page, javaScriptEnabled }, use) => {
    const mismatches: string[] = []
    const note = (text: string) => HYDRATION_ERROR.test(text) && mismatches.push(text)
    page.on('pageerror', (error) => note(error.message))
    page.on('console', (message) => message.type() === 'error' && note(message.text()))
    const live = async (response: Response | null) => {
      // Pages that are not the app (the TEST gateway's) have no root to wait for, and with its
      // script off no page comes alive.
      if (javaScriptEnabled && response?.headers()['content-type']?.startsWith('text/html')) {
        await page
          .locator('html[data-live], body:not(:has(#root))')
          .first()
          .waitFor({ state: 'attached' })
      }
      return response
    }
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    const goBack = page.goBack.bind(page)
    page.goto = async (...args) => live(await goto(...args))
    page.reload = async (...args) => live(await reload(...args))
    page.goBack = async (...args) => live(await goBack(...args))
    await use(page)
    expect(mismatches, 'hydration errors').toEqual([])
  },

  admin: { phone: adminPhone, password: adminPassword },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  newShopper: async ({}, use, testInfo) => {
    await use((name = 'Asha Verma') => {
      // The time, the worker's slot and a count keep parallel workers' numbers apart.
      const digits = [
        String(Date.now() % 1_000_000).padStart(6, '0'),
        testInfo.parallelIndex % 10,
        String(++shoppersMade % 100).padStart(2, '0'),
      ].join('')
      const firstName = (name.split(' ')[0] ?? 'shopper').toLowerCase()
      return {
        name,
        email: `${firstName}.${digits}@example.in`,
        phone: `8${digits}`,
        password: 'shopper password 1',
      }
    })
  },

  registerShopper: async ({ request, newShopper }, use) => {
    await use(async (name) => {
      const shopper = newShopper(name)
      const res = await request.post('/api/v1/auth/register', {
        data: { ...shopper, confirmPassword: shopper.password },
      })
      expect(res.status(), `registering ${shopper.phone}`).toBe(201)
      return shopper
    })
  },

  login: async ({ request, baseURL }, use) => {
    await use(async (page, { phone, password }) => {
      const res = await request.post('/api/v1/auth/login', { data: { phone, password } })
      expect(res.status(), `logging in ${phone}`).toBe(200)
      const answer = (await res.json()) as LoginAnswer
      // What the login page stores (features/account/use-session.ts): the user slice, persisted
      // under 'persist:root' (apps/web/src/app/persisted-state.ts), the user id on its own, and
      // the cookie that tells the server her bag is hers to draw (features/cart/bag-cookie.ts).
      const user = {
        _id: answer.data.userId,
        name: answer.data.name,
        email: answer.data.email,
        avatar: answer.data.avatar,
        mobile: answer.user,
        role: answer.data.userType,
        token: answer.token,
        refreshToken: answer.refreshToken,
      }
      const root = {
        user: JSON.stringify(user),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }
      const origin = new URL(baseURL ?? '')
      await page.context().setStorageState({
        cookies: [
          {
            name: BAG_COOKIE,
            value: '1',
            domain: origin.hostname,
            path: '/',
            expires: -1,
            httpOnly: false,
            secure: false,
            sameSite: 'Lax',
          },
        ],
        origins: [
          {
            origin: origin.origin,
            localStorage: [
              { name: 'persist:root', value: JSON.stringify(root) },
              { name: 'userId', value: answer.data.userId },
            ],
          },
        ],
      })
      return { headers: { authorization: `Bearer ${answer.token}` } }
    })
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  mailsTo: async ({}, use) => {
    await use((to) =>
      // The sender makes the folder with the first mail it writes, just after the request.
      (existsSync(outbox) ? readdirSync(outbox) : [])
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => JSON.parse(readFileSync(path.join(outbox, name), 'utf8')) as Mail)
        .filter((mail) => mail.to === to),
    )
  },

  latestOtp: async ({ mailsTo }, use) => {
    await use((to) => /\b(\d{6})\b/.exec(mailsTo(to).at(-1)?.text ?? '')?.[1] ?? '')
  },
})
