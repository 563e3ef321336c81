import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/config.js'
import { createSettingsService } from '../src/modules/settings/service.js'
import { createTestApp, type TestApp } from './helpers.js'
import { signInAdmin } from './sign-in.js'

// Where the store's settings come from before an admin saves them: the environment, else the
// demo's example seller, else none; and the return window the returns flow reads.

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

const read = async (app: TestApp) =>
  (await (await signInAdmin(app)).call('GET', '/admin/settings')).json().data.settings

describe('first settings', () => {
  it('are the demo’s example seller, marked as an example, when the demo is on', async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'true' } })
    expect(await read(t)).toMatchObject({
      gstin: '29AABCK1234L1ZI',
      state: 'Karnataka',
      stateCode: '29',
      invoicePrefix: 'KK',
      returnWindowDays: 7,
      isExample: true,
      source: 'example',
    })
  })

  it('come from the environment when it names the seller', async () => {
    t = await createTestApp({
      env: {
        STORE_LEGAL_NAME: 'Rang Textiles LLP',
        STORE_GSTIN: '27aapfu0939f1zv',
        STORE_ADDRESS: 'Linking Road, Mumbai 400050',
        INVOICE_PREFIX: 'RT',
        RETURN_WINDOW_DAYS: '15',
      },
    })
    expect(await read(t)).toMatchObject({
      legalName: 'Rang Textiles LLP',
      tradeName: 'Rang Textiles LLP',
      gstin: '27AAPFU0939F1ZV',
      state: 'Maharashtra',
      invoicePrefix: 'RT',
      returnWindowDays: 15,
      isExample: false,
      source: 'environment',
    })
    const settings = createSettingsService({ db: t.db, config: t.config })
    expect(await settings.returnWindowDays()).toBe(15)
  })

  it('are none without the demo or the environment; the return window is still 7 days', async () => {
    t = await createTestApp()
    expect(await read(t)).toBeNull()
    expect(await createSettingsService({ db: t.db, config: t.config }).returnWindowDays()).toBe(7)
  })

  it('refuse a bad GSTIN or a partial seller at start', () => {
    const base = { DATA_DIR: '/tmp/store-settings-test', SEED_DEMO: 'false' }
    expect(() =>
      loadConfig({
        ...base,
        STORE_GSTIN: '29AABCK1234L1ZJ',
        STORE_LEGAL_NAME: 'X',
        STORE_ADDRESS: 'Y',
      }),
    ).toThrow(ConfigError)
    expect(() => loadConfig({ ...base, STORE_GSTIN: '29AABCK1234L1ZI' })).toThrow(/go together/)
    expect(() => loadConfig({ ...base, INVOICE_PREFIX: 'KK/' })).toThrow(ConfigError)
  })
})
